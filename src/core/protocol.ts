/**
 * The wire protocol: what a tool returns for the UI, and the entries a transcript is made of.
 * These are the parsed, trusted shapes; `parseTranscript` turns untrusted JSON into them. Each
 * is inferred from its schema in `./schemas`, the one description of the wire shapes; the
 * schemas never import this file.
 */

import type * as v from 'valibot';
import type {
  assistantMessageEntrySchema,
  attachmentSchema,
  reasoningEntrySchema,
  errorEntrySchema,
  toolApprovalEntrySchema,
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
 * `data` is a snapshot for the first paint. When it is absent, the widget's own `render` fetch
 * paints first. On the wire `"data": null` means the same as absent (the seed's nil), so after
 * parsing `data` is never null: a launcher read with `data: null` has no `data` key. A widget
 * that wants an empty first paint sends a value such as `{}` or `[]`.
 */
export type WidgetLauncherContent = v.InferOutput<typeof widgetLauncherContentSchema>;

/** A UI side effect of a tool call. The model never sees it. */
export type UIContent = TextContent | WidgetLauncherContent;

/** A file sent with a message, drawn as a chip (`name`, else the media type). */
export type Attachment = v.InferOutput<typeof attachmentSchema>;

export type UserMessageEntry = v.InferOutput<typeof userMessageEntrySchema>;

export type AssistantMessageEntry = v.InferOutput<typeof assistantMessageEntrySchema>;

/** The assistant asking for a tool to run. `id` is the call id that results link back to. */
export type ToolCallEntry = v.InferOutput<typeof toolCallEntrySchema>;

/** What the model sees of a tool run: a result or an error string, never the UI. */
export type ToolResultEntry = v.InferOutput<typeof toolResultEntrySchema>;

/**
 * A human's decision on a call sent with `approval: 'required'`. Its presence is what makes
 * the call no longer pending, across reloads.
 */
export type ToolApprovalEntry = v.InferOutput<typeof toolApprovalEntrySchema>;

/**
 * Where a tool call stands, derived from its entries: `pending` awaits a human's approval,
 * `running` has no result yet, `complete` and `error` have one, `denied` was refused, and
 * `cancelled` ended without a result (the call says `cancelled: true`: a Stop, a failed run, a
 * closed tab) and will never run on.
 */
export type ToolCallStatus = 'pending' | 'running' | 'complete' | 'error' | 'denied' | 'cancelled';

/** The model's reasoning: a collapsed "Thinking" row, never part of the model's context. */
export type ReasoningEntry = v.InferOutput<typeof reasoningEntrySchema>;

/** The UI side effect of a tool run, as its own entry linked to the call. */
export type UIEntry = v.InferOutput<typeof uiEntrySchema>;

/**
 * A malformed entry, kept in place so the transcript can show what was wrong with it. `index`
 * is the wire index of the entry it replaces (its position in the wire transcript, from 0,
 * counted across chunks); absent when the problem is the whole chunk (not JSON, not an array)
 * or the error did not come from parsing. `path` is where in the entry the problem is
 * (`ui.label`, `result[2].ui`), when it is in a field. Error entries are valid wire entries, so
 * a parsed transcript reads back as itself.
 */
export type ErrorEntry = v.InferOutput<typeof errorEntrySchema>;

export type TranscriptEntry =
  | UserMessageEntry
  | AssistantMessageEntry
  | ToolCallEntry
  | ToolResultEntry
  | UIEntry
  | ToolApprovalEntry
  | ReasoningEntry
  | ErrorEntry;

export type TranscriptEntryType = TranscriptEntry['type'];

/** An entry as the store holds it: with a key that is stable for the entry's lifetime. */
export type KeyedEntry = TranscriptEntry & {
  key: string;
  /** Position in the wire transcript, from 0, counted across chunks; absent for entries appended as typed values. */
  index?: number;
};
