import { useCallback, useEffect, useInsertionEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { QueryClient } from '@tanstack/query-core';
import type { UIMessage } from 'ai';
import type { ActionEvent, CameoClient, Transport, ToolApprovalDecision } from '../core';
import { warnInDevelopment } from '../core/internal';
import { createCameoClient, type WidgetDefinition } from '../react';
import { answerApproval, personAnsweredLastStep } from './answerApproval';
import { createUIMessageSync } from './createUIMessageSync';
import type { UIMessageMappingOptions } from './mapUIMessagePart';

/**
 * The few members of `useChat()`'s return that Cameo uses, typed structurally so any message
 * type passes (`UseChatHelpers<MyMessage>` included).
 */
export interface CameoChat<M extends UIMessage = UIMessage> {
  readonly messages: readonly M[];
  readonly status: 'submitted' | 'streaming' | 'ready' | 'error';
  /** With no message, sends the thread back as it is (after approvals), as `useChat`'s does. */
  // A method, so a chat whose `sendMessage` requires its message still fits.
  sendMessage(message?: { text: string }): unknown;
  stop: () => unknown;
  addToolApprovalResponse: (response: { id: string; approved: boolean; reason?: string }) => unknown;
  /**
   * Lets the person's decision replace an answer the stream gave on its own, which
   * `addToolApprovalResponse` no longer reaches. Without it such a click is only shown.
   */
  setMessages?: (messages: M[]) => unknown;
}

export interface UseCameoChatOptions extends UIMessageMappingOptions {
  /**
   * A client to draw into (to share it, or reach it outside React). Its `onToolApproval` is
   * replaced while the hook is mounted, and set back to this hook's `onToolApproval` after.
   * Without one the hook makes its own from the options below. Initial only.
   */
  client?: CameoClient<WidgetDefinition>;
  /** The widgets of the hook's own client. Changes take effect. */
  widgets?: readonly WidgetDefinition[];
  /** A backend for widget data and actions, as `<CameoProvider transport>`. Changes take effect. */
  transport?: Transport;
  /** Called after each widget action settles. Widget actions never go through the chat. */
  onAction?: (event: ActionEvent) => void;
  /** Called after a human's approval or denial has been handed to `addToolApprovalResponse`. */
  onToolApproval?: (decision: ToolApprovalDecision) => void;
  /** A query client for the hook's own client. Initial only. */
  queryClient?: QueryClient;
  /**
   * Once the person has answered every approval of the last step, send the thread back so the
   * turn goes on: `sendAutomaticallyWhen: lastAssistantMessageIsCompleteWithApprovalResponses`,
   * counting only the person's answers. An answer the stream gave on its own never sends it.
   * Use it instead of `sendAutomaticallyWhen`, not with it (the thread would be sent twice).
   */
  continueAfterApproval?: boolean;
}

export interface UseCameoChatResult {
  /** For `<CameoProvider client={client}>`: the chat's conversation, kept in step. */
  client: CameoClient<WidgetDefinition>;
  /** For `<Composer {...composer}/>`: sends through the chat, shows Stop while a turn runs. */
  composer: { onSend: (text: string) => void; running: boolean; onStop: () => void };
}

/**
 * Draws a `useChat` conversation with Cameo: `chat.messages` go into the client's transcript
 * incrementally (a token re-maps only the part it grew), Approve and Deny on a tool card answer
 * through `addToolApprovalResponse`, and the composer sends with `sendMessage`. A call that Stop
 * (or a failed request) leaves without a result says "Stopped", also after a reload; the route's
 * `closeOpenToolCalls` gives the model a history it accepts. Widget actions
 * keep going to the client's transport, never to the model.
 *
 * ```tsx
 * const { client, composer } = useCameoChat(useChat({ transport }), { widgets });
 * return <CameoProvider client={client}><Transcript /><Composer {...composer} /></CameoProvider>;
 * ```
 */
export function useCameoChat<M extends UIMessage>(chat: CameoChat<M>, options: UseCameoChatOptions = {}): UseCameoChatResult {
  const { widgets, transport, onAction, reasoning } = options;
  const [{ client, owned, sync }] = useState(() => {
    const given = options.client;
    const made = given
      ? null
      : createCameoClient({
          widgets: widgets ?? [],
          transport: transport ?? null,
          ...(options.queryClient ? { queryClient: options.queryClient } : {}),
          ...(onAction ? { onAction } : {}),
        });
    const target = (given ?? made) as CameoClient<WidgetDefinition>;
    const mirror = createUIMessageSync(target.transcript, reasoning ? { reasoning } : {});
    // In the first render, before any row subscribes: a saved thread paints (and server-renders) at once.
    mirror.sync(chat.messages, chat.status);
    return { client: target, owned: made, sync: mirror };
  });

  const appliedReasoning = useRef(reasoning);
  // Before paint, so rows never show a message the chat no longer holds.
  useLayoutEffect(() => {
    if (appliedReasoning.current !== reasoning) {
      appliedReasoning.current = reasoning;
      sync.setOptions({ reasoning: reasoning ?? 'collapsed' });
    }
    // The status too: once the chat is ready or failed, a call left without a result is stopped.
    sync.sync(chat.messages, chat.status);
  }, [sync, chat.messages, chat.status, reasoning]);

  // The latest chat and callback for handlers, as React's own useEffectEvent does.
  const { onToolApproval, continueAfterApproval = false } = options;
  const latest = useRef({ chat, onToolApproval, continueAfterApproval });
  useInsertionEffect(() => {
    latest.current = { chat, onToolApproval, continueAfterApproval };
  });
  // Approval ids the person answered here: only these let `continueAfterApproval` send.
  const [decided] = useState(() => new Set<string>());

  useLayoutEffect(() => {
    client.setOptions({
      onToolApproval: (decision) => {
        const id = sync.approvalIdOf(decision.toolCallId);
        if (id === undefined) warnInDevelopment(`tool call ${decision.toolCallId} has no approval request in the chat; the decision was not sent.`);
        else {
          decided.add(id);
          const answer = decision.reason === undefined ? { id, approved: decision.approved } : { id, approved: decision.approved, reason: decision.reason };
          const { chat: current, continueAfterApproval: goOn } = latest.current;
          const found = answerApproval(current.messages, answer);
          let messages: readonly M[] = current.messages;
          let handed: unknown;
          switch (found.kind) {
            case 'respond':
            case 'missing':
              handed = current.addToolApprovalResponse(answer);
              break;
            case 'rewrite':
              if (current.setMessages) {
                messages = found.messages;
                handed = current.setMessages(found.messages);
              } else warnInDevelopment(`the stream already answered approval ${id} on its own, and the chat has no setMessages; the person's decision is shown but not sent.`);
              break;
            default:
              found satisfies never;
          }
          const ready = current.status === 'ready' || current.status === 'error';
          if (goOn && ready && found.kind !== 'missing' && personAnsweredLastStep(messages, decided)) {
            settle(after(handed, () => latest.current.chat.sendMessage()));
          } else settle(handed);
        }
        latest.current.onToolApproval?.(decision);
      },
    });
    return () => client.setOptions({ onToolApproval: latest.current.onToolApproval });
  }, [client, sync, decided]);

  useInsertionEffect(() => {
    if (owned) owned.setOptions({ onAction });
  }, [owned, onAction]);
  useEffect(() => {
    if (owned) owned.setOptions({ widgets: widgets ?? [], transport: transport ?? null });
  }, [owned, widgets, transport]);

  const onSend = useCallback((text: string) => settle(latest.current.chat.sendMessage({ text })), []);
  const onStop = useCallback(() => settle(latest.current.chat.stop()), []);
  const running = chat.status === 'submitted' || chat.status === 'streaming';
  const composer = useMemo(() => ({ onSend, running, onStop }), [onSend, running, onStop]);
  return { client, composer };
}

/** `next` once `handed` (maybe a promise) has settled, so it sees the chat's state after it. */
function after(handed: unknown, next: () => unknown): unknown {
  if (isThenable(handed)) return handed.then(next);
  return next();
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' && value !== null && 'then' in value && typeof value.then === 'function';

/** The chat reports its own failures in `error`; a rejection here is only kept from going unhandled. */
function settle(result: unknown): void {
  if (isThenable(result)) {
    result.then(undefined, (error: unknown) => warnInDevelopment('the chat rejected a request', error));
  }
}
