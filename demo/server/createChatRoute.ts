import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  convertToModelMessages,
  createUIMessageStream,
  pipeUIMessageStreamToResponse,
  safeValidateUIMessages,
  stepCountIs,
  streamText,
  type LanguageModel,
  type ToolSet as AISDKToolSet,
} from 'ai';
import type { ToolSet } from '../../src/agent';
import { closeOpenToolCalls, createExecutedCallStore, toAISDKTools, type CameoUIMessage, type CameoUIWriter, type ExecutedCallStore } from '../../src/ai-sdk/server';
import type { NextFunction } from '../../src/server';
import { HttpError } from '../../src/server/HttpError';
import { readJsonBody } from '../../src/server/readJsonBody';
import { requestSignal } from '../../src/server/requestSignal';
import { sendError } from '../../src/server/sendJson';

export interface ChatRouteOptions {
  /** The route's path. Default `/api/chat`, where `DefaultChatTransport({ api: '/api/chat' })` posts. */
  path?: string;
  model: LanguageModel;
  /** The Cameo tools the model may call; they run here, on the server. */
  tools: ToolSet;
  /**
   * More AI SDK tools for each turn, beside the Cameo ones, with the turn's writer for their UI
   * (the demo's MCP tools, through `mcpToolsForAISDK`). A failure leaves them out of that turn.
   */
  moreTools?: (writer: CameoUIWriter) => Promise<AISDKToolSet>;
  system?: string;
  /** Model steps per request at most (tool calls, then the reply, ...). Default 6. */
  maxSteps?: number;
  /** Largest request body accepted, in bytes: the whole conversation comes with every turn. Default 2 MB. */
  maxBodyBytes?: number;
  /** Called with every error of a turn (a failed model call, a broken stream). */
  onError?: (error: unknown) => void;
  /**
   * Signs each approval request, so the SDK refuses an approval it never asked for or whose
   * arguments changed. Default: random per process, so approvals pending over a restart expire.
   */
  approvalSecret?: string | Uint8Array;
  /** Approved calls that already ran; default one in memory for this route. */
  executedCalls?: ExecutedCallStore;
}

export interface ChatRoute {
  /** Node/Connect middleware: answers `POST <path>`, passes every other request on. */
  handler(req: IncomingMessage, res: ServerResponse, next?: NextFunction): void;
  /** Stops every turn still streaming (the dev server is closing or restarting). */
  close(): void;
}

/**
 * The demo's AI SDK chat route: what `useChat`'s `DefaultChatTransport` posts to. It validates the
 * conversation, runs `streamText` with the Cameo tools (through `toAISDKTools`, which sends each
 * tool's UI to the page as a `data-cameo-ui` part and gives the model only the text), and streams
 * the UI message stream back. A turn paused on an approval comes back with the human's answer in
 * the last message, and the AI SDK runs (or skips) the tool before calling the model again: only
 * once per call, and only an approval it signed for these very arguments.
 */
export function createChatRoute({
  path = '/api/chat',
  model,
  tools,
  moreTools,
  system,
  maxSteps = 6,
  maxBodyBytes = 2 * 1024 * 1024,
  onError,
  approvalSecret = randomBytes(32),
  executedCalls = createExecutedCallStore(),
}: ChatRouteOptions): ChatRoute {
  const closing = new AbortController();
  const readMoreTools = async (writer: CameoUIWriter): Promise<AISDKToolSet> => {
    try {
      return (await moreTools?.(writer)) ?? {};
    } catch (error) {
      onError?.(error);
      return {};
    }
  };

  const answer = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'POST') throw new HttpError(`${req.method ?? 'this method'} is not allowed here: POST the chat`, 405, { Allow: 'POST' });
    if (closing.signal.aborted) throw new HttpError('the chat route is closed', 503);
    // A chat body of a long thread is larger than an action's, so it gets longer than the widget
    // server's 10 s; a stalled upload still never holds its socket for Node's own 300 s.
    const body = await readJsonBody(req, maxBodyBytes, 30_000);
    const validated = await safeValidateUIMessages<CameoUIMessage>({ messages: readMessagesField(body) });
    if (!validated.success) throw new HttpError(`invalid messages: ${validated.error.message}`, 400);
    const messages = validated.data;
    const abortSignal = AbortSignal.any([requestSignal(res), closing.signal]);

    const stream = createUIMessageStream<CameoUIMessage>({
      // The last assistant message keeps its id when a turn resumes after an approval.
      originalMessages: messages,
      execute: async ({ writer }) => {
        const result = streamText({
          model,
          system,
          messages: await convertToModelMessages(closeOpenToolCalls(messages)),
          tools: { ...(await readMoreTools(writer)), ...toAISDKTools(tools, { writer, executedCalls }) },
          experimental_toolApprovalSecret: approvalSecret,
          stopWhen: stepCountIs(maxSteps),
          abortSignal,
        });
        writer.merge(result.toUIMessageStream());
      },
      onError: (error) => {
        onError?.(error);
        // A dev server: the page says what went wrong (a provider's message never holds the key).
        return error instanceof Error ? error.message : String(error);
      },
    });
    await pipeUIMessageStreamToResponse({ response: res, stream });
  };

  return {
    handler(req, res, next) {
      if (new URL(req.url ?? '/', 'http://localhost').pathname !== path) {
        if (next) next();
        else sendError(res, 404, 'not found');
        return;
      }
      answer(req, res).catch((error: unknown) => {
        if (error instanceof HttpError) return sendError(res, error.status, error.message, error.headers);
        onError?.(error);
        sendError(res, 500, 'the chat route failed');
      });
    },
    close() {
      closing.abort(new Error('the chat route closed'));
    },
  };
}

/** `DefaultChatTransport` posts `{ id, messages, trigger, messageId, ... }`; only `messages` matters here. */
function readMessagesField(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || !('messages' in body)) {
    throw new HttpError('the body needs a "messages" array, as useChat sends it', 400);
  }
  return body.messages;
}
