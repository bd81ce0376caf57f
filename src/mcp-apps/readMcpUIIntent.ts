import * as v from 'valibot';
import { safeHref, type ParseResult } from '../core';
import { describeType, ownFields, quote, readPayload } from '../core/internal';

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

const notifyMessage = (issue: { input: unknown }) =>
  `MCP-UI notify without a message (payload.message is ${describeType(issue.input)})`;
const notifyPayload = v.object({ message: v.string(notifyMessage) });

const linkMessage = (issue: { input: unknown }) => `MCP-UI link ${quote(issue.input)} is not an absolute http(s) URL`;
const linkPayload = v.object({
  url: v.pipe(
    v.unknown(),
    v.check((url) => safeHref(url) !== undefined, linkMessage),
    v.transform((url) => safeHref(url)!),
  ),
});

const messageId = v.optional(v.unknown());

const notify = v.object({
  type: v.literal('notify'),
  messageId,
  // A payload that is no object has no message either: the same sentence.
  payload: v.pipe(ownFields([notifyPayload], () => notifyMessage({ input: undefined })), notifyPayload),
});

const link = v.object({
  type: v.literal('link'),
  messageId,
  payload: v.pipe(ownFields([linkPayload], () => linkMessage({ input: undefined })), linkPayload),
});

const intentSchema = v.pipe(
  ownFields([notify, link], (issue) => `MCP-UI message is ${describeType(issue.input)}, expected an object`),
  v.variant('type', [notify, link], (issue) =>
    typeof issue.input === 'string' && REFUSED.has(issue.input)
      ? `MCP-UI '${issue.input}' messages are not available to a read-only view`
      : `MCP-UI message of unknown type ${quote(issue.input)}`,
  ),
  v.transform((message): McpUIIntent => {
    const id = typeof message.messageId === 'string' && message.messageId !== '' ? { messageId: message.messageId } : {};
    return message.type === 'notify'
      ? { type: 'notify', message: message.payload.message, ...id }
      : { type: 'link', url: message.payload.url, ...id };
  }),
);

/** Reads one message from an MCP-UI view. Never throws; anything else is a problem to ignore. */
export function readMcpUIIntent(message: unknown): ParseResult<McpUIIntent> {
  return readPayload(intentSchema, message);
}
