import * as v from 'valibot';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

// A structured clone can carry Maps, Dates and Blobs, which a record schema would read as {}.
const plainObject = v.custom<Record<string, unknown>>((value) => {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}, 'expected a plain object');

// What a backend could have sent: the frame's args reach handlers that expect JSON.
const json: v.GenericSchema<unknown, Json> = v.lazy(() =>
  v.union([
    v.string(),
    v.pipe(v.number(), v.finite()),
    v.boolean(),
    v.null(),
    v.array(json),
    v.pipe(plainObject, v.record(v.string(), json)),
  ]),
);

const token = v.string();

/**
 * The only messages an HTML widget's frame may send, each with the frame's secret `token`:
 * `dispatch` (a human action, routed like any widget's), `resize` (its content height) and
 * `dropped` (how many dispatches the frame refused for want of a click since its last report) and
 * `left` (the markup's document was replaced, sent by the wrapper that holds it: see frameWrapper).
 * Strict objects, so a message carrying anything more is refused whole rather than half-read.
 */
export const frameMessageSchema = v.variant('type', [
  v.strictObject({
    type: v.literal('cameo:dispatch'),
    token,
    action: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
    args: json,
  }),
  v.strictObject({
    type: v.literal('cameo:resize'),
    token,
    height: v.pipe(v.number(), v.finite(), v.minValue(0)),
  }),
  v.strictObject({
    type: v.literal('cameo:dropped'),
    token,
    count: v.pipe(v.number(), v.integer(), v.minValue(1)),
  }),
  v.strictObject({ type: v.literal('cameo:left'), token }),
]);

export type FrameMessage = v.InferOutput<typeof frameMessageSchema>;

/** The message, or the reason it was refused. Never throws, even on hostile nesting. */
export function readFrameMessage(data: unknown): { ok: true; value: FrameMessage } | { ok: false; error: string } {
  try {
    const result = v.safeParse(frameMessageSchema, data);
    if (result.success) return { ok: true, value: result.output };
    return { ok: false, error: result.issues.map((issue) => issue.message).join('; ') };
  } catch {
    return { ok: false, error: 'message too deeply nested to read' };
  }
}
