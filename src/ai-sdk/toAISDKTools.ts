import { jsonSchema, tool, type JSONSchema7, type ToolSet as AISDKToolSet } from 'ai';
import { createToolSet, type ToolSet } from '../agent/createToolSet';
import type { AnyTool } from '../agent/Tool';
import { CAMEO_UI_PART, type CameoUIData } from './cameoUIPart';
import { createExecutedCallStore, type ExecutedCallStore } from './createExecutedCallStore';
import { ToolErrorText } from './ToolErrorText';

/** The chunk `toAISDKTools` writes: one per tool call with UI, linked to the call by id. */
export interface CameoUIChunk {
  type: typeof CAMEO_UI_PART;
  id: string;
  data: CameoUIData;
}

/**
 * Where the UI side effects go: the `writer` of `createUIMessageStream`. Only `write` is used.
 * Method syntax on purpose, so `UIMessageStreamWriter<UIMessage>` and
 * `UIMessageStreamWriter<CameoUIMessage>` are both accepted as they are.
 */
export interface CameoUIWriter {
  write(chunk: CameoUIChunk): void;
}

export interface ToAISDKToolsOptions {
  writer: CameoUIWriter;
  /** Passed to every Cameo `execute` as its `agentId`; defaults to `'ai-sdk'`. */
  agentId?: string;
  /** Bounds each run, as `runTool`'s `timeoutMs` does: past it the call is an error for the model. */
  timeoutMs?: number;
  /**
   * The ids of approved calls that already ran: a `needsApproval` tool runs at most once per
   * call id, so an approved request sent again runs nothing. Make one per server process with
   * `createExecutedCallStore()` and pass it on every request (machines that share a chat share
   * one, see `ExecutedCallStore`). Without it each `toAISDKTools` call makes its own, which only
   * guards within that one request.
   */
  executedCalls?: ExecutedCallStore;
}

/** The id of the `data-cameo-ui` part of a tool call, so a rewrite of it replaces, not adds. */
export function cameoUIPartId(toolCallId: string): string {
  return `cameo-ui-${toolCallId}`;
}

/**
 * Cameo tools as AI SDK tools, for `streamText({ tools })`. Each keeps its name, description and
 * JSON Schema; `execute` runs Cameo's runner (arguments validated against the schema compiled
 * once, the call's abort signal passed on), sends the UI to the client as a `data-cameo-ui` part
 * through `writer`, and returns only the text, which is all the model sees. A failed run (a
 * `fail(...)`, a throw, invalid arguments, a timeout) throws its error text, so the AI SDK records
 * `output-error` and the model reads that text. `needsApproval` tools wait for the human's answer
 * (set on each tool, which ai 7 honours; `streamText`'s `toolApproval`, if given, overrides it),
 * and run at most once per call id (`executedCalls`): a second run is refused with an error for
 * the model. Give `streamText` an `experimental_toolApprovalSecret` too, so the SDK refuses an
 * approval it did not ask for, or one whose arguments were changed.
 *
 * ```ts
 * const stream = createUIMessageStream({ originalMessages: messages, execute: async ({ writer }) => {
 *   const tools = toAISDKTools(cameoTools, { writer });
 *   const result = streamText({ model, tools, messages: await convertToModelMessages(messages, { tools }) });
 *   writer.merge(result.toUIMessageStream({ originalMessages: messages }));
 * } });
 * ```
 *
 * An `onError` given to `toUIMessageStream` also redacts tool errors on the card (the SDK's
 * `redactToolErrors` defaults to true then), and a saved thread gives the model that redacted
 * text on its next turn; pass `redactToolErrors: false` to keep the tool's own words.
 */
export function toAISDKTools(tools: ToolSet | readonly AnyTool[], options: ToAISDKToolsOptions): AISDKToolSet {
  const set = isToolSet(tools) ? tools : createToolSet(tools);
  const { writer, agentId = 'ai-sdk', timeoutMs, executedCalls = createExecutedCallStore() } = options;
  const result: AISDKToolSet = {};
  for (const cameoTool of set.tools) {
    result[cameoTool.name] = tool({
      description: cameoTool.description,
      // The runner validates (with the errors the model is used to), so the SDK does not. The
      // cast: ParametersSchema admits any keyword as `unknown`, JSONSchema7 types each one.
      inputSchema: jsonSchema<unknown>(cameoTool.parameters as JSONSchema7),
      needsApproval: cameoTool.needsApproval === true,
      execute: async (input, { toolCallId, abortSignal }) => {
        // Claimed before the run, so a replay racing this one is refused too: at most once, even
        // if this run then fails.
        if (cameoTool.needsApproval === true && !(await executedCalls.claim(toolCallId))) {
          throw new ToolErrorText(`tool "${cameoTool.name}" already ran for call ${toolCallId}; an approved call runs once`);
        }
        const run = await set.run(
          cameoTool.name,
          { agentId, callId: toolCallId, args: input },
          // The SDK calls execute for a needsApproval tool only once the approval came back approved.
          { signal: abortSignal, timeoutMs, approved: cameoTool.needsApproval === true },
        );
        if (run.ui !== null) {
          const data: CameoUIData =
            run.ui.type === 'ui' ? { toolCallId, ui: run.ui.ui } : { toolCallId, error: run.ui.message };
          writer.write({ type: CAMEO_UI_PART, id: cameoUIPartId(toolCallId), data });
        }
        if (run.model.isError === true) throw new ToolErrorText(run.model.content);
        return run.model.content;
      },
    });
  }
  return result;
}


function isToolSet(tools: ToolSet | readonly AnyTool[]): tools is ToolSet {
  return !Array.isArray(tools);
}
