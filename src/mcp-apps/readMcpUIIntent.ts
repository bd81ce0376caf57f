import { safeHref, type ParseResult } from '../core';
import { parsed, problem, describeType, isObject, own, quote } from '../core/internal';

/**
 * What a read-only MCP-UI view (`McpUIData`) may ask of Cameo, from MCP-UI's `postMessage`
 * protocol (`{type, messageId?, payload}` sent to `window.parent`):
 * - `notify`, `{type: 'notify', payload: {message: string}}`: something for the person to know;
 * - `link`, `{type: 'link', payload: {url: string}}`: a page to open. `url` has been through
 *   `safeHref` (absolute http or https only); opening it still needs a user gesture.
 * `messageId`, when the view sent one, is kept so a host can answer with MCP-UI's
 * `ui-message-received` / `ui-message-response`.
 *
 * The widget reports each as an `onAction` event, action `notify` (args `{message}`) or
 * `link` (args `{url}`). MCP-UI's other actions are refused: `tool` would call the server
 * without the app's tool rules (the view is read-only), `prompt` and `intent` would speak for
 * the person; MCP Apps views have `ui/message` and `tools/call` for those, behind the app's
 * callbacks.
 */
export type McpUIIntent =
  | { type: 'notify'; message: string; messageId?: string }
  | { type: 'link'; url: string; messageId?: string };

const REFUSED = new Set(['tool', 'prompt', 'intent']);

/** Reads one message from an MCP-UI view. Never throws; anything else is a problem to ignore. */
export function readMcpUIIntent(message: unknown): ParseResult<McpUIIntent> {
  if (!isObject(message)) return problem(`MCP-UI message is ${describeType(message)}, expected an object`);
  const type = own(message, 'type');
  const payload = own(message, 'payload');
  const rawId = own(message, 'messageId');
  const id = typeof rawId === 'string' && rawId !== '' ? { messageId: rawId } : {};
  if (type === 'notify') {
    const text = isObject(payload) ? own(payload, 'message') : undefined;
    if (typeof text !== 'string') return problem(`MCP-UI notify without a message (payload.message is ${describeType(text)})`);
    return parsed({ type, message: text, ...id });
  }
  if (type === 'link') {
    const url = isObject(payload) ? own(payload, 'url') : undefined;
    const href = safeHref(url);
    if (href === undefined) return problem(`MCP-UI link ${quote(url)} is not an absolute http(s) URL`);
    return parsed({ type, url: href, ...id });
  }
  if (typeof type === 'string' && REFUSED.has(type)) {
    return problem(`MCP-UI '${type}' messages are not available to a read-only view`);
  }
  return problem(`MCP-UI message of unknown type ${quote(type)}`);
}
