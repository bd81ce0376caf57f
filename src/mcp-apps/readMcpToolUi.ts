import type { McpUiToolVisibility } from '@modelcontextprotocol/ext-apps/app-bridge';
import { isObject, own, quote, warnInDevelopment } from '../core/internal';

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

const DEFAULT_VISIBILITY: McpUiToolVisibility[] = ['model', 'app'];

export function readMcpToolUi(tool: { name: string; _meta?: unknown }): McpToolUi {
  const meta = isObject(tool._meta) ? tool._meta : {};
  const ui = own(meta, 'ui');
  const nested = isObject(ui) ? own(ui, 'resourceUri') : undefined;
  const uri = nested ?? own(meta, 'ui/resourceUri');
  const result: McpToolUi = { visibility: readVisibility(isObject(ui) ? own(ui, 'visibility') : undefined) };
  if (typeof uri === 'string' && uri.startsWith('ui://')) result.resourceUri = uri;
  else if (uri !== undefined) warnInDevelopment(`MCP tool ${tool.name}: resourceUri ${quote(uri)} is not a ui:// URI; no UI`);
  return result;
}

function readVisibility(value: unknown): McpUiToolVisibility[] {
  if (!Array.isArray(value)) return [...DEFAULT_VISIBILITY];
  return (value as unknown[]).filter((entry): entry is McpUiToolVisibility => entry === 'model' || entry === 'app');
}
