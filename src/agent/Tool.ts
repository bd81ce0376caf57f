import type { InferSchema, ParametersSchema } from './InferSchema';
import type { ToolReturn } from './ToolOutcome';

/** What a run gives `execute` besides its arguments. */
export interface ToolContext {
  /**
   * Aborts when the run gives up: its `timeoutMs` passed or the caller's signal aborted. Pass it
   * on to `fetch` and the like so abandoned work stops; its result would be ignored anyway.
   */
  signal: AbortSignal;
}

/**
 * An agent tool. `execute` returns (or resolves to) a `ToolReturn`: a result string, `ok(result,
 * ui)` with a UI side effect, or `fail(error)`. A throw or rejection becomes an error string.
 */
export interface Tool<Args = unknown> {
  name: string;
  description: string;
  /** JSON Schema for `args`; `runTool` validates against it before `execute` runs. */
  parameters: ParametersSchema;
  // Method syntax on purpose: it keeps tools with different `Args` assignable to `Tool[]`.
  // `context` comes last, so tools written as `(agentId, callId, args)` keep working.
  execute(agentId: string, callId: string, args: Args, context: ToolContext): ToolReturn | Promise<ToolReturn>;
  /** The id of the widget this tool owns, so the UI can list widgets before any tool runs. */
  widget?: string;
  /**
   * The call waits for a human's Approve before `execute` runs; Deny means it never runs. The
   * runner does not enforce it (it runs what it is given): the agent loop asks, by sending the
   * call with `approval: 'required'` or, through `toAISDKTools`, the AI SDK's own approval.
   */
  needsApproval?: boolean;
}

/** Any tool, whatever its arguments: what tool sets and runners accept. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- `unknown` would reject typed tools
export type AnyTool = Tool<any>;

export interface ToolDefinition<S extends ParametersSchema> {
  name: string;
  description: string;
  parameters: S;
  execute(agentId: string, callId: string, args: InferSchema<S>, context: ToolContext): ToolReturn | Promise<ToolReturn>;
  widget?: string;
  /** See `Tool.needsApproval`. */
  needsApproval?: boolean;
}

/** Declares a tool; `args` in `execute` is typed from the `parameters` schema. */
export function defineTool<const S extends ParametersSchema>(tool: ToolDefinition<S>): Tool<InferSchema<S>> {
  return tool;
}
