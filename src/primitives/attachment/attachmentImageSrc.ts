import type { Attachment } from '../../core';
import { safeHref } from '../../core';

/** Raster and vector images a browser draws inertly in an `<img>` (SVG in `<img>` runs no script). */
const inlineImage = /^data:image\/[a-z0-9.+-]+[;,]/i;

/**
 * Where an image attachment's thumbnail may load from, or undefined: a web URL (through
 * `safeHref`) or an inline `data:image/…` / `blob:` URL (an upload still on this page). Only
 * image media types get a thumbnail; an `<img>` never runs a `javascript:` URL, but refusing it
 * keeps the rule one rule.
 */
export function attachmentImageSrc(attachment: Attachment): string | undefined {
  if (!attachment.mediaType.toLowerCase().startsWith('image/')) return undefined;
  const web = safeHref(attachment.url);
  if (web) return web;
  const url = attachment.url.trim();
  return inlineImage.test(url) || url.toLowerCase().startsWith('blob:') ? url : undefined;
}
