/**
 * The TypeScript type a JSON Schema describes, for the constructs tool parameters use: objects
 * with `properties` and `required`, primitives, arrays, `enum` and `const`. Anything else is
 * `unknown`, which is honest rather than wrong.
 */
export type InferSchema<S> = S extends { const: infer C }
  ? C
  : S extends { enum: readonly (infer E)[] }
    ? E
    : S extends { type: 'string' }
      ? string
      : S extends { type: 'number' | 'integer' }
        ? number
        : S extends { type: 'boolean' }
          ? boolean
          : S extends { type: 'null' }
            ? null
            : S extends { type: 'array'; items: infer I }
              ? InferSchema<I>[]
              : S extends { type: 'array' }
                ? unknown[]
                : S extends { type: 'object'; properties: infer P }
                  ? ObjectOf<P, S extends { required: readonly (infer R)[] } ? R : never>
                  : S extends { type: 'object' }
                    ? Record<string, unknown>
                    : unknown;

type ObjectOf<P, Required> = Flatten<
  { -readonly [K in keyof P & Required]: InferSchema<P[K]> } & {
    -readonly [K in Exclude<keyof P, Required>]?: InferSchema<P[K]>;
  }
>;

type Flatten<T> = { [K in keyof T]: T[K] } & {};

export type { ParametersSchema } from '../core/internalAgent';
