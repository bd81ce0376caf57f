import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import type { WidgetLauncherContent } from '../core';
import * as v from 'valibot';
import { isObject, ownFields, ownObject, readOrDrop, type JsonObject, warnInDevelopment } from '../core/internal';
import type { McpAppData, McpUIData } from './McpAppLauncherData';
import { readMcpToolUi } from './readMcpToolUi';
import { isMcpUIBlock, readMcpUIResources } from './readMcpUIResources';

export interface ToCameoToolResultOptions {
  /** The id of the MCP App widget registered in Cameo (`defineMcpAppWidget({id})`). */
  widget: string;
  /** The launcher's label; defaults to the tool's title, its annotations' title, then its name. */
  label?: string;
  /** The call's arguments, handed to the view as `ui/notifications/tool-input`. */
  input?: JsonObject;
}

/** Cameo's split of an MCP tool result: text for the model, the launcher for the transcript. */
export interface CameoToolResult {
  model: string;
  isError: boolean;
  ui?: WidgetLauncherContent;
}

/**
 * Maps an MCP `CallToolResult` onto Cameo's `{model, ui}` split.
 * - `model`: the text blocks, joined by newlines; other blocks are named briefly (`[image:
 *   image/png]`, `[resource: uri]`) so the model knows they exist. `structuredContent` and
 *   MCP-UI `ui://` blocks are for the view and never reach the model.
 * - `ui`: a launcher for `widget` when the tool has a `ui://` resource (`_meta.ui.resourceUri`,
 *   or the deprecated `_meta['ui/resourceUri']`), labelled with the tool's title or name, its
 *   `data` an `McpAppData` whose `structuredContent` is the snapshot. Without one, an embedded
 *   MCP-UI resource gives a read-only launcher (`McpUIData`, `legacy: true`); only the first is
 *   used, as a tool call has one UI. Otherwise there is no `ui`.
 * - An `isError` result is `isError` with its text, and no launcher: the card shows the error.
 *
 * ```ts
 * const result = await client.callTool({ name: tool.name, arguments: input });
 * const { model, ui } = toCameoToolResult(result as CallToolResult, tool, { widget: 'mcp-app', input });
 * ```
 */
export function toCameoToolResult(
  result: CallToolResult,
  tool: Pick<Tool, 'name' | 'title' | 'annotations' | '_meta'>,
  options: ToCameoToolResultOptions,
): CameoToolResult {
  const content: unknown[] = Array.isArray(result.content) ? result.content : [];
  const model = content.map(describeBlock).filter((line) => line !== undefined).join('\n');
  if (result.isError === true) return { model: model === '' ? `The tool ${tool.name} failed.` : model, isError: true };

  const { resourceUri } = readMcpToolUi(tool);
  const label = options.label ?? firstNonBlank(tool.title, tool.annotations?.title) ?? tool.name;
  const launcher = (data: McpAppData | McpUIData): WidgetLauncherContent => ({ kind: 'widget', label, widget: options.widget, data });
  if (resourceUri !== undefined) {
    const data: McpAppData = { resourceUri, toolName: tool.name, result };
    if (isObject(result.structuredContent)) data.structuredContent = result.structuredContent;
    if (options.input !== undefined) data.input = options.input;
    return { model, isError: false, ui: launcher(data) };
  }
  const [first, ...rest] = readMcpUIResources(result);
  if (first === undefined) return { model, isError: false };
  if (rest.length > 0) warnInDevelopment(`MCP tool ${tool.name} returned ${rest.length + 1} MCP-UI resources; only the first is shown`);
  return { model, isError: false, ui: launcher({ legacy: true, resourceUri: first.uri, toolName: tool.name, resource: first }) };
}

/** A string worth naming, or nothing: a malformed name is left out, never the block. */
const label = v.fallback(v.optional(v.pipe(v.string(), v.nonEmpty())), undefined);

const text = v.object({ type: v.literal('text'), text: v.fallback(v.optional(v.string()), undefined) });
const media = v.object({ type: v.picklist(['image', 'audio']), mimeType: label });
const link = v.object({ type: v.literal('resource_link'), name: label, uri: label });
const resource = v.object({ type: v.literal('resource'), resource: v.fallback(v.optional(ownObject(v.object({ uri: label }), 'no resource')), undefined) });
// A type MCP may add later is named, so the model knows something is there.
const other = v.object({ type: v.string() });

const blockSchema = v.pipe(
  ownFields([text, media, link, resource, other], 'not a content block'),
  v.union([
    v.pipe(text, v.transform((block) => block.text)),
    v.pipe(media, v.transform((block) => `[${block.type}: ${block.mimeType ?? 'unknown type'}]`)),
    v.pipe(link, v.transform((block) => `[resource link: ${[block.name, block.uri].filter(Boolean).join(' ')}]`)),
    v.pipe(resource, v.transform((block) => `[resource: ${block.resource?.uri ?? 'unknown'}]`)),
    v.pipe(other, v.transform((block) => `[${block.type} content]`)),
  ]),
);

/** What the model reads of one content block; undefined for UI the model never sees. */
function describeBlock(block: unknown): string | undefined {
  return isMcpUIBlock(block) ? undefined : readOrDrop(blockSchema, block);
}

function firstNonBlank(...values: unknown[]): string | undefined {
  return values.find((value): value is string => typeof value === 'string' && value.trim() !== '');
}
