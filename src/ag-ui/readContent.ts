import type { Attachment } from '../core';

/** A message body as Cameo draws it: the text, and the media it can show as chips. */
export interface ReadContent {
  text: string;
  attachments: Attachment[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const stringOr = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);

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
  for (const part of content as unknown[]) {
    if (!isRecord(part)) continue;
    if (part.type === 'text') {
      if (typeof part.text === 'string') texts.push(part.text);
      continue;
    }
    const attachment = readMedia(part);
    if (attachment) result.attachments.push(attachment);
  }
  result.text = texts.join('');
  return result;
}

function readMedia(part: Record<string, unknown>): Attachment | null {
  const metadata = isRecord(part.metadata) ? part.metadata : {};
  // The pre-1.0 `binary` part, as stored threads may still hold it: url or base64 data inline.
  if (part.type === 'binary') {
    const mediaType = stringOr(part.mimeType, 'application/octet-stream');
    const url = typeof part.url === 'string' ? part.url : typeof part.data === 'string' ? `data:${mediaType};base64,${part.data}` : null;
    return url === null ? null : withName({ url, mediaType }, part.filename);
  }
  if (!['image', 'audio', 'video', 'document'].includes(String(part.type)) || !isRecord(part.source)) return null;
  const { source } = part;
  if (typeof source.value !== 'string') return null;
  const mediaType = stringOr(source.mimeType, `${String(part.type)}/*`);
  if (source.type === 'url') return withName({ url: source.value, mediaType }, metadata.filename ?? metadata.name);
  if (source.type === 'data') return withName({ url: `data:${mediaType};base64,${source.value}`, mediaType }, metadata.filename ?? metadata.name);
  return null;
}

function withName(attachment: Attachment, name: unknown): Attachment {
  return typeof name === 'string' && name !== '' ? { ...attachment, name } : attachment;
}
