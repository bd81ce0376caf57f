import { type ParseResult, safeHref } from '../core';
import { parsed, problem, isObject, own } from '../core/internal';

/** One file a view asked to download: its bytes (from an embedded resource) or a web link. */
export type McpAppDownloadItem =
  | { kind: 'file'; name: string; mimeType: string; bytes: Uint8Array<ArrayBuffer> | string }
  | { kind: 'link'; name: string; url: string };

/** The most a view may hand the host in one `ui/download-file`. */
const MAX_ITEMS = 20;

/**
 * Reads the untrusted params of `ui/download-file`: each `{type: 'resource', resource: {uri,
 * mimeType?, text | blob}}` is a file named after its uri's last segment, each `{type:
 * 'resource_link', uri, name}` with an http(s) uri a link (`safeHref`). Anything else, bad
 * base64, or nothing at all is a problem, never a throw.
 */
export function readMcpAppDownload(params: unknown): ParseResult<McpAppDownloadItem[]> {
  const contents = isObject(params) ? own(params, 'contents') : undefined;
  if (!Array.isArray(contents) || contents.length === 0) return problem('ui/download-file without contents');
  if (contents.length > MAX_ITEMS) return problem(`ui/download-file with more than ${MAX_ITEMS} items`);
  const items: McpAppDownloadItem[] = [];
  for (const block of contents as unknown[]) {
    const item = readItem(block);
    if (!item.ok) return item;
    items.push(item.value);
  }
  return parsed(items);
}

function readItem(block: unknown): ParseResult<McpAppDownloadItem> {
  if (!isObject(block)) return problem('a download item is not an object');
  const type = own(block, 'type');
  if (type === 'resource_link') {
    const uri = own(block, 'uri');
    const url = typeof uri === 'string' ? safeHref(uri) : undefined;
    if (url === undefined || !/^https?:/i.test(url)) return problem('a download link is not an http(s) URL');
    return parsed({ kind: 'link', name: fileName(own(block, 'name'), url), url });
  }
  if (type !== 'resource') return problem('a download item is neither a resource nor a resource link');
  const resource = own(block, 'resource');
  if (!isObject(resource)) return problem('a download resource has no contents');
  const uri = own(resource, 'uri');
  const mime = own(resource, 'mimeType');
  const mimeType = typeof mime === 'string' && /^[\w.+-]+\/[\w.+-]+$/.test(mime) ? mime : 'application/octet-stream';
  const name = fileName(undefined, typeof uri === 'string' ? uri : '');
  const text = own(resource, 'text');
  if (typeof text === 'string') return parsed({ kind: 'file', name, mimeType, bytes: text });
  const blob = own(resource, 'blob');
  if (typeof blob !== 'string') return problem('a download resource has neither text nor blob');
  try {
    const binary = atob(blob.replace(/\s+/g, ''));
    return parsed({ kind: 'file', name, mimeType, bytes: Uint8Array.from(binary, (char) => char.charCodeAt(0)) });
  } catch {
    return problem('a download resource blob is not valid base64');
  }
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
