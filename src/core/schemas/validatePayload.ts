import * as v from 'valibot';
import { InvalidPayloadError, type PayloadIssue, type PayloadSource } from './InvalidPayloadError';
import { payloadIssues } from './payloadIssues';
import { warnInDevelopment } from './warnInDevelopment';

type AnySchema = v.GenericSchema<unknown, unknown>;

export type PayloadCheck<T> = { ok: true; value: T } | { ok: false; issues: PayloadIssue[] };

// The first problem is the one a message names; checking on after it costs time on hostile input.
const firstIssueOnly: v.Config<v.BaseIssue<unknown>> = { abortEarly: true };

/** Checks a value against a schema without throwing: the parsed output, or what was wrong. */
export function checkPayload<TSchema extends AnySchema>(schema: TSchema, value: unknown): PayloadCheck<v.InferOutput<TSchema>> {
  const result = v.safeParse(schema, value, firstIssueOnly);
  return result.success ? { ok: true, value: result.output } : { ok: false, issues: payloadIssues(result.issues) };
}

/**
 * Checks a payload from outside and returns its parsed output, or throws `InvalidPayloadError`
 * after a development-only `console.warn`. `label` names the request it came from.
 */
export function validatePayload<TSchema extends AnySchema>(
  source: PayloadSource,
  schema: TSchema,
  value: unknown,
  label?: string,
): v.InferOutput<TSchema> {
  const checked = checkPayload(schema, value);
  if (checked.ok) return checked.value;
  const error = new InvalidPayloadError(source, checked.issues, label === undefined ? {} : { label });
  warnInDevelopment(error.message);
  throw error;
}
