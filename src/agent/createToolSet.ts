import { executeTool, type RunToolOptions, type ToolCallRequest, type ToolRun } from './runTool';
import { listWidgets } from './listWidgets';
import type { AnyTool } from './Tool';
import { compileArgsValidator, createAjv, type ArgsValidator } from '../core/internalAgent';

export interface ToolSet {
  readonly tools: readonly AnyTool[];
  get(name: string): AnyTool | undefined;
  /** Runs the named tool like `runTool`; an unknown name is an error result for the model. */
  run(name: string, call: ToolCallRequest, options?: RunToolOptions): Promise<ToolRun>;
  /** The widget ids the tools declare, so a UI can list widgets before any tool runs. */
  widgets(): string[];
}

/**
 * A named set of tools with their argument schemas compiled once. Duplicate names throw here,
 * at definition time, because a model could not tell the tools apart.
 */
export function createToolSet(input: readonly AnyTool[]): ToolSet {
  // A copy, so later changes to the caller's array cannot make `tools` and `run` disagree.
  const tools = [...input];
  const widgets = listWidgets(tools);
  const ajv = createAjv();
  const byName = new Map<string, { tool: AnyTool; validate: ArgsValidator }>();
  for (const tool of tools) {
    if (byName.has(tool.name)) {
      throw new Error(`Duplicate tool name "${tool.name}": every tool in a set needs a unique name.`);
    }
    byName.set(tool.name, { tool, validate: compileArgsValidator(ajv, tool.name, tool.parameters) });
  }
  return {
    tools,
    get: (name) => byName.get(name)?.tool,
    run: async (name, call, options) => {
      const entry = byName.get(name);
      if (entry) return executeTool(entry.tool, entry.validate, call, options);
      return {
        model: { type: 'tool_result', toolCallId: call.callId, content: `unknown tool "${name}"`, isError: true },
        ui: null,
      };
    },
    widgets: () => [...widgets],
  };
}
