import { EventType, type Message } from '@ag-ui/core';
import * as v from 'valibot';
import { assertNever, type NewEntry, type TranscriptStore } from '../core';
import { ownObject, readOrDrop } from '../core/internal';
import type { AGUIMappingOptions } from './AGUIMappingOptions';
import { agUIKeys } from './agUIKeys';
import { askForInterrupt } from './askForInterrupt';
import { createActivitySync } from './createActivitySync';
import { createReasoningSync } from './createReasoningSync';
import { createWarnOnce } from './createWarnOnce';
import { fromAGUIMessages, readAGUIMessage } from './fromAGUIMessages';
import { badArgsMessage, parseToolArgs } from './parseToolArgs';
import { readContent } from './readContent';

/** Keeps a Cameo transcript in step with an AG-UI event stream, one event at a time. */
export interface AGUIEventSync {
  /**
   * Applies one event (untrusted): O(1), by id. Unknown and malformed events are ignored with a
   * development warning; nothing here throws. Returns false for an event refused with an error
   * on screen (an `ACTIVITY_DELTA` whose patch does not apply or is past `patchLimits`): a
   * caller that also hands events to another reducer, such as AG-UI's client, should stop it
   * there too.
   */
  apply(event: unknown): boolean;
  /**
   * Replaces the transcript with a whole conversation (`agent.messages`, a snapshot). Unless
   * `running`, a call without a tool message was cut off: its card says "Stopped".
   */
  reset(messages?: readonly Message[], running?: boolean): void;
  /**
   * The run ended (finished, failed or aborted): each call it started that has no result and
   * asks no question is cancelled (an approved one too), but for those `keep` names (frontend
   * tools the app runs), which stay tracked; no reasoning row still streams.
   */
  endRun(keep?: (name: string) => boolean): void;
  /** Appends one message that came from outside the stream, such as the user's own. */
  addMessage(message: Message): void;
  /** Shows a problem the stream did not carry (a failed request) as an error entry. */
  fail(message: string): void;
}


/** The ids of the calls in `messages` that no tool message answers. */
function openCalls(messages: readonly Message[]): Set<string> {
  const calls = new Set<string>();
  const answered = new Set<string>();
  for (const message of messages) {
    if (message.role === 'tool') answered.add(message.toolCallId);
    else if (message.role === 'assistant') for (const call of message.toolCalls ?? []) calls.add(call.id);
  }
  for (const id of answered) calls.delete(id);
  return calls;
}
const KNOWN: ReadonlySet<string> = new Set<string>(Object.values(EventType));

const field = v.optional(v.unknown());
/** The fields any event type here reads, own properties only; each case checks its own. */
const eventSchema = ownObject(
  v.object({
    type: v.string(),
    messageId: field,
    role: field,
    delta: field,
    toolCallId: field,
    toolCallName: field,
    content: field,
    messages: field,
    activityType: field,
    patch: field,
    replace: field,
    outcome: field,
    message: field,
  }),
  'not an event',
);
type Event = v.InferOutput<typeof eventSchema>;

const interruptOutcomeSchema = ownObject(v.object({ type: v.literal('interrupt'), interrupts: v.array(v.unknown()) }), 'no outcome');

/**
 * Maps AG-UI events onto `store` incrementally: text streams into messages, tool calls into
 * cards whose arguments grow, results, activities into notes and launchers, reasoning into
 * "Thinking" rows, run errors into error entries, and a tool-bound interrupt into the card's
 * Approve / Deny. Every lookup is by a key made from the AG-UI id, so an event costs the same
 * however long the conversation is.
 */
export function createAGUIEventSync(store: TranscriptStore, options: AGUIMappingOptions = {}): AGUIEventSync {
  const warn = createWarnOnce();
  const state = () => store.getState();
  const has = (key: string) => state().entries.has(key);
  const activities = createActivitySync(store, options, warn);
  const reasoning = createReasoningSync(store, options);
  // System and developer text streams: their content is not drawn.
  let hidden = new Set<string>();
  // What a chunk without an id continues.
  let open: { text?: string; reasoning?: string; call?: string } = {};
  // Calls started since the last run ended that have no result yet.
  let unanswered = new Set<string>();
  // Between RUN_STARTED and its end: a snapshot then holds calls that may still be answered.
  let inRun = false;

  const need = (event: Event, field: keyof Event): string | undefined => {
    const value = event[field];
    if (typeof value === 'string' && value !== '') return value;
    warn(`${String(event.type)}:${field}`, `An AG-UI ${String(event.type)} event without a ${field} was ignored.`);
    return undefined;
  };

  const startText = (id: string, role: unknown) => {
    if (role === 'system' || role === 'developer') {
      hidden.add(id);
      return;
    }
    const key = agUIKeys.message(id);
    // A start already applied (a replay, or a message the history holds) changes nothing.
    if (!has(key)) state().append({ type: role === 'user' ? 'user' : 'assistant', text: '', key });
  };
  const appendText = (id: string, delta: unknown) => {
    if (hidden.has(id)) return;
    const key = agUIKeys.message(id);
    if (!has(key)) startText(id, 'assistant');
    if (typeof delta === 'string' && delta !== '') state().appendText(key, delta);
  };

  const startCall = (id: string, name: string) => {
    const key = agUIKeys.call(id);
    // A resumed run reopens a call it already showed (the one approved): it is open again.
    if (has(key)) {
      if (!answeredCalls().has(id)) unanswered.add(id);
      return;
    }
    const asks = options.needsApproval?.(name, id) === true;
    unanswered.add(id);
    state().append({ type: 'tool_call', id, name, args: {}, argsText: '', ...(asks ? { approval: 'required' as const } : {}), key });
  };
  const endCall = (id: string) => {
    const key = agUIKeys.call(id);
    const call = state().entries.get(key);
    if (call?.type !== 'tool_call') {
      warn(`end:${id}`, `AG-UI tool call ${id} ended without a start; ignored.`);
      return;
    }
    if (call.argsText === undefined) return;
    const args = parseToolArgs(call.argsText);
    // Text that is not JSON stays on the card as text, and an error names the call.
    state().updateArgs(key, args.ok ? args.value : call.argsText);
    if (!args.ok && !has(agUIKeys.callError(id))) {
      state().append({ type: 'error', message: badArgsMessage(call.name, id, args.error), key: agUIKeys.callError(id) });
    }
  };

  // Only a refused event answers false; every other case returns nothing.
  const apply = (event: unknown): boolean => applyOne(event) !== false;

  const applyOne = (raw: unknown): boolean | undefined => {
    const event = readOrDrop(eventSchema, raw);
    if (event === undefined) {
      warn('event:malformed', 'An AG-UI event that is not an object with a type was ignored.');
      return;
    }
    const { type } = event;
    if (!KNOWN.has(type)) {
      warn(`event:${type}`, `An unknown AG-UI event type (${type}) was ignored.`);
      return;
    }
    // A chunked call ends when anything but its next chunk arrives, as the client expands it.
    if (open.call !== undefined && type !== EventType.TOOL_CALL_CHUNK) {
      endCall(open.call);
      open = { ...open, call: undefined };
    }
    const known = type as EventType;
    switch (known) {
      case EventType.TEXT_MESSAGE_START: {
        const id = need(event, 'messageId');
        if (id !== undefined) startText(id, event.role);
        return;
      }
      case EventType.TEXT_MESSAGE_CONTENT: {
        const id = need(event, 'messageId');
        if (id !== undefined) appendText(id, event.delta);
        return;
      }
      case EventType.TEXT_MESSAGE_CHUNK: {
        const id = typeof event.messageId === 'string' && event.messageId !== '' ? event.messageId : open.text;
        if (id === undefined) return void need(event, 'messageId');
        if (id !== open.text) startText(id, event.role);
        open = { ...open, text: id };
        appendText(id, event.delta);
        return;
      }
      case EventType.TEXT_MESSAGE_END:
        return;
      case EventType.TOOL_CALL_START: {
        const id = need(event, 'toolCallId');
        const name = need(event, 'toolCallName');
        if (id !== undefined && name !== undefined) startCall(id, name);
        return;
      }
      case EventType.TOOL_CALL_ARGS: {
        const id = need(event, 'toolCallId');
        if (id === undefined) return;
        if (!has(agUIKeys.call(id))) return void warn(`args:${id}`, `Arguments for AG-UI tool call ${id}, which never started, were ignored.`);
        if (typeof event.delta === 'string') state().appendArgs(agUIKeys.call(id), event.delta);
        return;
      }
      case EventType.TOOL_CALL_END: {
        const id = need(event, 'toolCallId');
        if (id !== undefined) endCall(id);
        return;
      }
      case EventType.TOOL_CALL_CHUNK: {
        const id = typeof event.toolCallId === 'string' && event.toolCallId !== '' ? event.toolCallId : open.call;
        if (id === undefined) return void need(event, 'toolCallId');
        if (id !== open.call) {
          if (open.call !== undefined) endCall(open.call);
          const name = need(event, 'toolCallName');
          if (name === undefined) return;
          startCall(id, name);
          open = { ...open, call: id };
        }
        if (typeof event.delta === 'string') state().appendArgs(agUIKeys.call(id), event.delta);
        return;
      }
      case EventType.TOOL_CALL_RESULT: {
        const messageId = need(event, 'messageId');
        const toolCallId = need(event, 'toolCallId');
        if (messageId === undefined || toolCallId === undefined || has(agUIKeys.result(messageId))) return;
        // A result means the arguments were whole, even if their end never came.
        if (state().entries.get(agUIKeys.call(toolCallId))?.type === 'tool_call') endCall(toolCallId);
        unanswered.delete(toolCallId);
        const { text } = readContent(event.content);
        state().append({ type: 'tool_result', toolCallId, content: text, isError: false, key: agUIKeys.result(messageId) });
        return;
      }
      case EventType.MESSAGES_SNAPSHOT:
        reset(Array.isArray(event.messages) ? (event.messages as Message[]) : [], inRun);
        return;
      case EventType.ACTIVITY_SNAPSHOT: {
        const id = need(event, 'messageId');
        if (id !== undefined) activities.snapshot(id, event.activityType, event.content, event.replace);
        return;
      }
      case EventType.ACTIVITY_DELTA: {
        const id = need(event, 'messageId');
        return id === undefined ? undefined : activities.delta(id, event.activityType, event.patch);
      }
      case EventType.REASONING_MESSAGE_START: {
        const id = need(event, 'messageId');
        if (id !== undefined) reasoning.start(id);
        return;
      }
      case EventType.REASONING_MESSAGE_CONTENT: {
        const id = need(event, 'messageId');
        if (id !== undefined) reasoning.append(id, event.delta);
        return;
      }
      case EventType.REASONING_MESSAGE_CHUNK: {
        const id = typeof event.messageId === 'string' && event.messageId !== '' ? event.messageId : open.reasoning;
        if (id === undefined) return void need(event, 'messageId');
        if (open.reasoning !== undefined && id !== open.reasoning) reasoning.end(open.reasoning);
        open = { ...open, reasoning: id };
        reasoning.append(id, event.delta);
        return;
      }
      case EventType.REASONING_MESSAGE_END: {
        const id = need(event, 'messageId');
        if (id !== undefined) reasoning.end(id);
        return;
      }
      case EventType.RUN_STARTED:
        inRun = true;
        open = {};
        return;
      case EventType.RUN_FINISHED: {
        inRun = false;
        reasoning.endAll();
        open = {};
        for (const interrupt of readOrDrop(interruptOutcomeSchema, event.outcome)?.interrupts ?? []) askForInterrupt(store, interrupt);
        return;
      }
      case EventType.RUN_ERROR:
        inRun = false;
        reasoning.endAll();
        open = {};
        fail(typeof event.message === 'string' && event.message !== '' ? event.message : 'The agent run failed.');
        return;
      case EventType.SUBAGENT_ERROR:
        fail(`A subagent failed: ${typeof event.message === 'string' ? event.message : 'no reason given'}`);
        return;
      case EventType.STATE_SNAPSHOT:
      case EventType.STATE_DELTA:
      case EventType.STEP_STARTED:
      case EventType.STEP_FINISHED:
      case EventType.RAW:
      case EventType.CUSTOM:
      case EventType.REASONING_START:
      case EventType.REASONING_END:
      case EventType.REASONING_ENCRYPTED_VALUE:
      case EventType.SUBAGENT_STARTED:
      case EventType.SUBAGENT_FINISHED:
        // Agent state, steps and provider payloads are not part of the conversation drawn.
        return;
      default:
        assertNever(known, 'AG-UI event type');
    }
  };

  const fail = (message: string) => void state().append({ type: 'error', message });

  /** Call ids with a result, and those with the person's decision, by one pass over the rows. */
  const answeredCalls = (decided?: Map<string, boolean>) => {
    const answered = new Set<string>();
    for (const entry of state().entries.values()) {
      if (entry.type === 'tool_result') answered.add(entry.toolCallId);
      else if (entry.type === 'tool_approval') decided?.set(entry.toolCallId, entry.approved);
    }
    return answered;
  };

  const endRun = (keep?: (name: string) => boolean) => {
    reasoning.endAll();
    const decided = new Map<string, boolean>();
    const answered = answeredCalls(decided);
    const spared = new Set<string>();
    for (const id of unanswered) {
      if (answered.has(id)) continue;
      const entry = state().entries.get(agUIKeys.call(id));
      if (entry?.type !== 'tool_call') continue;
      // Still asking, or the app's to answer: it stays open, and is tracked until it is.
      const asking = entry.approval === 'required' && !decided.has(id);
      if (asking || keep?.(entry.name) === true) spared.add(id);
      // Approved and cut off while it ran: stopped like any other call. A denied one says Denied.
      else if (decided.get(id) !== false) state().update(entry.key, (call) => (call.type === 'tool_call' ? { ...call, cancelled: true } : call));
    }
    unanswered = spared;
  };

  const reset = (messages: readonly Message[] = [], running = false) => {
    hidden = new Set();
    open = {};
    unanswered = new Set();
    state().reset(fromAGUIMessages(messages, options, warn, !running));
    activities.reset(messages);
    // A snapshot mid-run holds the run's open calls: they are still this run's to end.
    if (running) unanswered = openCalls(messages);
  };

  const addMessage = (message: Message) => {
    const entries: NewEntry[] = [];
    readAGUIMessage(message, { options, warn, answered: new Set() }, entries);
    const fresh = entries.filter((entry) => entry.key === undefined || !has(entry.key));
    if (fresh.length > 0) state().appendMany(fresh);
  };

  return { apply, reset, endRun, addMessage, fail };
}
