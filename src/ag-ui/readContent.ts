import * as v from 'valibot';
import type { Attachment } from '../core';
import { ownFields, ownObject, readOrDrop } from '../core/internal';

/** A message body as Cameo draws it: the text, and the media it can show as chips. */
export interface ReadContent {
  text: string;
  attachments: Attachment[];
}

/** A string, or nothing: a malformed optional field is left out, never the part. */
const optionalString = v.fallback(v.optional(v.string()), undefined);
const field = v.optional(v.unknown());

const textPart = v.object({ type: v.literal('text'), text: optionalString });

// The pre-1.0 `binary` part, as stored threads may still hold it: url or base64 data inline.
const binaryPart = v.object({ type: v.literal('binary'), mimeType: optionalString, url: optionalString, data: optionalString, filename: field });

const metadataSchema = v.fallback(v.optional(ownObject(v.object({ filename: field, name: field }), 'no metadata')), undefined);

// A provider file handle (`source.type: 'file'`) names no bytes a browser can fetch: no chip.
const sourceSchema = ownObject(
  v.object({ type: v.picklist(['url', 'data']), value: v.string(), mimeType: optionalString }),
  'no source',
);

const mediaPart = v.object({
  type: v.picklist(['image', 'audio', 'video', 'document']),
  source: v.fallback(v.optional(sourceSchema), undefined),
  metadata: metadataSchema,
});

const parts = [textPart, binaryPart, mediaPart] as const;
/** One part, or nothing for a part of unknown shape (skipped). */
const partSchema = v.pipe(ownFields(parts, 'not a part'), v.variant('type', parts));

/**
 * Reads AG-UI string-or-parts content (untrusted): text parts joined in order, media parts with
 * a URL or inline bytes as attachments. A provider file handle (`source.type: 'file'`) names no
 * bytes a browser can fetch, so it has no chip; parts of unknown shape are skipped.
 */
export function readContent(content: unknown): ReadContent {
  if (typeof content === 'string') return { text: content, attachments: [] };
  const result: ReadContent = { text: '', attachments: [] };
  if (!Array.isArray(content)) return result;
  const texts: string[] = [];
  for (const raw of content as unknown[]) {
    const part = readOrDrop(partSchema, raw);
    if (part === undefined) continue;
    if (part.type === 'text') {
      if (part.text !== undefined) texts.push(part.text);
      continue;
    }
    const attachment = readMedia(part);
    if (attachment) result.attachments.push(attachment);
  }
  result.text = texts.join('');
  return result;
}

function readMedia(part: v.InferOutput<typeof binaryPart> | v.InferOutput<typeof mediaPart>): Attachment | null {
  if (part.type === 'binary') {
    const mediaType = part.mimeType ?? 'application/octet-stream';
    const url = part.url ?? (part.data === undefined ? null : `data:${mediaType};base64,${part.data}`);
    return url === null ? null : withName({ url, mediaType }, part.filename);
  }
  const { source, metadata } = part;
  if (source === undefined) return null;
  const mediaType = source.mimeType ?? `${part.type}/*`;
  const url = source.type === 'url' ? source.value : `data:${mediaType};base64,${source.value}`;
  return withName({ url, mediaType }, metadata?.filename ?? metadata?.name);
}

function withName(attachment: Attachment, name: unknown): Attachment {
  return typeof name === 'string' && name !== '' ? { ...attachment, name } : attachment;
}
