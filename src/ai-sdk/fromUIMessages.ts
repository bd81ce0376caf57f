import type { UIMessage } from 'ai';
import type { TranscriptEntry } from '../core/protocol';
import { mapUIMessage } from './mapUIMessage';
import { createPartContext, type UIMessageMappingOptions } from './mapUIMessagePart';

/**
 * A saved thread's `UIMessage[]` as Cameo entries, all at once: for server rendering, a
 * `createCameoClient({ transcript })`, or a test. The same mapping as `createUIMessageSync`
 * (see its table); never throws on a malformed message or part.
 */
export function fromUIMessages(messages: readonly UIMessage[], options?: UIMessageMappingOptions): TranscriptEntry[] {
  const context = createPartContext(options);
  return messages.flatMap((message, index) => mapUIMessage(message, index, context).entries.map((item) => item.entry));
}
