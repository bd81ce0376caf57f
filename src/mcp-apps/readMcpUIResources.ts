import * as v from 'valibot';
import { ownObject, quote, readOrDrop, warnInDevelopment } from '../core/internal';
import { decodeBase64Text } from './decodeBase64Text';

/**
 * A UI in MCP-UI's older form: an embedded `{type: 'resource', resource: {uri: 'ui://…',
 * mimeType, text | blob}}` block of a tool result (what MCP-UI's `isUIResource` accepts), read
 * into what the sandbox can show:
 * - `html`: the markup of a `text/html` resource (also `text/html;profile=mcp-app`, which
 *   MCP-UI's server SDK now writes), from `text` or a base64 `blob`;
 * - `url`: the page of a `text/uri-list` resource, the first line that is not a `#` comment.
 *   Only an absolute `https:` URL is kept: the view offers it as a link out (a new tab, no
 *   opener), not a frame, and a plain-http page could be rewritten by anyone on the path.
 *   MCP-UI itself uses one URL and ignores the rest; so does this.
 * Remote DOM (`application/vnd.mcp-ui.remote-dom…`) and the Apps SDK's `text/html+skybridge`
 * need host-side runtimes Cameo does not have; they are skipped with a development warning.
 */
export type McpUIResource = { uri: string; kind: 'html'; html: string } | { uri: string; kind: 'url'; url: string };

const field = v.optional(v.unknown());

const resultSchema = ownObject(v.object({ content: v.optional(v.array(v.unknown())) }), 'not a tool result');

const uiUri = v.pipe(v.string(), v.startsWith('ui://'));
const resourceFields = v.object({ uri: uiUri, mimeType: field, text: field, blob: field });

const uiBlockSchema = ownObject(
  v.object({ type: v.literal('resource'), resource: ownObject(resourceFields, 'no resource') }),
  'not a content block',
);

// The sentences name the resource's uri, a sibling of the failing field: read as a whole.
const uiResourceSchema = v.pipe(
  uiBlockSchema,
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const resource = readResource(dataset.value.resource);
    if (typeof resource !== 'string') return resource;
    addIssue({ message: resource });
    return NEVER;
  }),
);

/**
 * The MCP-UI resources embedded in a tool result's `content`, in order. Untrusted input: a
 * block that is not a `ui://` resource is not a UI (and is left to the model); a `ui://` block
 * that cannot be shown is skipped with a development warning, never thrown.
 */
export function readMcpUIResources(result: unknown): McpUIResource[] {
  const content = readOrDrop(resultSchema, result)?.content ?? [];
  const found: McpUIResource[] = [];
  for (const block of content) {
    if (!isMcpUIBlock(block)) continue;
    const resource = readOrDrop(uiResourceSchema, block, warnInDevelopment);
    if (resource !== undefined) found.push(resource);
  }
  return found;
}

/** MCP-UI's `isUIResource`: an embedded resource whose URI is `ui://`. */
export function isMcpUIBlock(block: unknown): boolean {
  return v.is(uiBlockSchema, block);
}

/** The resource, or why it cannot be shown. */
function readResource(resource: v.InferOutput<typeof resourceFields>): McpUIResource | string {
  const { uri, mimeType } = resource;
  const type = typeof mimeType === 'string' ? mimeType.replace(/\s+/g, '').toLowerCase() : '';
  const isHtml = type === 'text/html' || type.startsWith('text/html;');
  if (!isHtml && type !== 'text/uri-list') {
    return `MCP-UI resource ${uri}: ${quote(mimeType)} is not supported (text/html or text/uri-list); skipped`;
  }
  const text = readText(resource);
  if (typeof text !== 'string') return `MCP-UI resource ${uri}: ${text.error}; skipped`;
  if (isHtml) {
    if (text.trim() === '') return `MCP-UI resource ${uri} has empty HTML; skipped`;
    return { uri, kind: 'html', html: text };
  }
  const line = text
    .split(/\r?\n/)
    .map((entry) => entry.trim())
    .find((entry) => entry !== '' && !entry.startsWith('#'));
  const url = line === undefined ? undefined : httpsUrl(line);
  if (url === undefined) return `MCP-UI resource ${uri}: ${quote(line ?? '')} is not an https URL; skipped`;
  return { uri, kind: 'url', url };
}

function readText({ text, blob }: v.InferOutput<typeof resourceFields>): string | { error: string } {
  if (typeof text === 'string') return text;
  if (typeof blob !== 'string') return { error: 'neither text nor blob' };
  const decoded = decodeBase64Text(blob);
  return decoded.ok ? decoded.value : { error: decoded.error };
}

/** An absolute https URL, normalised, or undefined. */
export function httpsUrl(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
