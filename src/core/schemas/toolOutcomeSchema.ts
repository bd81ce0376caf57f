import * as v from 'valibot';
import { describeType, isObject, type JsonObject } from '../readObject';
import { ownFields } from './ownFields';

/**
 * The shapes a tool result may take on the wire besides a bare string: the `{ok, ...}` objects
 * and the tuples a non-JS agent sends. `ui` stays unchecked here: bad UI must not cost the
 * result, so it is checked on its own with `uiContentSchema`.
 */
const okObjectSchema = v.object({
  ok: v.literal(true),
  result: v.string((issue) => `result is ${describeType(issue.input)}, expected a string`),
  ui: v.optional(v.unknown()),
});

const errorObjectSchema = v.object({
  ok: v.literal(false),
  error: v.string((issue) => `error is ${describeType(issue.input)}, expected a string`),
});

const objectShapes = [okObjectSchema, errorObjectSchema] as const;
const expectedForms = 'expected a string, {ok, result} or a tuple';

export const toolOutcomeObjectSchema = v.pipe(
  ownFields(objectShapes, (issue) => `result is ${describeType(issue.input)}, ${expectedForms}`),
  v.variant('ok', objectShapes, `result is an object, ${expectedForms}`),
);

const uiPartMessage = 'third item of an [\'ok\', …] tuple must be {"ui": …}';

/** `{"ui": …}` as the third item of an ok tuple; the key must be there, whatever its value. */
const uiPartSchema = v.pipe(
  v.custom<JsonObject>((value) => isObject(value) && Object.hasOwn(value, 'ui'), uiPartMessage),
  v.transform((part) => ({ ui: part.ui })),
);

const secondItem = (tag: string) =>
  v.string((issue) => `['${tag}', …] tuple needs a string second item, got ${describeType(issue.input)}`);

export const okTupleSchema = v.strictTuple(
  [v.literal('ok'), secondItem('ok'), v.optional(uiPartSchema)],
  "['ok', text, {ui}] tuple has too many items",
);

export const errorTupleSchema = v.strictTuple(
  [v.literal('error'), secondItem('error')],
  "['error', reason] tuple takes no third item",
);
