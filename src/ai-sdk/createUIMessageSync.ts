import type { UIMessage } from 'ai';
import type { TranscriptStore, KeyedEntry, TranscriptEntry } from '../core';
import { hasEnded, isUserMessage, mapUIMessage, supersededFlags, type MessageMapping } from './mapUIMessage';
import { cancelledCall, createPartContext, type MappedEntry, type UIMessageMappingOptions } from './mapUIMessagePart';
import { EXPIRED_APPROVAL } from './cameoUIPart';
import { notMessages } from './fromUIMessages';

/**
 * Keeps a Cameo transcript in step with `useChat`'s messages. Each part maps to a meaning:
 *
 * | part | becomes |
 * |---|---|
 * | `text` | a `user` or `assistant` entry (assistant text is markdown), one per part |
 * | `reasoning` | a `reasoning` entry, a collapsed "Thinking" row (`streaming` while `state` is `'streaming'`); dropped with `reasoning: 'hidden'` |
 * | `file` | an attachment chip `{url, mediaType, name: filename}` on its message's first text entry; a message of files alone gets an entry with text `''` |
 * | `tool-<name>`, `dynamic-tool` | the tool card: a `tool_call` (name from the type, or `toolName`), with the state below |
 * | `data-cameo-ui` | a `ui` entry (a note or a launcher) linked to its call, read with `parseUIContent`; malformed, or `data.error`: an `error` entry naming the call |
 * | `steering-message` | a `user` entry (its text parts, its files as chips) |
 * | `step-start`, `source-url`, `source-document`, `custom`, `reasoning-file` | nothing: dropped silently |
 * | any other type (other `data-*` parts included), a part that is not an object | ignored, with one development warning per type |
 * | a `system` message | nothing: instructions to the model, not the conversation |
 *
 * | tool state | the card |
 * |---|---|
 * | `input-streaming` | running, arguments growing: `argsText` is the partial input as JSON (or `rawInput`), `args` `{}`; cancelled once its message has ended (below) |
 * | `input-available` | running, with `args`; cancelled once its message has ended |
 * | `approval-requested` | `approval: 'required'` and no decision: pending, Approve / Deny; expired once a later user message makes it unanswerable (below) |
 * | `approval-responded` | plus a `tool_approval` entry `{approved, reason}`; one the Cameo client appended when the human clicked is kept, not doubled; approved, expired too once a later user message follows |
 * | `output-available` | plus a `tool_result`: the output if a string, else pretty JSON |
 * | `output-error` | plus a `tool_result` with `isError` and the `errorText` |
 * | `output-denied` | a `tool_approval` with `approved: false`: denied |
 *
 * Expired: the SDK resends only when the last assistant message has all its approvals answered,
 * and `streamText` reads them only from the last message, so a call still awaiting its answer (or
 * approved but not run) when a user message follows can never run. It gets a `tool_result` with
 * `isError` and "Not run: the conversation went on before this was approved.": an error card,
 * no Approve / Deny, whatever the human clicked before.
 *
 * Ended: a message no longer streams when another message follows it, or when it is the last and
 * the chat's `status` is `ready` or `error` (a Stop, a failed request, a thread loaded from
 * storage). A call in it still without a result will never get one: its `tool_call` gets
 * `cancelled: true`, and the card says "Stopped" instead of running forever. A result that comes
 * after all (a client-side tool answered late) wins.
 *
 * Entry keys are stable (`<message id>:<part index>` for text and reasoning, `<call id>:call`,
 * `:approval`, `:result`, `:ui`), so rows keep their identity as a message grows.
 */
export interface UIMessageSync {
  /**
   * Brings the transcript to `messages`. A message that is the same object as last time costs
   * one comparison; a changed one is mapped again part by part (unchanged parts are reused)
   * and only its changed entries are updated. Growth at the end is appended; anything appends
   * cannot express (a message removed or replaced, a part gone, a row that would land out of
   * order) is one `reset` to the whole mapping. Messages are read as immutable, as `useChat`
   * hands them over: a message changed in place is not seen until it is replaced.
   */
  sync(messages: readonly UIMessage[], status?: UIMessageSyncStatus): void;
  /** The AI SDK approval id of a call awaiting approval, for `addToolApprovalResponse`. */
  approvalIdOf(toolCallId: string): string | undefined;
  /** Changes the mapping options; the next `sync` maps everything again. */
  setOptions(options: UIMessageMappingOptions): void;
}

/**
 * `useChat`'s `status`: while `submitted` or `streaming` (or not given) the last message may still
 * stream; once `ready` or `error`, its calls without a result are cancelled.
 */
export type UIMessageSyncStatus = 'submitted' | 'streaming' | 'ready' | 'error';

interface Synced {
  message: unknown;
  mapping: MessageMapping;
  /** Its position in the messages: fixed, since anything that moves a message is a reset. */
  index: number;
  /** A user message follows: calls still awaiting approval here were mapped as expired. */
  superseded: boolean;
  /** The message no longer streams: its calls without a result were mapped as cancelled. */
  ended: boolean;
  /** Store key of each mapped entry, by its mapped key (a taken key got another from the store). */
  keys: Map<string, string>;
}

type Plan = { updates: Array<[string, TranscriptEntry]>; appends: Array<{ owner: Synced; item: MappedEntry }> };

/** One sync per transcript: its memory of what each message mapped to lives in this closure. */
export function createUIMessageSync(store: TranscriptStore, options: UIMessageMappingOptions = {}): UIMessageSync {
  let context = createPartContext(options);
  let last: readonly UIMessage[] | undefined;
  let lastStatus: UIMessageSyncStatus | undefined;
  // Nothing synced yet, or the options changed: the next sync maps everything, in one reset.
  let stale = true;
  let synced: Synced[] = [];
  // Replaced only by `reset`: another one means someone else reset the store, and our keys are gone.
  let entries: ReadonlyMap<string, KeyedEntry> | undefined;
  // The last message with entries: rows of earlier messages can only be appended if linked to a call.
  let tail = -1;
  // Messages with calls awaiting approval and no user message after them yet (usually the last
  // assistant message alone): the next user message expires those calls without a scan of history.
  let awaiting = new Set<Synced>();
  // The person's decisions, by `<message id>:<call id>`: their click, or what the thread held
  // when first read (recorded). Any other decision in a message came from the stream: the
  // agent's. The person's is never overwritten, also when the stream later says otherwise.
  const personal = new Map<string, TranscriptEntry>();
  let recorded = true;
  // Approved calls seen while a request was in flight: once the chat is ready again without
  // their result, a Stop cut them off, as it cuts off any other open call.
  const sent = new Set<string>();

  /** The person's decision on the latest call `toolCallId` in the store (their click), if any. */
  const clicked = (toolCallId: string): TranscriptEntry | undefined => {
    const { keys, entries: stored } = store.getState();
    for (let index = keys.length - 1; index >= 0; index -= 1) {
      const found = stored.get(keys[index] as string);
      if (found?.type === 'tool_call' && found.id === toolCallId) return undefined;
      if (found?.type === 'tool_approval' && found.toolCallId === toolCallId && found.by !== 'agent') {
        const { key: _key, index: _index, ...entry } = found as typeof found & { index?: number };
        return entry;
      }
    }
    return undefined;
  };

  /** Says whose each decision is, and cuts off approved calls a Stop left without a result. */
  const attribute = (mapping: MessageMapping, previous: MessageMapping | undefined, flight: 'sent' | 'ended' | 'open'): MessageMapping => {
    const stopped = new Set<string>();
    for (const part of mapping.parts) {
      const id = part.mapped.approved;
      if (id === undefined) continue;
      const at = `${mapping.id}:${id}`;
      if (flight === 'sent') sent.add(at);
      // In a thread as first read (a reload), nothing runs an approved call left without its
      // result: a Stop cut it off, or it was never sent. Either way it is stopped, not running.
      else if (flight === 'ended' && (sent.has(at) || recorded)) {
        sent.add(at);
        stopped.add(id);
      }
    }
    const before = new Map(previous?.entries.map((item) => [item.key, item.entry]));
    let changed = stopped.size > 0;
    const entries = mapping.entries.flatMap((item): MappedEntry[] => {
      const { entry } = item;
      if (entry.type === 'tool_call' && stopped.has(entry.id)) return [cancelledCall(item)];
      // A call Stop cut off says "Stopped", not expired, also once a message follows it.
      if (entry.type === 'tool_result' && stopped.has(entry.toolCallId) && entry.content === EXPIRED_APPROVAL) return [];
      if (entry.type !== 'tool_approval') return [item];
      const at = `${mapping.id}:${entry.toolCallId}`;
      let decided = personal.get(at);
      if (decided === undefined) {
        decided = clicked(entry.toolCallId) ?? (recorded && entry.by !== 'agent' ? entry : undefined);
        if (decided !== undefined) personal.set(at, decided);
      }
      const next = decided ?? (entry.by === 'agent' ? entry : { ...entry, by: 'agent' as const });
      const old = before.get(item.key);
      const kept = old !== undefined && sameDecision({ ...old, key: item.key }, next) && old.type === 'tool_approval' && old.by === (next as typeof entry).by ? old : next;
      if (kept === entry) return [item];
      changed = true;
      return [{ ...item, entry: kept }];
    });
    return changed ? { ...mapping, entries } : mapping;
  };

  /** `mapUIMessage`, then whose decisions they are; `last` and `status` say if its request is in flight. */
  const map = (message: unknown, index: number, count: number, status: UIMessageSyncStatus | undefined, previous: MessageMapping | undefined, superseded: boolean | undefined, done: boolean) => {
    const inFlight = index === count - 1 && (status === 'submitted' || status === 'streaming');
    return attribute(mapUIMessage(message, index, context, previous, superseded, done), previous, inFlight ? 'sent' : done ? 'ended' : 'open');
  };

  const resetAll = (messages: readonly UIMessage[], reuse: boolean) => {
    const known = new Map<unknown, Synced>(reuse ? synced.map((record) => [record.message, record]) : []);
    const superseded = supersededFlags(messages);
    awaiting = new Set();
    synced = messages.map((message, index) => {
      const before = known.get(message);
      const flag = superseded[index] ?? false;
      const done = hasEnded(index, messages.length, lastStatus);
      const mapping = before && before.superseded === flag && before.ended === done ? before.mapping : map(message, index, messages.length, lastStatus, undefined, flag, done);
      const record: Synced = { message, mapping, index, superseded: flag, ended: done, keys: new Map() };
      if (mapping.awaiting.length > 0) awaiting.add(record);
      return record;
    });
    const items = synced.flatMap((record) => record.mapping.entries.map((item) => ({ record, item })));
    const keys = store.getState().reset(items.map(({ item }) => ({ ...item.entry, key: item.key })));
    items.forEach(({ record, item }, index) => record.keys.set(item.key, keys[index] ?? item.key));
    entries = store.getState().entries;
    recorded = false;
    tail = -1;
    synced.forEach((record, index) => {
      if (record.mapping.entries.length > 0) tail = index;
    });
  };

  /** Adds what `next` changed in `record`'s message to `plan`; false when appends cannot say it. */
  const diff = (record: Synced, next: MessageMapping, atTail: boolean, plan: Plan): boolean => {
    const positions = new Map(next.entries.map((item, position) => [item.key, position]));
    let lastKept = -1;
    for (const item of record.mapping.entries) {
      const position = positions.get(item.key);
      if (position === undefined) return false;
      if (!item.linked) lastKept = Math.max(lastKept, position);
    }
    const before = new Map(record.mapping.entries.map((item) => [item.key, item]));
    for (const [position, item] of next.entries.entries()) {
      const old = before.get(item.key);
      if (old) {
        if (old.entry.type !== item.entry.type) return false;
        const key = record.keys.get(item.key);
        if (old.entry !== item.entry && key !== undefined) plan.updates.push([key, item.entry]);
      } else {
        if (!item.linked && (!atTail || position < lastKept)) return false;
        plan.appends.push({ owner: record, item });
      }
    }
    return true;
  };

  /** Maps each awaiting message before `position` again as superseded: its calls' expiry rows are appends. */
  const expireAwaiting = (position: number, plan: Plan): boolean => {
    for (const record of awaiting) {
      if (record.index >= position) continue;
      const mapping = attribute(mapUIMessage(record.message, record.index, context, record.mapping, true, true), record.mapping, 'ended');
      if (!diff(record, mapping, false, plan)) return false;
      record.mapping = mapping;
      record.superseded = true;
      record.ended = true;
      awaiting.delete(record);
    }
    return true;
  };

  /** The decision the Cameo client appended when the human clicked, if this one is that. */
  const adoptDecision = (item: MappedEntry): string | undefined => {
    const { entry } = item;
    if (entry.type !== 'tool_approval' || entry.by === 'agent') return undefined;
    const { keys, entries: stored } = store.getState();
    // Checked once, when the SDK's answer first appears; the click appended it moments ago,
    // after the latest call with this id (an earlier turn may have used the id too).
    for (let index = keys.length - 1; index >= 0; index -= 1) {
      const key = keys[index] as string;
      const found = stored.get(key);
      if (found?.type === 'tool_call' && found.id === entry.toolCallId) return undefined;
      if (found?.type === 'tool_approval' && found.toolCallId === entry.toolCallId && found.by !== 'agent') return key;
    }
    return undefined;
  };

  const apply = (plan: Plan) => {
    const { update, appendMany } = store.getState();
    for (const [key, entry] of plan.updates) update(key, () => entry);
    const appended: typeof plan.appends = [];
    for (const append of plan.appends) {
      const adopted = adoptDecision(append.item);
      if (adopted === undefined) appended.push(append);
      else {
        append.owner.keys.set(append.item.key, adopted);
        update(adopted, (found) => (sameDecision(found, append.item.entry) ? found : append.item.entry));
      }
    }
    if (appended.length === 0) return;
    const keys = appendMany(appended.map(({ item }) => ({ ...item.entry, key: item.key })));
    appended.forEach(({ owner, item }, index) => owner.keys.set(item.key, keys[index] ?? item.key));
  };

  return {
    sync(given, status) {
      if (!Array.isArray(given)) {
        // Not a list at all: one error row, and the next real list maps from scratch.
        last = undefined;
        stale = true;
        synced = [];
        awaiting = new Set();
        store.getState().reset([notMessages(given)]);
        return;
      }
      const messages = given;
      if (messages === last && status === lastStatus && !stale) return;
      const fresh = stale;
      last = messages;
      lastStatus = status;
      stale = false;
      const { keys, entries: current } = store.getState();
      if (fresh && messages.length === 0 && keys.length === 0 && synced.length === 0) {
        entries = current;
        recorded = false;
        return;
      }
      if (fresh || messages.length < synced.length || current !== entries) return resetAll(messages, !fresh);
      const plan: Plan = { updates: [], appends: [] };
      let nextTail = tail;
      for (let index = 0; index < messages.length; index += 1) {
        const message = messages[index];
        const record = synced[index];
        const done = hasEnded(index, messages.length, status);
        if (record && record.message === message && record.ended === done) continue;
        const mapping = map(message, index, messages.length, status, record?.mapping, record?.superseded, done || record?.superseded === true);
        if (record && mapping.id !== record.mapping.id) return resetAll(messages, true);
        const owner = record ?? { message, mapping: { id: mapping.id, entries: [], parts: [], awaiting: [] }, index, superseded: false, ended: done, keys: new Map() };
        // A new user message comes after every message synced so far; their expiry rows go first.
        if (!record && awaiting.size > 0 && isUserMessage(message) && !expireAwaiting(index, plan)) return resetAll(messages, true);
        if (!diff(owner, mapping, index >= tail, plan)) return resetAll(messages, true);
        // Recorded before the plan runs: a reset later in this loop reuses it by message.
        owner.message = message;
        owner.mapping = mapping;
        owner.ended = done || owner.superseded;
        if (mapping.awaiting.length > 0) awaiting.add(owner);
        else awaiting.delete(owner);
        if (!record) synced.push(owner);
        if (mapping.entries.length > 0) nextTail = Math.max(nextTail, index);
      }
      apply(plan);
      tail = nextTail;
    },
    approvalIdOf(toolCallId) {
      const messages = last ?? [];
      for (let index = messages.length - 1; index >= 0; index -= 1) {
        const parts: unknown = messages[index]?.parts;
        if (!Array.isArray(parts)) continue;
        for (const part of parts as unknown[]) {
          const fields = part as { toolCallId?: unknown; approval?: { id?: unknown } } | null;
          if (fields?.toolCallId === toolCallId && typeof fields.approval?.id === 'string') return fields.approval.id;
        }
      }
      return undefined;
    },
    setOptions(update) {
      options = { ...options, ...update };
      context = createPartContext(options);
      // Everything maps again, through one reset, on the next sync.
      stale = true;
    },
  };
}

function sameDecision(found: KeyedEntry, entry: TranscriptEntry): boolean {
  return found.type === 'tool_approval' && entry.type === 'tool_approval' && found.approved === entry.approved && found.reason === entry.reason;
}
