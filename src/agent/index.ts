// `cameo-ui/agent`: the agent side. Tools, their runs (the model's entry and the UI kept apart)
// and the model's context from a transcript. No React, no DOM.
export { defineTool } from './Tool';
export type { AnyTool, Tool, ToolContext, ToolDefinition } from './Tool';
export { createToolSet } from './createToolSet';
export type { ToolSet } from './createToolSet';
export { runTool } from './runTool';
export type { RunToolOptions, ToolCallRequest, ToolRun } from './runTool';
export { fail, ok } from './ToolOutcome';
export type { ToolOutcome, ToolReturn, ToolTuple } from './ToolOutcome';
export type { RawOutcome } from '../core/internal';
export { listWidgets } from './listWidgets';
export { toModelContext } from './toModelContext';
export type { ModelContextEntry } from './toModelContext';
export type { InferSchema, ParametersSchema } from './InferSchema';
