import type { UIMessage } from 'ai';
import type { TranscriptEntry } from '../core';
import { mapUIMessage, supersededFlags } from './mapUIMessage';
import { createPartContext, type UIMessageMappingOptions } from './mapUIMessagePart';

/**
 * A saved thread's `UIMessage[]` as Cameo entries, all at once: for server rendering, a
 * `createCameoClient({ transcript })`, or a test. The same mapping as `createUIMessageSync`
 * (see its table); never throws on a malformed message or part. A saved thread streams no more,
 * so a call it holds without a result is cancelled, never running.
 */
export function fromUIMessages(messages: readonly UIMessage[], options?: UIMessageMappingOptions): TranscriptEntry[] {
  if (!Array.isArray(messages)) return [notMessages(messages)];
  const context = createPartContext(options);
  const superseded = supersededFlags(messages);
  return messages.flatMap((message, index) => mapUIMessage(message, index, context, undefined, superseded[index], true).entries.map((item) => item.entry));
}

/** What a value that is no message list maps to: one error entry, as the wire parser reports it. */
export function notMessages(value: unknown): TranscriptEntry {
  const kind = value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value;
  return { type: 'error', message: `The chat's messages are not an array (got ${kind}).` };
}
