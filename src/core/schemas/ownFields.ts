import * as v from 'valibot';
import { isObject, type JsonObject } from '../readObject';

type Shape = { readonly entries: v.ObjectEntries };
type Message = v.ErrorMessage<v.CustomIssue>;

/**
 * The first step of every object schema here: checks for a non-array object and copies the
 * fields the shapes declare, own properties only, onto a view with an empty prototype. Valibot
 * reads fields with `in` and `[]`, which would follow the prototype chain (an inherited `type`,
 * or a polluted `Object.prototype`); on the view nothing is inherited.
 */
export function ownFields(shapes: readonly Shape[], message: Message) {
  return v.pipe(v.custom<JsonObject>(isObject, message), v.transform(ownView(shapes)));
}

/**
 * Makes the copying function `ownFields` runs, for a hot path that looks up the shape itself.
 * A required field that is absent is put on the view as `undefined`, so it fails with that
 * field's own message ("note without text") rather than a generic "missing key". An optional
 * field without a default stays absent, and `undefined` counts as absent, as it does over JSON.
 */
export function ownView(shapes: readonly Shape[]): (input: JsonObject) => JsonObject {
  const keys = new Map<string, boolean>();
  for (const shape of shapes) {
    for (const [key, schema] of Object.entries(shape.entries)) {
      keys.set(key, keys.get(key) === true || !isOptionalWithoutDefault(schema));
    }
  }
  const fields = [...keys];
  return (input) => {
    const view = Object.create(viewPrototype) as JsonObject;
    for (const [key, required] of fields) {
      const value = Object.hasOwn(input, key) ? input[key] : undefined;
      if (value !== undefined || required) view[key] = value;
    }
    return view;
  };
}

// An empty prototype with none of its own: `Object.create(null)` objects are dictionaries in
// V8, an order of magnitude slower to fill and read than objects with some prototype.
const viewPrototype: object = Object.freeze(Object.create(null) as object);

function isOptionalWithoutDefault(schema: v.ObjectEntries[string]): boolean {
  const optional = schema.type === 'optional' || schema.type === 'exact_optional' || schema.type === 'nullish';
  return optional && (schema as { default?: unknown }).default === undefined;
}
