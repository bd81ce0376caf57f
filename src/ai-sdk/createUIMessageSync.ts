import type { UIMessage } from 'ai';
import type { TranscriptStore } from '../core/createTranscriptStore';
import type { KeyedEntry, TranscriptEntry } from '../core/protocol';
import { hasEnded, isUserMessage, mapUIMessage, supersededFlags, type MessageMapping } from './mapUIMessage';
import { createPartContext, type MappedEntry, type UIMessageMappingOptions } from './mapUIMessagePart';

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

  const resetAll = (messages: readonly UIMessage[], reuse: boolean) => {
    const known = new Map<unknown, Synced>(reuse ? synced.map((record) => [record.message, record]) : []);
    const superseded = supersededFlags(messages);
    awaiting = new Set();
    synced = messages.map((message, index) => {
      const before = known.get(message);
      const flag = superseded[index] ?? false;
      const done = hasEnded(index, messages.length, lastStatus);
      const mapping = before && before.superseded === flag && before.ended === done ? before.mapping : mapUIMessage(message, index, context, undefined, flag, done);
      const record: Synced = { message, mapping, index, superseded: flag, ended: done, keys: new Map() };
      if (mapping.awaiting.length > 0) awaiting.add(record);
      return record;
    });
    const items = synced.flatMap((record) => record.mapping.entries.map((item) => ({ record, item })));
    const keys = store.getState().reset(items.map(({ item }) => ({ ...item.entry, key: item.key })));
    items.forEach(({ record, item }, index) => record.keys.set(item.key, keys[index] ?? item.key));
    entries = store.getState().entries;
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
      const mapping = mapUIMessage(record.message, record.index, context, record.mapping, true, true);
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
    if (entry.type !== 'tool_approval') return undefined;
    const { keys, entries: stored } = store.getState();
    // Checked once, when the SDK's answer first appears; the click appended it moments ago.
    for (let index = keys.length - 1; index >= 0; index -= 1) {
      const key = keys[index] as string;
      const found = stored.get(key);
      if (found?.type === 'tool_approval' && found.toolCallId === entry.toolCallId) return key;
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
    sync(messages, status) {
      if (messages === last && status === lastStatus && !stale) return;
      const fresh = stale;
      last = messages;
      lastStatus = status;
      stale = false;
      const { keys, entries: current } = store.getState();
      if (fresh && messages.length === 0 && keys.length === 0 && synced.length === 0) {
        entries = current;
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
        const mapping = mapUIMessage(message, index, context, record?.mapping, record?.superseded, done || record?.superseded === true);
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
