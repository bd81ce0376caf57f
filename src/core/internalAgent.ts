// Core's Ajv-backed helpers, for src/agent and src/server only: tool arguments and widget actions
// are validated against their JSON Schemas there. Kept apart from `internal.ts` so that no browser
// layer pulls Ajv in by importing core's internal surface (lint forbids it outside those two).
export { compileArgsValidator, createAjv } from './validateArgs';
export type { ArgsValidator, ParametersSchema } from './validateArgs';
export { compileActionValidators } from './transport/compileActionValidators';
export type { ActionValidators } from './transport/compileActionValidators';
