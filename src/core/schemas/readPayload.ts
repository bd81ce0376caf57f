import * as v from 'valibot';
import { parsed, problem, type ParseResult } from '../ParseResult';

type AnySchema = v.GenericSchema<unknown, unknown>;

// The first problem is the one the sentence names; checking on after it costs time on hostile input.
const firstIssueOnly: v.Config<v.BaseIssue<unknown>> = { abortEarly: true };

/**
 * Runs a schema over untrusted input as a reader does: the output, or the first issue's message
 * as the sentence to show. The schemas' messages are whole sentences (they name the field), so
 * no path is added. Never throws.
 */
export function readPayload<TSchema extends AnySchema>(schema: TSchema, value: unknown): ParseResult<v.InferOutput<TSchema>> {
  const result = v.safeParse(schema, value, firstIssueOnly);
  return result.success ? parsed(result.output) : problem(result.issues[0].message);
}
