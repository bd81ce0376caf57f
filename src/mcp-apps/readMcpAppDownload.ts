import * as v from 'valibot';
import { safeHref, type ParseResult } from '../core';
import { ownFields, readPayload } from '../core/internal';

/** One file a view asked to download: its bytes (from an embedded resource) or a web link. */
export type McpAppDownloadItem =
  | { kind: 'file'; name: string; mimeType: string; bytes: Uint8Array<ArrayBuffer> | string }
  | { kind: 'link'; name: string; url: string };

/** The most a view may hand the host in one `ui/download-file`. */
const MAX_ITEMS = 20;

const linkUrl = v.pipe(
  v.unknown(),
  v.transform((uri) => (typeof uri === 'string' ? safeHref(uri) : undefined)),
  v.check((url) => url !== undefined && /^https?:/i.test(url), 'a download link is not an http(s) URL'),
  v.transform((url) => url!),
);

const link = v.object({ type: v.literal('resource_link'), uri: linkUrl, name: v.optional(v.unknown()) });

const resourceFields = v.object({
  uri: v.optional(v.unknown()),
  mimeType: v.optional(v.unknown()),
  text: v.optional(v.unknown()),
  blob: v.optional(v.unknown()),
});

const resourceContents = v.pipe(
  ownFields([resourceFields], 'a download resource has no contents'),
  resourceFields,
  v.check(
    ({ text, blob }) => typeof text === 'string' || typeof blob === 'string',
    'a download resource has neither text nor blob',
  ),
  v.rawTransform(({ dataset, addIssue, NEVER }): McpAppDownloadItem => {
    const { uri, mimeType: mime, text, blob } = dataset.value;
    const mimeType = typeof mime === 'string' && /^[\w.+-]+\/[\w.+-]+$/.test(mime) ? mime : 'application/octet-stream';
    const name = fileName(undefined, typeof uri === 'string' ? uri : '');
    if (typeof text === 'string') return { kind: 'file', name, mimeType, bytes: text };
    try {
      const binary = atob((blob as string).replace(/\s+/g, ''));
      return { kind: 'file', name, mimeType, bytes: Uint8Array.from(binary, (char) => char.charCodeAt(0)) };
    } catch {
      addIssue({ message: 'a download resource blob is not valid base64' });
      return NEVER;
    }
  }),
);

const resource = v.object({ type: v.literal('resource'), resource: resourceContents });

const item = v.pipe(
  ownFields([link, resource], 'a download item is not an object'),
  v.variant('type', [link, resource], 'a download item is neither a resource nor a resource link'),
  v.transform((block): McpAppDownloadItem =>
    block.type === 'resource' ? block.resource : { kind: 'link', name: fileName(block.name, block.uri), url: block.uri },
  ),
);

const paramsFields = v.object({
  contents: v.pipe(
    // The count is checked before any item is read: a hostile view may send millions.
    v.custom<unknown[]>((contents) => Array.isArray(contents) && contents.length > 0, 'ui/download-file without contents'),
    v.maxLength(MAX_ITEMS, `ui/download-file with more than ${MAX_ITEMS} items`),
    v.array(item),
  ),
});

const paramsSchema = v.pipe(
  ownFields([paramsFields], 'ui/download-file without contents'),
  paramsFields,
  v.transform(({ contents }) => contents),
);

/**
 * Reads the untrusted params of `ui/download-file`: each `{type: 'resource', resource: {uri,
 * mimeType?, text | blob}}` is a file named after its uri's last segment, each `{type:
 * 'resource_link', uri, name}` with an http(s) uri a link (`safeHref`). Anything else, bad
 * base64, or nothing at all is a problem, never a throw.
 */
export function readMcpAppDownload(params: unknown): ParseResult<McpAppDownloadItem[]> {
  return readPayload(paramsSchema, params);
}

/** A plain file name: the given one, else the uri's last path segment, never a path. */
function fileName(given: unknown, uri: string): string {
  const fromUri = uri.split(/[?#]/, 1)[0]!.split('/').filter(Boolean).at(-1) ?? '';
  let raw = typeof given === 'string' && given.trim() !== '' ? given : fromUri;
  try {
    raw = decodeURIComponent(raw);
  } catch {
    // Kept as it came.
  }
  // No separators, control characters or leading dots: the browser gets a name, not a path.
  const name = raw.replace(/[\\/:*?"<>|\p{Cc}]/gu, '_').replace(/^\.+/, '').trim().slice(0, 120);
  return name === '' ? 'download' : name;
}
