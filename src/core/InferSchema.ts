// Kept only for src/core/transport/compileActionValidators.ts, which imports `ParametersSchema`
// from here: delete this file once it imports from './validateArgs' (the type's home now that
// `InferSchema` lives in src/agent).
export type { ParametersSchema } from './validateArgs';
