import type { AppBridge } from '@modelcontextprotocol/ext-apps/app-bridge';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

/** The tool call a view shows, as the host tells it. */
export interface McpAppCall {
  toolName: string;
  toolCallId?: string;
  input?: Record<string, unknown>;
  /** Partial JSON of the arguments while they stream. */
  inputText?: string;
  result?: CallToolResult;
  cancelled?: string;
}

/** What the view was last sent, so an update sends only what changed. */
export type SentCall = Pick<McpAppCall, 'input' | 'inputText' | 'result' | 'cancelled'> & {
  /** The arguments sent as `tool-input`, when the call itself had none (see below). */
  sentInput?: Record<string, unknown>;
};

/**
 * Tells an initialized view about its call: `tool-input` (or `tool-input-partial` while the
 * arguments stream), then `tool-result` or `tool-cancelled`. `previous` null sends everything,
 * as after `ui/notifications/initialized` (a first load or a reload). Returns what was sent.
 *
 * The spec has the host always send `tool-input` before the result: a call whose arguments
 * never came (a loop that built its launcher without `input`) gets them as far as its streamed
 * text parses, else `{}`, once, right before its `tool-result` (a call cancelled while its
 * arguments streamed never had complete ones: it gets `tool-cancelled` alone).
 */
export function sendMcpAppCall(bridge: AppBridge, call: McpAppCall, previous: SentCall | null): SentCall {
  const fail = (error: unknown) => console.error('[cameo] MCP app: could not notify the view', error);
  let sentInput = previous?.sentInput;
  if (call.input !== undefined && call.input !== previous?.input) {
    void bridge.sendToolInput({ arguments: call.input }).catch(fail);
  } else if (call.input === undefined && call.result !== undefined && sentInput === undefined) {
    sentInput = (call.inputText === undefined ? undefined : parsePartial(call.inputText)) ?? {};
    void bridge.sendToolInput({ arguments: sentInput }).catch(fail);
  } else if (call.input === undefined && call.inputText !== undefined && call.inputText !== previous?.inputText) {
    const partial = parsePartial(call.inputText);
    if (partial) void bridge.sendToolInputPartial({ arguments: partial }).catch(fail);
  }
  if (call.result !== undefined && call.result !== previous?.result) void bridge.sendToolResult(call.result).catch(fail);
  if (call.cancelled !== undefined && call.cancelled !== previous?.cancelled) {
    void bridge.sendToolCancelled({ reason: call.cancelled }).catch(fail);
  }
  return { input: call.input, inputText: call.inputText, result: call.result, cancelled: call.cancelled, ...(sentInput ? { sentInput } : {}) };
}

/** Streaming arguments as far as they parse: closed brackets and quotes are tried, never thrown. */
function parsePartial(text: string): Record<string, unknown> | undefined {
  for (const suffix of ['', '}', '"}', '"]}', ']}']) {
    try {
      const value: unknown = JSON.parse(text + suffix);
      if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
    } catch {
      // Try the next closing.
    }
  }
  return undefined;
}
