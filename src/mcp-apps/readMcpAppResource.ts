import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { type ParseResult } from '../core';
import * as v from 'valibot';
import { parsed, problem, describeType, ownObject, quote, readOrDrop, toError } from '../core/internal';
import { decodeBase64Text } from './decodeBase64Text';
import { readMcpAppResourceMeta, type McpAppResourceMeta } from './readMcpAppResourceMeta';

/** The MIME type of an MCP App view (the spec's `RESOURCE_MIME_TYPE`). */
export const MCP_APP_MIME_TYPE = 'text/html;profile=mcp-app';

const field = v.optional(v.unknown());

/** One item of `resources/read`'s contents; an item that is no object is no view. */
const contentSchema = ownObject(v.object({ uri: field, mimeType: field, text: field, blob: field, _meta: field }), 'not a content item');

/** One page of `resources/list`: a malformed page ends the search, a malformed entry is skipped. */
const listingSchema = ownObject(
  v.object({
    resources: v.fallback(v.optional(v.array(v.unknown())), undefined),
    nextCursor: v.fallback(v.optional(v.pipe(v.string(), v.nonEmpty())), undefined),
  }),
  'not a listing',
);
const listedSchema = ownObject(v.object({ uri: field, _meta: field }), 'not a listed resource');

/**
 * An MCP App's view, ready for the sandbox: its HTML and what its `_meta.ui` asks of the host,
 * already narrowed to well-formed values (see `McpAppResourceMeta`).
 */
export interface McpAppResource extends McpAppResourceMeta {
  /** The `ui://` URI it was read from. */
  uri: string;
  html: string;
}

/**
 * Reads a `ui://` resource with `resources/read` and picks the content the spec names, the one
 * whose `mimeType` is `text/html;profile=mcp-app`, with its HTML as `text` or base64 `blob`.
 * Never throws: a URI that is not `ui://`, a failed read (no such resource, a dropped
 * connection, a server error), no content of that type, or no HTML come back as `{ok: false,
 * error}` with a sentence for the container to show.
 *
 * `_meta.ui` is read from that content item. When it declares no `csp` (or no `permissions`)
 * and the client can list resources, the `resources/list` entry of the same URI is the fallback
 * for what is missing, as the spec lets hosts do (basic-host does): one more request, only for
 * such a resource. A failed listing leaves the default (deny) policy.
 *
 * ```ts
 * const resource = await readMcpAppResource(client, 'ui://weather/forecast');
 * if (!resource.ok) showError(resource.error);
 * ```
 */
export async function readMcpAppResource(
  client: Pick<Client, 'readResource'> & Partial<Pick<Client, 'listResources'>>,
  uri: string,
): Promise<ParseResult<McpAppResource>> {
  if (!uri.startsWith('ui://')) return problem(`MCP app resource ${quote(uri)} is not a ui:// URI`);
  let contents: unknown;
  try {
    contents = (await client.readResource({ uri })).contents;
  } catch (error) {
    // The SDK's own validation errors are whole JSON dumps: a sentence fits in a container.
    const message = toError(error).message;
    return problem(`Could not read the MCP app resource ${uri}: ${message.length > 300 ? `${message.slice(0, 300)}…` : message}`);
  }
  if (!Array.isArray(contents)) return problem(`MCP app resource ${uri}: the server sent no contents`);
  const items = (contents as unknown[]).map((item) => readOrDrop(contentSchema, item));
  const views = items.filter((item) => item !== undefined).filter((item) => isAppMimeType(item.mimeType));
  // Several contents of the type: the one for the URI asked is the view.
  const view = views.find((item) => item.uri === uri) ?? views[0];
  if (view === undefined) {
    const types = items.map((item, at) => (item === undefined ? describeType((contents as unknown[])[at]) : quote(item.mimeType)));
    return problem(
      `MCP app resource ${uri} has no ${MCP_APP_MIME_TYPE} content` + (types.length > 0 ? ` (got ${types.join(', ')})` : ''),
    );
  }
  const html = readHtml(view);
  if (!html.ok) return problem(`MCP app resource ${uri}: ${html.error}`);
  if (html.value.trim() === '') return problem(`MCP app resource ${uri} has empty HTML`);
  const meta = readMcpAppResourceMeta(view._meta, uri);
  if (meta.csp === undefined || meta.permissions === undefined) {
    const listed = await listedMeta(client, uri);
    if (meta.csp === undefined && listed.csp !== undefined) meta.csp = listed.csp;
    if (meta.permissions === undefined && listed.permissions !== undefined) meta.permissions = listed.permissions;
  }
  return parsed({ uri, html: html.value, ...meta });
}

/** The listing's pages read at most, looking for the entry. */
const MAX_LIST_PAGES = 20;

/** `_meta.ui` of the `resources/list` entry for `uri`, or nothing (no listing, no entry, a failure). */
async function listedMeta(client: Partial<Pick<Client, 'listResources'>>, uri: string): Promise<McpAppResourceMeta> {
  if (typeof client.listResources !== 'function') return {};
  let cursor: string | undefined;
  try {
    for (let page = 0; page < MAX_LIST_PAGES; page += 1) {
      const listing = readOrDrop(listingSchema, await client.listResources(cursor === undefined ? undefined : { cursor }));
      const entry = listing?.resources?.map((item) => readOrDrop(listedSchema, item)).find((item) => item?.uri === uri);
      if (entry !== undefined) return readMcpAppResourceMeta(entry._meta, uri);
      if (listing?.nextCursor === undefined) return {};
      cursor = listing.nextCursor;
    }
  } catch {
    // A server without resources/list, or one that fails it: the default (deny) policy.
  }
  return {};
}

/** MIME types compare without case and without the spaces some servers put around `;`. */
function isAppMimeType(value: unknown): boolean {
  return typeof value === 'string' && value.replace(/\s+/g, '').toLowerCase() === MCP_APP_MIME_TYPE;
}

function readHtml({ text, blob }: v.InferOutput<typeof contentSchema>): ParseResult<string> {
  if (typeof text === 'string') return parsed(text);
  if (typeof blob === 'string') return decodeBase64Text(blob);
  return problem('the content has no HTML (neither text nor blob)');
}
