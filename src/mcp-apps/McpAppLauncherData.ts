import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import * as v from 'valibot';
import type { ParseResult } from '../core';
import { describeType, isObject, ownFields, quote, readPayload, type JsonObject } from '../core/internal';
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

const resourceUri = v.pipe(
  v.unknown(),
  v.check(isUiUri, (issue) => `MCP app launcher resourceUri ${quote(issue.input)} is not a ui:// URI`),
  v.transform((uri) => uri as string),
);
const toolName = v.pipe(v.string('MCP app launcher without a toolName'), v.nonEmpty('MCP app launcher without a toolName'));

/** An object passed on as it came (the view is as untrusted as this data). */
const objectField = (key: string) =>
  v.optional(v.custom<JsonObject>(isObject, (issue) => `MCP app launcher ${key} is ${describeType(issue.input)}, expected an object`));

const resourceFields = v.object({ uri: v.unknown(), kind: v.unknown(), html: v.optional(v.unknown()), url: v.optional(v.unknown()) });

const resourceSchema = v.pipe(
  ownFields([resourceFields], (issue) => `MCP-UI launcher resource is ${describeType(issue.input)}, expected an object`),
  resourceFields,
  // The sentences name the resource's uri, a sibling of the failing field: read as a whole.
  v.check(
    (fields) => typeof readResource(fields) !== 'string',
    (issue) => readResource(issue.input as v.InferOutput<typeof resourceFields>) as string,
  ),
  v.transform((fields) => readResource(fields) as McpUIResource),
);

const legacyLauncher = v.object({ resourceUri, toolName, legacy: v.literal(true), resource: resourceSchema });

const appLauncher = v.object({
  resourceUri,
  toolName,
  // Not `true`: valibot's variant takes any option whose fields pass, so a legacy launcher with
  // a bad resource must not pass as an app launcher.
  legacy: v.custom<unknown>((legacy) => legacy !== true),
  structuredContent: objectField('structuredContent'),
  input: objectField('input'),
  result: v.optional(
    v.custom<CallToolResult>(
      (result) => isObject(result) && Object.hasOwn(result, 'content') && Array.isArray(result.content),
      'MCP app launcher result is not a tool result (an object with a content list)',
    ),
  ),
});

const launcherSchema = v.pipe(
  ownFields([legacyLauncher, appLauncher], (issue) => `MCP app launcher data is ${describeType(issue.input)}, expected an object`),
  // Only `legacy: true` is MCP-UI's form; anything else there is an app launcher.
  v.variant('legacy', [legacyLauncher, appLauncher]),
  v.transform((data): McpAppLauncherData => {
    if ('resource' in data) return { legacy: true, resourceUri: data.resourceUri, toolName: data.toolName, resource: data.resource };
    const value: McpAppData = { resourceUri: data.resourceUri, toolName: data.toolName };
    if (data.structuredContent !== undefined) value.structuredContent = data.structuredContent;
    if (data.input !== undefined) value.input = data.input;
    if (data.result !== undefined) value.result = data.result;
    return value;
  }),
);

/**
 * Reads a launcher's `data` on the view side. Untrusted (a saved thread can hold anything), so it
 * checks every field it keeps, and never throws: a problem names the first bad field.
 */
export function readMcpAppLauncherData(data: unknown): ParseResult<McpAppLauncherData> {
  return readPayload(launcherSchema, data);
}

function isUiUri(value: unknown): boolean {
  return typeof value === 'string' && value.startsWith('ui://');
}

/** The resource by its kind, or why it cannot be shown (the sentences name its uri). */
function readResource(value: v.InferOutput<typeof resourceFields>): McpUIResource | string {
  const { uri, kind, html, url } = value;
  if (!isUiUri(uri)) return `MCP-UI resource uri ${quote(uri)} is not a ui:// URI`;
  const at = uri as string;
  if (kind === 'html') {
    return typeof html === 'string' && html.trim() !== '' ? { uri: at, kind, html } : `MCP-UI resource ${at} has no HTML`;
  }
  if (kind === 'url') {
    const safe = typeof url === 'string' ? httpsUrl(url) : undefined;
    return safe === undefined ? `MCP-UI resource ${at}: ${quote(url)} is not an https URL` : { uri: at, kind, url: safe };
  }
  return `MCP-UI resource ${at} has unknown kind ${quote(kind)}`;
}
