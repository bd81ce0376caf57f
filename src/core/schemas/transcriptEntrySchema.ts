import * as v from 'valibot';
import { describeType, quote } from '../readObject';
import { ownFields } from './ownFields';
import { messageTemplate } from './payloadIssues';
import { uiContentSchema } from './uiContentSchema';

/**
 * The wire forms of transcript entries, and the one description of their shapes: the protocol
 * types are inferred from these. `tool_result` has two forms: with `content`, or with a
 * `result` in tuple or object form, which `parseTranscript` expands; a bare `["ok", …]` tuple
 * is not an object and is read apart from these.
 */
/**
 * A file sent with a message (an AI SDK `file` part, an uploaded image): drawn as a chip. `url`
 * is shown only through `safeHref`, so a `javascript:` URL is never a link.
 */
const attachmentShape = v.object({
  url: v.string('attachment without a url'),
  mediaType: v.string('attachment without a mediaType'),
  name: v.optional(v.string('attachment name must be a string')),
});

// Own fields only, as every wire object: an inherited `url` is no url.
export const attachmentSchema = v.pipe(
  ownFields([attachmentShape], (issue) => `attachment is ${describeType(issue.input)}, expected an object`),
  attachmentShape,
);

const attachments = v.optional(v.array(attachmentSchema, 'attachments must be an array'));

export const userMessageEntrySchema = v.object({
  type: v.literal('user'),
  text: v.string('user message without text'),
  attachments,
});

export const assistantMessageEntrySchema = v.object({
  type: v.literal('assistant'),
  text: v.string('assistant message without text'),
  attachments,
});

/**
 * The model's reasoning, shown collapsed ("Thinking") and never sent back to the model by
 * `toModelContext`. `streaming` is true while it still grows.
 */
export const reasoningEntrySchema = v.object({
  type: v.literal('reasoning'),
  text: v.string('reasoning without text'),
  streaming: v.optional(v.boolean('reasoning streaming must be a boolean')),
});

const missingCallId = 'tool call without an id';
const missingName = messageTemplate('tool call {id} without a name');

/** The assistant asking for a tool to run. `id` is the call id that results link back to. */
export const toolCallEntrySchema = v.object({
  type: v.literal('tool_call'),
  id: v.pipe(v.string(missingCallId), v.nonEmpty(missingCallId)),
  name: v.pipe(v.string(missingName), v.nonEmpty(missingName)),
  // Any JSON; a call without args (or with null) gets a fresh {} of its own.
  args: v.nullish(v.unknown(), () => ({})),
  /**
   * The arguments as text while the model still streams them (partial JSON, shown as it
   * grows); absent once `args` holds the whole value.
   */
  argsText: v.optional(v.string(messageTemplate('tool call {id} has a non-string argsText'))),
  /** `'required'`: the call waits for a human's `tool_approval` before it runs. */
  approval: v.optional(v.literal('required', messageTemplate('tool call {id} has an unknown approval (expected "required")'))),
  /**
   * The call ended without a result and never will: a Stop, a failed run or a closed tab cut it
   * off. The card says so instead of running forever; a result that still comes wins.
   */
  cancelled: v.optional(v.literal(true, messageTemplate('tool call {id} has a cancelled that is not true'))),
});

const missingApprovalId = 'tool approval without a toolCallId';

/**
 * A human's answer to a call that awaited approval. Appended by the client when the human
 * decides, so a reloaded transcript knows the question was answered and does not ask again.
 * `by: 'agent'`: the agent (or its backend) answered, not the person. The card says so, keeps
 * Approve and Deny for the person, and the person's own decision wins. A decision that arrives
 * in a chunk after the first transcript is always the agent's, whatever it claims.
 */
export const toolApprovalEntrySchema = v.object({
  type: v.literal('tool_approval'),
  toolCallId: v.pipe(v.string(missingApprovalId), v.nonEmpty(missingApprovalId)),
  approved: v.boolean(messageTemplate('tool approval {toolCallId} without a boolean approved')),
  reason: v.optional(v.string(messageTemplate('tool approval {toolCallId} has a non-string reason'))),
  by: v.optional(v.literal('agent', messageTemplate('tool approval {toolCallId} has an unknown by (expected "agent")'))),
});

/**
 * Both tool result forms up to what links them to their call; the rest is checked after, by
 * `toolResultEntrySchema` or as a tool outcome, because a result is matched to its call first.
 */
export const toolResultHeadSchema = v.object({
  type: v.literal('tool_result'),
  toolCallId: v.string('tool result without a toolCallId'),
  result: v.optional(v.unknown()),
  content: v.optional(v.unknown()),
  isError: v.optional(v.unknown()),
});

/** What the model sees of a tool run: a result or an error string, never the UI. */
export const toolResultEntrySchema = v.object({
  type: v.literal('tool_result'),
  toolCallId: v.string('tool result without a toolCallId'),
  content: v.string(messageTemplate('tool result {toolCallId} without content')),
  isError: v.optional(v.boolean(messageTemplate('tool result {toolCallId} has a non-boolean isError')), false),
});

/** The UI side effect of a tool run, as its own entry linked to the call. */
export const uiEntrySchema = v.object({
  type: v.literal('ui'),
  toolCallId: v.string('UI entry without a toolCallId'),
  ui: uiContentSchema,
});

const badIndex = 'error entry index must be a whole number from 0';

/**
 * A malformed entry, kept in place so the transcript can show what was wrong with it. It is a
 * wire entry too, so a parsed transcript reads back as itself (a saved one, or typed entries).
 */
export const errorEntrySchema = v.object({
  type: v.literal('error'),
  message: v.pipe(v.string('error entry without a message'), v.nonEmpty('error entry without a message')),
  /** The wire index of the entry the problem is in: its position in the wire transcript, from 0, counted across chunks. */
  index: v.optional(v.pipe(v.number(badIndex), v.integer(badIndex), v.minValue(0, badIndex))),
  /** Where in the entry the problem is (`ui.label`, `result[2].ui`), when it is in a field. */
  path: v.optional(v.string('error entry path must be a string')),
});

/** Every object shape, by `type`; a tool result is checked this far, then by its form. */
export const entryShapes = [
  userMessageEntrySchema,
  assistantMessageEntrySchema,
  toolCallEntrySchema,
  toolResultHeadSchema,
  uiEntrySchema,
  toolApprovalEntrySchema,
  reasoningEntrySchema,
  errorEntrySchema,
] as const;

export const notAnObject = (issue: { input: unknown }) => `entry is ${describeType(issue.input)}, expected an object`;
export const badType = (type: unknown) => (type === undefined ? 'entry without a type' : `unknown entry type ${quote(type)}`);

/** One wire entry in object form, checked up to its `type`'s shape. */
export const transcriptEntrySchema = v.pipe(
  ownFields([...entryShapes, toolResultEntrySchema], notAnObject),
  v.variant('type', entryShapes, (issue) => badType(issue.input)),
);

export type WireEntry = v.InferOutput<typeof transcriptEntrySchema>;
