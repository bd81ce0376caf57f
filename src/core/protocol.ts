/**
 * The wire protocol: what a tool returns for the UI, and the entries a transcript is made of.
 * These are the parsed, trusted shapes; `parseTranscript` turns untrusted JSON into them.
 */

import type * as v from 'valibot';
import type {
  assistantMessageEntrySchema,
  toolCallEntrySchema,
  toolResultEntrySchema,
  uiEntrySchema,
  userMessageEntrySchema,
} from './schemas/transcriptEntrySchema';
import type { textContentSchema, widgetLauncherContentSchema } from './schemas/uiContentSchema';

/** A note: plain text shown in the chat, never interpreted as markup. */
export type TextContent = v.InferOutput<typeof textContentSchema>;

/**
 * A button reading `label` that opens the registered widget `widget`, seeded with `data`.
 * `data` is a snapshot for the first paint; when absent, the widget's own `render` fetch runs.
 */
export type WidgetLauncherContent = v.InferOutput<typeof widgetLauncherContentSchema>;

/** A UI side effect of a tool call. The model never sees it. */
export type UIContent = TextContent | WidgetLauncherContent;

export type UserMessageEntry = v.InferOutput<typeof userMessageEntrySchema>;

export type AssistantMessageEntry = v.InferOutput<typeof assistantMessageEntrySchema>;

/** The assistant asking for a tool to run. `id` is the call id that results link back to. */
export type ToolCallEntry = v.InferOutput<typeof toolCallEntrySchema>;

/** What the model sees of a tool run: a result or an error string, never the UI. */
export type ToolResultEntry = v.InferOutput<typeof toolResultEntrySchema>;

/** The UI side effect of a tool run, as its own entry linked to the call. */
export type UIEntry = v.InferOutput<typeof uiEntrySchema>;

/** A malformed entry, kept in place so the transcript can show what was wrong with it. */
export interface ErrorEntry {
  type: 'error';
  message: string;
  /** Position in the source array, when the error came from parsing one. */
  index?: number;
  /** Where in the entry the problem is (`ui.label`, `result[2].ui`), when it is in a field. */
  path?: string;
}

export type TranscriptEntry =
  | UserMessageEntry
  | AssistantMessageEntry
  | ToolCallEntry
  | ToolResultEntry
  | UIEntry
  | ErrorEntry;

export type TranscriptEntryType = TranscriptEntry['type'];

/** An entry as the store holds it: with a key that is stable for the entry's lifetime. */
export type KeyedEntry = TranscriptEntry & { key: string };
