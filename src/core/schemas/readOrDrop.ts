import type * as v from 'valibot';
import { readPayload } from './readPayload';

/**
 * The step of a lenient reader, one that keeps what is well formed and drops the rest: an absent
 * value (`undefined`) is absent, one that passes `schema` is its output, and one that fails is
 * dropped, its problem handed to `warn` (when given) so a developer learns why.
 */
export function readOrDrop<TSchema extends v.GenericSchema<unknown, unknown>>(
  schema: TSchema,
  value: unknown,
  warn?: (problem: string) => void,
): v.InferOutput<TSchema> | undefined {
  if (value === undefined) return undefined;
  const result = readPayload(schema, value);
  if (result.ok) return result.value;
  warn?.(result.error);
  return undefined;
}
