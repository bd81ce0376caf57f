import type { ToolCallStatus } from '../core';

/**
 * Every built-in string, so an app can translate or reword the kit. Functions take the values
 * the text mentions. Pass a partial set as `labels` on the provider; the rest stay English.
 */
export interface CameoLabels {
  conversation: string;
  /** The empty transcript's line, under `emptyTitle`. */
  empty: string;
  /** The empty transcript's heading (styled `Transcript` only). */
  emptyTitle: string;
  you: string;
  assistant: string;
  toolCall: string;
  arguments: string;
  /** The label of a result drawn on its own, without its call's card (its call is missing). */
  toolResult: string;
  /**
   * The label of a failed result drawn on its own, without its call's card. Inside a card the
   * status says it: `toolStatus('error')` ("Failed").
   */
  toolError: string;
  /**
   * `index` is the wire index: the entry's 0-based position in the wire transcript, counted across
   * chunks, as in `ErrorEntry.index` and the development warning. Undefined for typed entries.
   */
  entryError: (index: number | undefined) => string;
  entryCrashed: (message: string) => string;
  close: string;
  loading: string;
  retry: string;
  loadFailed: (message: string) => string;
  noData: string;
  unknownWidget: (id: string) => string;
  /** The open widget's registration was removed while it was on screen. */
  widgetUnavailable: (id: string) => string;
  /** `widget` is the widget's `title`, or its id. */
  widgetCrashed: (message: string, widget: string) => string;
  tryAgain: string;
  actionFailed: (action: string, message: string) => string;
  dismiss: string;
  reconnecting: string;
  widgets: string;
  jumpToLatest: string;
  /** The name a tool card shows for a tool: map `name` to a friendly label here. */
  toolLabel: (name: string) => string;
  /** A tool card's status in words (it also has an icon; never colour alone). */
  toolStatus: (status: ToolCallStatus) => string;
  /** Announced politely when a card's status changes (never for history on mount). */
  toolAnnouncement: (label: string, status: ToolCallStatus) => string;
  /** The group holding Approve and Deny, for a call awaiting approval. */
  toolApproval: (label: string) => string;
  /**
   * The question shown above the arguments of a call awaiting approval, e.g. "Deploy 2.4.1 to
   * production?" from `args`. `label` is `toolLabel(name)`.
   */
  approvalQuestion: (call: ApprovalQuestionCall) => string;
  approve: string;
  deny: string;
  /** A recorded decision, shown on the card (and alone if its call is missing). */
  toolDecision: (approved: boolean, reason: string | undefined) => string;
  /** A decision the agent made, not the person (`by: 'agent'`): never worded as theirs. */
  agentDecision: (approved: boolean, reason: string | undefined) => string;
  /** The Copy button of a fenced code block in a message. */
  copyCode: string;
  /** The Copy action of an assistant message (copies its markdown source). */
  copyMessage: string;
  /** Announced, and shown on the button, once a copy succeeded. */
  copied: string;
  copyFailed: string;
  /** The typing indicator of an assistant message that has no text yet. */
  typing: string;
  /** The disclosure of the model's reasoning (collapsed by default). */
  thinking: string;
  /** The same disclosure while the reasoning still streams. */
  thinkingStreaming: string;
  /** The list of files sent with a message. */
  attachments: string;
  /** An image the kit did not load (remote images are off unless allowed): `alt` is its text. */
  imageBlocked: (alt: string) => string;
  /**
   * The button under a message or tool result cut at the display cap: `hiddenCharacters` is how
   * many characters are not shown yet.
   */
  showMore: (hiddenCharacters: number) => string;
  /** The button that folds a fully shown long text back to the cap. */
  showLess: string;
  /** An HTML widget's notice when its frame sent actions faster than the rate limit allows. */
  frameActionsDropped: (count: number) => string;
  /** The composer's textarea. */
  messageInput: string;
  send: string;
  stop: string;
  suggestions: string;
}

/** The call an approval question is about. */
export interface ApprovalQuestionCall {
  name: string;
  /** The parsed arguments, as the model sent them (unknown: validate before reading). */
  args: unknown;
  label: string;
}

const toolStatusWords: Record<ToolCallStatus, string> = {
  pending: 'Awaiting approval',
  running: 'Running',
  complete: 'Done',
  error: 'Failed',
  denied: 'Denied',
  cancelled: 'Stopped',
};

export const defaultLabels: CameoLabels = {
  conversation: 'Conversation',
  empty: 'Ask a question to start the conversation.',
  emptyTitle: 'How can I help?',
  you: 'You',
  assistant: 'Assistant',
  toolCall: 'Tool call',
  arguments: 'Arguments',
  toolResult: 'Tool result',
  toolError: 'Tool error',
  entryError: (index) => (index === undefined ? 'Could not show an entry' : `Could not show entry ${index}`),
  entryCrashed: (message) => `this entry could not be displayed: ${message}`,
  close: 'Close',
  loading: 'Loading…',
  retry: 'Retry',
  loadFailed: (message) => `Could not load this widget: ${message}`,
  noData: 'This widget has no data: its launcher sent no snapshot and the widget has no render function.',
  unknownWidget: (id) => `Unknown widget ${id}: no widget with this id is registered.`,
  widgetUnavailable: (id) => `Widget ${id} is no longer available.`,
  widgetCrashed: (message, widget) => `This widget (${widget}) stopped working: ${message}`,
  tryAgain: 'Try again',
  actionFailed: (action, message) => `Action “${action}” failed: ${message}`,
  dismiss: 'Dismiss',
  reconnecting: 'Live updates interrupted; reconnecting…',
  widgets: 'Widgets',
  jumpToLatest: 'Jump to latest',
  toolLabel: (name) => name,
  toolStatus: (status) => toolStatusWords[status],
  toolAnnouncement: (label, status) => `${label}: ${toolStatusWords[status]}`,
  toolApproval: (label) => `Allow ${label} to run?`,
  approvalQuestion: ({ label }) => `Allow ${label} to run?`,
  approve: 'Approve',
  deny: 'Deny',
  toolDecision: (approved, reason) => (approved ? 'Approved' : reason ? `Denied: ${reason}` : 'Denied'),
  agentDecision: (approved, reason) => {
    const words = approved ? 'Approved by the agent, not by you' : 'Denied by the agent';
    return reason ? `${words}: ${reason}` : words;
  },
  copyCode: 'Copy code',
  copyMessage: 'Copy message',
  copied: 'Copied',
  copyFailed: 'Could not copy',
  typing: 'Assistant is typing…',
  thinking: 'Thinking',
  thinkingStreaming: 'Thinking…',
  attachments: 'Attachments',
  imageBlocked: (alt) => (alt ? `Image: ${alt}` : 'Image'),
  showMore: (hiddenCharacters) => `Show more (${hiddenCharacters.toLocaleString('en')} more characters)`,
  showLess: 'Show less',
  frameActionsDropped: (count) =>
    `${count === 1 ? '1 action' : `${count} actions`} from this widget were ignored: it sent them too fast or without a click.`,
  messageInput: 'Message',
  send: 'Send',
  stop: 'Stop',
  suggestions: 'Suggestions',
};
