import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { type ParseResult } from '../core';
import { parsed, problem, describeType, isObject, own, quote, type JsonObject } from '../core/internal';
import { httpsUrl, type McpUIResource } from './readMcpUIResources';

/**
 * The `data` of an MCP App launcher (`{kind: 'widget', widget, label, data}`), what
 * `toCameoToolResult` writes and the MCP App widget reads back with `readMcpAppLauncherData`.
 * It travels through the transcript and saved threads, never to the model.
 *
 * An app (`_meta.ui.resourceUri` on the tool):
 * - `resourceUri`: the `ui://` view to fetch with `readMcpAppResource`;
 * - `toolName`: the MCP tool that was called (for the host context's `toolInfo`);
 * - `structuredContent`: the result's structured content, the launcher's snapshot;
 * - `result`: the whole `CallToolResult`, for the view's `ui/notifications/tool-result`;
 * - `input`: the call's arguments, for `ui/notifications/tool-input`, when known.
 */
export interface McpAppData {
  legacy?: false;
  resourceUri: string;
  toolName: string;
  structuredContent?: JsonObject;
  result?: CallToolResult;
  input?: JsonObject;
}

/**
 * MCP-UI's older form (a `ui://` resource embedded in the result): the view is `resource`
 * itself, read-only. It gets no `tools/call`; its `notify` and `link` messages
 * (`readMcpUIIntent`) are the only actions it has.
 */
export interface McpUIData {
  legacy: true;
  resourceUri: string;
  toolName: string;
  resource: McpUIResource;
}

export type McpAppLauncherData = McpAppData | McpUIData;

/**
 * Reads a launcher's `data` on the view side. Untrusted (a saved thread can hold anything), so it
 * checks every field it keeps, and never throws: a problem names the first bad field.
 */
export function readMcpAppLauncherData(data: unknown): ParseResult<McpAppLauncherData> {
  if (!isObject(data)) return problem(`MCP app launcher data is ${describeType(data)}, expected an object`);
  const resourceUri = own(data, 'resourceUri');
  if (typeof resourceUri !== 'string' || !resourceUri.startsWith('ui://')) {
    return problem(`MCP app launcher resourceUri ${quote(resourceUri)} is not a ui:// URI`);
  }
  const toolName = own(data, 'toolName');
  if (typeof toolName !== 'string' || toolName === '') return problem('MCP app launcher without a toolName');
  if (own(data, 'legacy') === true) {
    const resource = readResource(own(data, 'resource'));
    return resource.ok ? parsed({ legacy: true, resourceUri, toolName, resource: resource.value }) : resource;
  }
  const value: McpAppData = { resourceUri, toolName };
  for (const key of ['structuredContent', 'input'] as const) {
    const field = own(data, key);
    if (field === undefined) continue;
    if (!isObject(field)) return problem(`MCP app launcher ${key} is ${describeType(field)}, expected an object`);
    value[key] = field;
  }
  const result = own(data, 'result');
  if (result !== undefined) {
    if (!isObject(result) || !Array.isArray(own(result, 'content'))) {
      return problem('MCP app launcher result is not a tool result (an object with a content list)');
    }
    // The view is as untrusted as this data, so beyond the shape it is passed on as it came.
    value.result = result as CallToolResult;
  }
  return parsed(value);
}

function readResource(value: unknown): ParseResult<McpUIResource> {
  if (!isObject(value)) return problem(`MCP-UI launcher resource is ${describeType(value)}, expected an object`);
  const uri = own(value, 'uri');
  if (typeof uri !== 'string' || !uri.startsWith('ui://')) return problem(`MCP-UI resource uri ${quote(uri)} is not a ui:// URI`);
  const kind = own(value, 'kind');
  if (kind === 'html') {
    const html = own(value, 'html');
    return typeof html === 'string' && html.trim() !== ''
      ? parsed({ uri, kind, html })
      : problem(`MCP-UI resource ${uri} has no HTML`);
  }
  if (kind === 'url') {
    const url = own(value, 'url');
    const safe = typeof url === 'string' ? httpsUrl(url) : undefined;
    return safe === undefined ? problem(`MCP-UI resource ${uri}: ${quote(url)} is not an https URL`) : parsed({ uri, kind, url: safe });
  }
  return problem(`MCP-UI resource ${uri} has unknown kind ${quote(kind)}`);
}
