import type * as v from 'valibot';
import { isObject } from '../readObject';
import { fastEntry, fastUIContent } from './fastEntry';
import { ownView } from './ownFields';
import {
  badType,
  entryShapes,
  notAnObject,
  toolResultEntrySchema,
  type toolResultHeadSchema,
  type WireEntry,
} from './transcriptEntrySchema';
import { uiContentSchema } from './uiContentSchema';
import { checkPayload, type PayloadCheck } from './validatePayload';

const view = ownView([...entryShapes, toolResultEntrySchema]);
const shapeByType = new Map<unknown, (typeof entryShapes)[number]>(entryShapes.map((shape) => [shape.entries.type.literal, shape]));

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

/** `uiContentSchema` with the plainly valid case short-cut, as `checkTranscriptEntry` does. */
export function checkUIContent(value: unknown): PayloadCheck<v.InferOutput<typeof uiContentSchema>> {
  const fast = fastUIContent(value);
  return fast === undefined ? checkPayload(uiContentSchema, value) : { ok: true, value: fast };
}
