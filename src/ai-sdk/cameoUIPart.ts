import type { UIMessage } from 'ai';
import type { UIContent } from '../core';

/**
 * The data part that carries a Cameo tool's UI side effect through the AI SDK: written by
 * `toAISDKTools` on the server, read by `useCameoChat` on the client. `convertToModelMessages`
 * drops data parts, so the model never sees it; it is not transient, so a saved thread keeps it.
 */
export const CAMEO_UI_PART = 'data-cameo-ui';

/**
 * The part's `data`: the UI of the tool call `toolCallId`, or why the tool's UI was malformed.
 * Read on the client as untrusted input (a saved thread can hold anything).
 */
export type CameoUIData = { toolCallId: string; ui: UIContent } | { toolCallId: string; error: string };

/** The data part types Cameo adds to a chat's messages, for `UIMessage<…, CameoDataParts>`. */
export type CameoDataParts = { 'cameo-ui': CameoUIData };

/** A `useChat` message that may carry Cameo UI. */
export type CameoUIMessage = UIMessage<unknown, CameoDataParts>;

/**
 * What the card and the model are told of a call whose approval the conversation went past: the
 * person sent another message instead, and the AI SDK answers approvals from the last message only.
 */
export const EXPIRED_APPROVAL = 'Not run: the conversation went on before this was approved.';

/**
 * What the model is told of a call cut off without a result (a Stop, a failed request, a closed
 * tab): the AI SDK refuses a history with a call and no result, and the card says "Stopped".
 */
export const STOPPED_TOOL_CALL = 'Not finished: the reply was stopped before this call returned a result.';
