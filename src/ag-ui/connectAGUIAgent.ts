import type { AbstractAgent, AgentSubscriber, RunAgentParameters } from '@ag-ui/client';
import { EventType, type Message, type ResumeEntry, type StateDeltaEvent, type UserMessage } from '@ag-ui/core';
import type { CameoClient, ToolApprovalDecision, WidgetSpec } from '../core';
import { createSubscribable } from '../core/internal';
import type { AGUIMappingOptions } from './AGUIMappingOptions';
import { agUIKeys } from './agUIKeys';
import { applyJsonPatch } from './applyJsonPatch';
import { askForInterrupt } from './askForInterrupt';
import { createAGUIEventSync } from './createAGUIEventSync';
import { AGUI_EXPIRED_APPROVAL, expiredToolMessage, stoppedToolMessage } from './stoppedToolCall';

export interface ConnectAGUIAgentOptions extends AGUIMappingOptions {
  /** Parameters for every run the connection starts: the frontend `tools`, `context`, `forwardedProps`. */
  runParameters?: () => Omit<RunAgentParameters, 'resume'>;
  /**
   * Hears every approval decision. A call bound to an interrupt is resumed by the connection;
   * for one marked by `needsApproval` (a frontend tool), acting on the decision is the app's:
   * run the tool, `agent.addMessage` its result, run the agent again.
   */
  onToolApproval?: (decision: ToolApprovalDecision, agent: AbstractAgent) => void;
}

/** A Cameo conversation kept in step with an AG-UI agent; `disconnect` undoes `connectAGUIAgent`. */
export interface AGUIConnection {
  /** Adds the user's message to the agent and runs it (resuming any open interrupt). */
  send(text: string): Promise<void>;
  /** Aborts the run in flight. */
  stop(): void;
  /** Pass as the client's `onToolApproval`: answers the interrupt the decision is about. */
  decide(decision: ToolApprovalDecision): void;
  isRunning(): boolean;
  /** Calls `listener` whenever a run starts or ends; returns the unsubscribe. */
  subscribeRunning(listener: () => void): () => void;
  /** Unsubscribes from the agent. The transcript keeps what it shows. */
  disconnect(): void;
}

const isAbort = (error: unknown) =>
  error instanceof Error && (error.name === 'AbortError' || /abort/i.test(error.message));

/**
 * What is wrong with the event AG-UI's client refused, or undefined for a failure of another
 * kind (the network, an HTTP status). The client rejects a frame that is not JSON (a
 * SyntaxError), one without a type ("Invalid event: …"), one its schema rejects (the validator's
 * issues as JSON text: a person reads the field and the problem instead) and one out of order
 * (its verifier's "Cannot send …" / "First event must be …").
 */
function malformedEvent(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const issues = (error as { issues?: unknown }).issues;
  if (Array.isArray(issues) && issues.length > 0) {
    return issues
      .map((issue: { path?: unknown; message?: unknown }) =>
        [Array.isArray(issue.path) ? issue.path.join('.') : '', String(issue.message)].filter(Boolean).join(': '),
      )
      .join('; ');
  }
  const said = error.message.replace(/\.$/, '');
  if (error instanceof SyntaxError) return said;
  if (said.startsWith('Invalid event: ')) return said.slice('Invalid event: '.length);
  if (/^(Cannot send |First event must be )/.test(said)) return said;
  return undefined;
}

/** A failed run in words, as docs/ag-ui.md promises them. */
function describeFailure(error: unknown): string {
  const malformed = malformedEvent(error);
  if (malformed !== undefined) return `The agent sent a malformed event (${malformed}); the run stopped.`;
  return `The agent run failed: ${error instanceof Error ? error.message : String(error)}`;
}

/** A message id; AG-UI ids are opaque strings, and `crypto.randomUUID` is missing on plain http. */
const newId = () => globalThis.crypto?.randomUUID?.() ?? `cameo-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * Subscribes `client`'s transcript to `agent` (any `@ag-ui/client` AbstractAgent, such as an
 * `HttpAgent`): it starts from `agent.messages` and follows every event of every run, whoever
 * starts it. Wire `decide` as the client's `onToolApproval` so the card's Approve / Deny answer
 * the agent's tool-call interrupts.
 */
export function connectAGUIAgent<W extends WidgetSpec>(
  client: CameoClient<W>,
  agent: AbstractAgent,
  options: ConnectAGUIAgentOptions = {},
): AGUIConnection {
  const store = client.transcript;
  const sync = createAGUIEventSync(store, options);
  const runningChanged = createSubscribable();
  let running = agent.isRunning;
  let reported = false;
  // A snapshot is applied from the agent's own messages once it has merged them (it keeps the
  // activity and reasoning messages a snapshot leaves out), not from the event.
  let snapshotPending = false;
  // Answers to the current interrupts, by interrupt id, until the run that resumes them.
  const answers = new Map<string, ResumeEntry>();

  const setRunning = (next: boolean) => {
    if (next === running) return;
    running = next;
    runningChanged.notify();
  };

  sync.reset(agent.messages, agent.isRunning);
  // Whether the run in flight ended with RUN_FINISHED: then its frontend tools' calls wait for the app.
  let finished = false;
  for (const interrupt of agent.pendingInterrupts) askForInterrupt(store, interrupt);

  const subscriber: AgentSubscriber = {
    // A patch Cameo refuses is stopped here too: AG-UI's client would apply it to its own
    // copy with no bound (the audit's copy bomb runs it out of memory) and clone the whole
    // document to do so.
    onEvent: ({ event, state }) => {
      if (event.type === EventType.MESSAGES_SNAPSHOT) snapshotPending = true;
      else if (!sync.apply(event)) return { stopPropagation: true };
      if (event.type === EventType.STATE_DELTA) {
        const checked = applyJsonPatch(state, (event as StateDeltaEvent).delta, options.patchLimits);
        if (!checked.ok) {
          sync.fail(`An update to the agent’s state was refused: ${checked.error}. The state stays as it was.`);
          return { stopPropagation: true };
        }
      }
      if (event.type === EventType.RUN_FINISHED) finished = true;
      return undefined;
    },
    // Messages the app adds itself (a frontend tool's result, `addMessages`); one an event made
    // is on screen already, under the same key, and is not added twice.
    onNewMessage: ({ message }) => sync.addMessage(message),
    onMessagesChanged: ({ messages }) => {
      if (!snapshotPending) return;
      snapshotPending = false;
      sync.reset(messages as Message[], true);
    },
    onRunInitialized: () => {
      finished = false;
      setRunning(true);
    },
    onRunFinalized: () => {
      // A Stop, a RUN_ERROR or a dropped stream leaves calls no one will answer: they say "Stopped".
      const frontend = new Set((options.runParameters?.().tools ?? []).map((tool) => tool.name));
      sync.endRun(finished ? (name) => frontend.has(name) : undefined);
      setRunning(false);
    },
    onRunFailed: ({ error }) => {
      if (isAbort(error)) return;
      reported = true;
      sync.fail(describeFailure(error));
    },
  };
  const subscription = agent.subscribe(subscriber);

  /** Interrupts a card answers: bound to a call on screen. Others are cancelled on resume. */
  const onCards = () =>
    agent.pendingInterrupts.filter((interrupt) => interrupt.toolCallId !== undefined && store.getState().entries.get(agUIKeys.call(interrupt.toolCallId))?.type === 'tool_call');

  /** A call still asking when the person wrote instead: it never ran, and nobody denied it. */
  const expire = (toolCallId: string) =>
    store.getState().append({ type: 'tool_result', toolCallId, content: AGUI_EXPIRED_APPROVAL, isError: true });

  const resumeEntries = (): ResumeEntry[] =>
    agent.pendingInterrupts.map((interrupt) => answers.get(interrupt.id) ?? { interruptId: interrupt.id, status: 'cancelled' });

  /**
   * Gives every call the run left open a tool message in the agent's history, right after the
   * assistant message that made it, so the next run's model gets a result for every call it
   * made (most providers refuse one without, or one out of place). Only a call a pending
   * interrupt still asks about is left to the resume. On `send`, the person moved on: a call
   * still waiting (a frontend tool's, or one asking) is stopped, or denied if it asked, first.
   */
  const closeOpenCalls = (movingOn: boolean) => {
    const asked = new Set(agent.pendingInterrupts.flatMap((interrupt) => (interrupt.toolCallId === undefined ? [] : [interrupt.toolCallId])));
    const answered = new Set(agent.messages.flatMap((message) => (message.role === 'tool' ? [message.toolCallId] : [])));
    const decided = new Set<string>();
    for (const entry of store.getState().entries.values()) if (entry.type === 'tool_approval') decided.add(entry.toolCallId);
    const closed: Message[] = [];
    let added = false;
    for (const message of agent.messages) {
      closed.push(message);
      if (message.role !== 'assistant') continue;
      for (const call of message.toolCalls ?? []) {
        if (answered.has(call.id) || asked.has(call.id)) continue;
        const key = agUIKeys.call(call.id);
        const entry = store.getState().entries.get(key);
        if (entry?.type !== 'tool_call') continue;
        if (entry.cancelled !== true) {
          if (!movingOn) continue;
          if (entry.approval === 'required' && !decided.has(call.id)) {
            expire(call.id);
            closed.push(expiredToolMessage(newId(), call.id));
            added = true;
            continue;
          }
          store.getState().update(key, (open) => (open.type === 'tool_call' ? { ...open, cancelled: true } : open));
        }
        closed.push(stoppedToolMessage(newId(), call.id));
        added = true;
      }
    }
    // Each next to its call, not after the last message: the tool messages of one assistant
    // message stay together, as providers require.
    if (added) agent.setMessages(closed);
  };

  const run = async (resume?: ResumeEntry[]) => {
    reported = false;
    answers.clear();
    setRunning(true);
    // A resume goes on from a history where every stopped call has its result too.
    if (resume !== undefined) closeOpenCalls(false);
    try {
      await agent.runAgent({ ...options.runParameters?.(), ...(resume && resume.length > 0 ? { resume } : {}) });
    } catch (error) {
      // A failure the run reported is on screen already; one before it started (a refused resume) is not.
      if (!reported && !isAbort(error)) sync.fail(describeFailure(error));
    } finally {
      setRunning(agent.isRunning);
    }
  };

  return {
    send: async (text) => {
      if (running) return;
      const message: UserMessage = { id: newId(), role: 'user', content: text };
      // A new message moves on from calls still asking: they are cancelled and shown as denied.
      const resume = resumeEntries();
      const decided = new Set<string>();
      for (const entry of store.getState().entries.values()) if (entry.type === 'tool_approval') decided.add(entry.toolCallId);
      for (const interrupt of onCards()) {
        // One the person already answered (its resumed run was stopped) keeps their decision.
        if (answers.has(interrupt.id) || interrupt.toolCallId === undefined || decided.has(interrupt.toolCallId)) continue;
        expire(interrupt.toolCallId);
      }
      closeOpenCalls(true);
      agent.addMessage(message);
      sync.addMessage(message);
      await run(resume);
    },
    stop: () => agent.abortRun(),
    decide: (decision) => {
      options.onToolApproval?.(decision, agent);
      const interrupt = agent.pendingInterrupts.find((open) => open.toolCallId === decision.toolCallId);
      if (!interrupt || running) return;
      const payload = decision.reason === undefined ? { approved: decision.approved } : { approved: decision.approved, reason: decision.reason };
      answers.set(interrupt.id, { interruptId: interrupt.id, status: 'resolved', payload });
      // The agent resumes once every card that asked has an answer (the protocol wants them all).
      if (onCards().every((open) => answers.has(open.id))) void run(resumeEntries());
    },
    isRunning: () => running,
    subscribeRunning: runningChanged.subscribe,
    disconnect: () => subscription.unsubscribe(),
  };
}
