/**
 * The wire protocol: what a tool returns for the UI, and the entries a transcript is made of.
 * These are the parsed, trusted shapes; `parseTranscript` turns untrusted JSON into them.
 */

/** A note: plain text shown in the chat, never interpreted as markup. */
export interface TextContent {
  kind: 'text';
  text: string;
}

/** A button reading `label` that opens the registered widget `widget`, seeded with `data`. */
export interface WidgetLauncherContent {
  kind: 'widget';
  label: string;
  widget: string;
  /** A snapshot for the first paint. When absent, the widget's own `render` fetch runs. */
  data?: unknown;
}

/** A UI side effect of a tool call. The model never sees it. */
export type UIContent = TextContent | WidgetLauncherContent;

export interface UserMessageEntry {
  type: 'user';
  text: string;
}

export interface AssistantMessageEntry {
  type: 'assistant';
  text: string;
}

/** The assistant asking for a tool to run. `id` is the call id that results link back to. */
export interface ToolCallEntry {
  type: 'tool_call';
  id: string;
  name: string;
  args: unknown;
}

/** What the model sees of a tool run: a result or an error string, never the UI. */
export interface ToolResultEntry {
  type: 'tool_result';
  toolCallId: string;
  content: string;
  isError: boolean;
}

/** The UI side effect of a tool run, as its own entry linked to the call. */
export interface UIEntry {
  type: 'ui';
  toolCallId: string;
  ui: UIContent;
}

/** A malformed entry, kept in place so the transcript can show what was wrong with it. */
export interface ErrorEntry {
  type: 'error';
  message: string;
  /** Position in the source array, when the error came from parsing one. */
  index?: number;
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
