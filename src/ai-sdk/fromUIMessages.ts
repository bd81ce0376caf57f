import type { UIMessage } from 'ai';
import type { TranscriptEntry } from '../core/protocol';
import { mapUIMessage, supersededFlags } from './mapUIMessage';
import { createPartContext, type UIMessageMappingOptions } from './mapUIMessagePart';

/**
 * A saved thread's `UIMessage[]` as Cameo entries, all at once: for server rendering, a
 * `createCameoClient({ transcript })`, or a test. The same mapping as `createUIMessageSync`
 * (see its table); never throws on a malformed message or part.
 */
export function fromUIMessages(messages: readonly UIMessage[], options?: UIMessageMappingOptions): TranscriptEntry[] {
  const context = createPartContext(options);
  const superseded = supersededFlags(messages);
  return messages.flatMap((message, index) => mapUIMessage(message, index, context, undefined, superseded[index]).entries.map((item) => item.entry));
}
