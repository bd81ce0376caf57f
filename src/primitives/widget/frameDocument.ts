/**
 * The document an HTML widget's sandboxed iframe loads through `srcdoc`: a Content Security
 * Policy, the bridge bootstrap, then the untrusted markup as the body.
 */
import { frameBootstrap } from './frameBootstrap';

/** Where the markup may load images from: inline ones only (the default), or https too. */
export type FrameImages = 'https' | false;

/** The frame's policy. Each source is the least the markup of a widget needs; everything else falls to 'none'. */
export function framePolicy(allowImages: FrameImages = false): string {
  return [
    // No fetch/XHR/WebSocket, frames, workers, objects, media or fonts from anywhere: the widget
    // reaches its backend only through `cameo.dispatch`, which the host's action path handles.
    "default-src 'none'",
    // Widget markup ships its own inline scripts and handlers, and the bootstrap below is inline.
    // No remote script: nothing the markup did not carry can run, even inside the sandbox.
    "script-src 'unsafe-inline'",
    // Flattened HTML inlines its styles; no remote stylesheets.
    "style-src 'unsafe-inline'",
    // Inline data: and blob: images never leave the frame. https images would let the markup
    // make a GET to any host, carrying what it knows in the URL, so they take an opt-in.
    allowImages === 'https' ? 'img-src data: blob: https:' : 'img-src data: blob:',
    // These do not fall back to default-src. No <base> to redirect relative URLs, no form posts
    // (the sandbox already blocks forms without allow-forms; this says so twice).
    "base-uri 'none'",
    "form-action 'none'",
    // CSP3's WebRTC switch. Chromium does not know it yet (it logs "Unrecognized
    // Content-Security-Policy directive 'webrtc'" and goes on); the bootstrap removes
    // RTCPeerConnection there. Kept so that a browser which knows it closes WebRTC for the
    // nested realms the bootstrap cannot reach.
    "webrtc 'block'",
  ].join('; ');
}

/**
 * A fresh per-frame secret: only the bootstrap of the document built with it holds it, and the
 * host hears only messages that carry it (see frameBootstrap).
 */
export function frameToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * safeHref (src/core/safeHref.ts) for the frame, which cannot import: the same rule, so a link
 * is inert inside the frame exactly when it would be outside. A unit test keeps them in step.
 */
export const frameSafeHrefSource = `function (url) {
  if (typeof url !== 'string') return undefined;
  var parsed;
  try { parsed = new URL(url); } catch (error) { return undefined; }
  return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : undefined;
}`;

export interface FrameDocumentOptions {
  /** From frameToken(): the secret every message of this document's bootstrap carries. */
  token: string;
  allowImages?: FrameImages;
}

/** The whole srcdoc. The policy comes first, so it governs everything after it. */
export function frameDocument(html: string, { token, allowImages = false }: FrameDocumentOptions): string {
  if (!/^[0-9a-f]{32}$/.test(token)) throw new Error('frameDocument: the token must come from frameToken()');
  return (
    '<!doctype html><html><head><meta charset="utf-8">' +
    `<meta http-equiv="Content-Security-Policy" content="${framePolicy(allowImages)}">` +
    '<meta name="referrer" content="no-referrer">' +
    `<script>${frameBootstrap(token, frameSafeHrefSource)}</script>` +
    `</head><body>${html}</body></html>`
  );
}
