import { type ErrorEntry, type ToolResultEntry, type UIEntry, parseUIContent } from '../core';
import { runAbortable, type AbortableOptions } from './runAbortable';
import type { AnyTool } from './Tool';
import { toError, readToolOutcome } from '../core/internal';
import { compileArgsValidator, createAjv, type ArgsValidator } from '../core/internalAgent';

export interface ToolCallRequest {
  agentId: string;
  callId: string;
  args: unknown;
}

/**
 * Limits on one run. `timeoutMs` bounds a tool that never settles; `signal` lets the caller
 * (a cancelled chat turn, say) stop it. Either way the run resolves with an error for the
 * model and aborts the signal `execute` was given.
 */
export interface RunToolOptions extends AbortableOptions {
  /**
   * The person approved this very call (its id and arguments): a `needsApproval` tool runs only
   * with `approved: true`, and is refused with an error for the model without it. The runner
   * cannot ask; the caller says it has the decision. Ignored for tools without `needsApproval`.
   */
  approved?: boolean;
}

/**
 * A tool run split in two: `model` is all the model may see; `ui` is the side effect for the
 * transcript (or an error entry when the tool returned malformed UI), kept apart by construction.
 */
export interface ToolRun {
  model: ToolResultEntry;
  ui: UIEntry | ErrorEntry | null;
}

/**
 * Validates `args`, runs the tool and splits its outcome. A `needsApproval` tool runs only with
 * `{ approved: true }`. Never throws or rejects: a missing approval, invalid arguments,
 * exceptions, rejections, non-string results, a timeout and an abort all become error strings
 * for the model. Compiles the schema on each call; a `ToolSet` compiles once per tool.
 */
export function runTool(tool: AnyTool, call: ToolCallRequest, options?: RunToolOptions): Promise<ToolRun> {
  return executeTool(tool, compileArgsValidator(createAjv(), tool.name, tool.parameters), call, options);
}

export async function executeTool(
  tool: AnyTool,
  validate: ArgsValidator,
  call: ToolCallRequest,
  options?: RunToolOptions,
): Promise<ToolRun> {
  const fail = (content: string): ToolRun => ({
    model: { type: 'tool_result', toolCallId: call.callId, content, isError: true },
    ui: null,
  });
  // Running without a decision is the caller's explicit choice, never the default.
  if (tool.needsApproval === true && options?.approved !== true) {
    return fail(`tool "${tool.name}" needs the person's approval: run it with { approved: true } once they approved call ${call.callId}`);
  }
  const invalid = validate(call.args);
  if (invalid !== null) return fail(invalid);

  const settled = await runAbortable((signal) => tool.execute(call.agentId, call.callId, call.args, { signal }), options);
  switch (settled.status) {
    case 'threw':
      return fail(`tool "${tool.name}" failed: ${describeThrown(settled.cause)}`);
    case 'timedOut':
      return fail(`tool "${tool.name}" timed out after ${options?.timeoutMs} ms`);
    case 'aborted':
      return fail(`tool "${tool.name}" was aborted`);
  }
  const outcome = readToolOutcome(settled.value);
  if (!outcome.ok) return fail(`tool "${tool.name}" returned an invalid result: ${outcome.error}`);

  const { isError, content, ui } = outcome.value;
  const model: ToolResultEntry = { type: 'tool_result', toolCallId: call.callId, content, isError };
  if (ui === undefined || isError) return { model, ui: null };
  const parsedUI = parseUIContent(ui);
  return {
    model,
    ui: parsedUI.ok
      ? { type: 'ui', toolCallId: call.callId, ui: parsedUI.value }
      : { type: 'error', message: `tool "${tool.name}" returned invalid UI: ${parsedUI.error}` },
  };
}

function describeThrown(cause: unknown): string {
  const error = toError(cause);
  return error.message || error.name;
}
