import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';

/** A JSON Schema for a tool's arguments (or an action's payload): an object schema at the top. */
export interface ParametersSchema {
  type: 'object';
  properties?: Readonly<Record<string, unknown>>;
  required?: readonly string[];
  [keyword: string]: unknown;
}

export type ArgsValidator = (args: unknown) => string | null;

/**
 * Compiles a tool's parameter schema with Ajv (the most used JSON Schema validator) into a
 * function that returns a readable error naming the field, or null when `args` is valid.
 * A schema Ajv cannot compile is reported on every call instead of thrown.
 */
export function compileArgsValidator(ajv: Ajv, toolName: string, schema: ParametersSchema): ArgsValidator {
  let validate: ValidateFunction;
  try {
    validate = ajv.compile(schema);
  } catch (cause) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    return () => `tool "${toolName}" has an invalid parameters schema: ${reason}`;
  }
  return (args) => {
    if (validate(args)) return null;
    const problems = (validate.errors ?? []).map(describeError);
    return `invalid arguments for tool "${toolName}": ${[...new Set(problems)].join('; ')}`;
  };
}

export function createAjv(): Ajv {
  // allErrors: a model fixing its call benefits from hearing every bad field at once.
  // addUsedSchema: false keeps compiled schemas out of the shared instance, so two tools whose
  // schemas carry the same `$id` do not collide ("schema with key or id already exists").
  return new Ajv({ allErrors: true, strict: false, addUsedSchema: false });
}

function describeError(error: ErrorObject): string {
  const path = error.instancePath.split('/').slice(1).map(unescapePointer);
  if (error.keyword === 'required') {
    const missing = String((error.params as { missingProperty?: unknown }).missingProperty);
    return `"${[...path, missing].join('.')}" is required`;
  }
  if (error.keyword === 'additionalProperties') {
    const extra = String((error.params as { additionalProperty?: unknown }).additionalProperty);
    return `"${[...path, extra].join('.')}" is not allowed`;
  }
  const field = path.length > 0 ? `"${path.join('.')}"` : 'arguments';
  return `${field} ${error.message ?? 'is invalid'}`;
}

function unescapePointer(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}
