import * as v from 'valibot';
import { describeType, isObject, quote } from '../readObject';
import { ownFields, ownView } from './ownFields';
import { messageTemplate } from './payloadIssues';
import { uiContentSchema } from './uiContentSchema';
import { fastEntry } from './fastEntry';
import { checkPayload, type PayloadCheck } from './validatePayload';

/**
 * The wire forms of transcript entries. `tool_result` has two: with `content`, or with a
 * `result` in tuple or object form, which `parseTranscript` expands; a bare `["ok", …]` tuple
 * is not an object and is read apart from these.
 */
export const userMessageEntrySchema = v.object({
  type: v.literal('user'),
  text: v.string('user message without text'),
});

export const assistantMessageEntrySchema = v.object({
  type: v.literal('assistant'),
  text: v.string('assistant message without text'),
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

const shapes = [
  userMessageEntrySchema,
  assistantMessageEntrySchema,
  toolCallEntrySchema,
  toolResultHeadSchema,
  uiEntrySchema,
] as const;

const notAnObject = (issue: { input: unknown }) => `entry is ${describeType(issue.input)}, expected an object`;
const badType = (type: unknown) => (type === undefined ? 'entry without a type' : `unknown entry type ${quote(type)}`);

/** One wire entry in object form, checked up to its `type`'s shape. */
export const transcriptEntrySchema = v.pipe(
  ownFields([...shapes, toolResultEntrySchema], notAnObject),
  v.variant('type', shapes, (issue) => badType(issue.input)),
);

export type WireEntry = v.InferOutput<typeof transcriptEntrySchema>;

const view = ownView([...shapes, toolResultEntrySchema]);
const shapeByType = new Map<unknown, (typeof shapes)[number]>(shapes.map((shape) => [shape.entries.type.literal, shape]));

/**
 * `transcriptEntrySchema`, for the parser: a plainly valid entry takes `fastEntry`; the rest
 * takes the same view and shapes, the shape looked up by `type` in a map rather than by
 * `v.variant`, which tries the shapes in turn and allocates as it goes.
 */
export function checkTranscriptEntry(item: unknown): PayloadCheck<WireEntry> {
  if (!isObject(item)) return { ok: false, issues: [{ path: '', message: notAnObject({ input: item }) }] };
  const fast = fastEntry(item);
  if (fast !== undefined) return { ok: true, value: fast };
  const fields = view(item);
  const shape = shapeByType.get(fields.type);
  if (shape === undefined) return { ok: false, issues: [{ path: 'type', message: badType(fields.type) }] };
  return checkPayload(shape, fields);
}

const resultView = ownView([toolResultEntrySchema]);

/** The `content` form of a tool result, from the head `checkTranscriptEntry` returned. */
export function checkToolResultEntry(head: v.InferOutput<typeof toolResultHeadSchema>): PayloadCheck<v.InferOutput<typeof toolResultEntrySchema>> {
  const { type, toolCallId, content, isError } = head;
  if (typeof content === 'string' && (isError === undefined || typeof isError === 'boolean')) {
    return { ok: true, value: { type, toolCallId, content, isError: isError ?? false } };
  }
  return checkPayload(toolResultEntrySchema, resultView(head));
}
