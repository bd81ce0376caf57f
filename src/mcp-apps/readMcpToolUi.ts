import type { McpUiToolVisibility } from '@modelcontextprotocol/ext-apps/app-bridge';
import * as v from 'valibot';
import { ownObject, quote, readOrDrop, warnInDevelopment } from '../core/internal';

/**
 * What an MCP tool's `_meta` says about its UI, read from untrusted input:
 * - `resourceUri`: the `ui://` view, from `_meta.ui.resourceUri`, else the deprecated flat
 *   `_meta['ui/resourceUri']` the spec still lists (the nested one wins, as in ext-apps'
 *   `getToolUiResourceUri`, which throws where this warns and ignores);
 * - `visibility`: who may call the tool, the spec's default `['model', 'app']` when absent;
 *   unknown entries are dropped, and a malformed value counts as absent.
 */
export interface McpToolUi {
  resourceUri?: string;
  visibility: McpUiToolVisibility[];
}

const DEFAULT_VISIBILITY: readonly McpUiToolVisibility[] = ['model', 'app'];

const field = v.optional(v.unknown());
// A `_meta` or a `ui` that is no object holds nothing: the tool has no UI and the default visibility.
const metaSchema = ownObject(v.object({ ui: field, 'ui/resourceUri': field }), 'no _meta');
const uiSchema = ownObject(v.object({ resourceUri: field, visibility: field }), 'no _meta.ui');

const resourceUriSchema = v.pipe(
  v.unknown(),
  v.check(
    (uri) => typeof uri === 'string' && uri.startsWith('ui://'),
    (issue) => `resourceUri ${quote(issue.input)} is not a ui:// URI; no UI`,
  ),
  v.transform((uri) => uri as string),
);

const visibilitySchema = v.pipe(
  v.array(v.unknown()),
  v.transform((list) => list.filter((entry): entry is McpUiToolVisibility => entry === 'model' || entry === 'app')),
);

export function readMcpToolUi(tool: { name: string; _meta?: unknown }): McpToolUi {
  const meta = readOrDrop(metaSchema, tool._meta);
  const ui = readOrDrop(uiSchema, meta?.ui);
  const visibility = readOrDrop(visibilitySchema, ui?.visibility) ?? [...DEFAULT_VISIBILITY];
  const resourceUri = readOrDrop(resourceUriSchema, ui?.resourceUri ?? meta?.['ui/resourceUri'], (problem) =>
    warnInDevelopment(`MCP tool ${tool.name}: ${problem}`),
  );
  return resourceUri === undefined ? { visibility } : { resourceUri, visibility };
}
