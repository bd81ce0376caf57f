import { parseTranscript, type AssistantMessageEntry, type ToolCallEntry, type ToolResultEntry, type UserMessageEntry } from '../core';

/** An entry the model sees: what was said, which tool was asked for, and what it answered. */
export type ModelContextEntry = UserMessageEntry | AssistantMessageEntry | ToolCallEntry | ToolResultEntry;

/**
 * Builds the model's context from a transcript: parsed entries (`TranscriptEntry[]`, the
 * store's entries) or wire JSON (a value or a JSON string), read as `parseTranscript` reads it,
 * so result tuples are expanded and a malformed entry cannot reach the model. Keeps user,
 * assistant, `tool_call` and `tool_result` entries in order; drops `ui` entries, which are for
 * the person only (the seed strips them before the model too), `tool_approval` entries (the
 * human's decision reaches the model as the call's result, or its refusal), and `error` entries,
 * which hold what could not be read. The entries are fresh wire-shaped objects: no store `key` or `index`.
 */
export function toModelContext(transcript: unknown): ModelContextEntry[] {
  const context: ModelContextEntry[] = [];
  for (const entry of parseTranscript(transcript)) {
    if (entry.type === 'ui' || entry.type === 'error' || entry.type === 'tool_approval' || entry.type === 'reasoning') continue;
    context.push(entry);
  }
  return context;
}
