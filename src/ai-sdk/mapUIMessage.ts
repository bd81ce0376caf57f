import type { Attachment, TranscriptEntry } from '../core';
import { cancelledCall, expiredApproval, mapUIMessagePart, type MappedEntry, type MappedPart, type PartContext } from './mapUIMessagePart';

/** What one part mapped to, with a shallow copy of the part to tell next time whether it changed. */
interface PartMemo {
  fields: Record<string, unknown> | undefined;
  mapped: MappedPart;
}

/** One message's entries in drawing order, and what its parts mapped to, for the next mapping. */
export interface MessageMapping {
  /** The message's id (or a stand-in for a message without one). */
  id: string;
  entries: readonly MappedEntry[];
  parts: readonly PartMemo[];
  /** Calls still awaiting their approval's answer, that a later user message would expire. */
  awaiting: readonly string[];
}

const noCalls: readonly string[] = [];

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A user message makes every approval still awaited before it unanswerable. */
export function isUserMessage(message: unknown): boolean {
  return isObject(message) && message.role === 'user';
}

/**
 * Whether message `index` of `count` no longer streams: every message but the last, and the last
 * too once the chat is neither submitted nor streaming. No status: the last one may still stream.
 */
export function hasEnded(index: number, count: number, status?: string): boolean {
  return index < count - 1 || !(status === undefined || status === 'submitted' || status === 'streaming');
}

/** For each message, whether a user message comes after it: its awaited approvals have expired. */
export function supersededFlags(messages: readonly unknown[]): boolean[] {
  const flags = new Array<boolean>(messages.length);
  let later = false;
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    flags[index] = later;
    if (isUserMessage(messages[index])) later = true;
  }
  return flags;
}

/**
 * Maps one message. With the `previous` mapping of the same message, a part whose fields are
 * all identical (`useChat` clones the last message shallowly per token, so only the growing part
 * differs) is not mapped again, and an entry equal by value to its previous one is that same
 * object: the sync then updates only what changed. `superseded`: a user message follows this
 * one, so each call still awaiting approval gets its expiry result after its other rows.
 * `ended`: the message no longer streams (it is not the last one, or the chat is ready or failed),
 * so each call still without a result is cancelled; a superseded message has ended too.
 */
export function mapUIMessage(message: unknown, position: number, context: PartContext, previous?: MessageMapping, superseded = false, ended = superseded): MessageMapping {
  if (!isObject(message)) return malformed(`#${position}`, position, `message ${position} is not an object`);
  try {
    return mapMessage(message, position, context, previous, superseded, ended);
  } catch (error) {
    // A getter that throws, a proxy: whatever a saved thread holds, the page draws an error row.
    return malformed(`#${position}`, position, `message ${position} could not be read: ${describe(error)}`);
  }
}

/** An error row in place of a message that cannot be drawn, with the wire parser's `index`. */
function malformed(id: string, position: number, message: string): MessageMapping {
  return { id, entries: [{ key: `${id}:error`, entry: { type: 'error', message, index: position }, linked: true }], parts: [], awaiting: noCalls };
}

function describe(error: unknown): string {
  try {
    return error instanceof Error ? error.message : String(error);
  } catch {
    return 'unreadable';
  }
}

function mapMessage(message: Record<string, unknown>, position: number, context: PartContext, previous: MessageMapping | undefined, superseded: boolean, ended: boolean): MessageMapping {
  const id = typeof message.id === 'string' && message.id !== '' ? message.id : `#${position}`;
  // System messages are instructions to the model, not part of the conversation a human reads.
  if (message.role === 'system') return { id, entries: [], parts: [], awaiting: noCalls };
  const textType = message.role === 'user' ? 'user' : 'assistant';
  if (message.role !== 'user' && message.role !== 'assistant') {
    context.warnOnce(`role ${String(message.role)}`, `message ${id} has the unknown role ${JSON.stringify(message.role)}; it is drawn as the assistant's.`);
  }
  if (!Array.isArray(message.parts)) {
    const { entries } = malformed(id, position, `message ${id} has no parts array`);
    return { id, entries: entries.map((item) => ({ ...item, entry: { ...item.entry, path: 'parts' } as TranscriptEntry })), parts: [], awaiting: noCalls };
  }

  const parts: PartMemo[] = [];
  const entries: MappedEntry[] = [];
  const attachments: Attachment[] = [];
  let filesAt = -1;
  const seen = new Set<string>();
  let awaiting: string[] | undefined;
  const add = (item: MappedEntry, index: number) => {
    // Two parts of one message asking for one key (a call id used twice) get one each.
    const key = seen.has(item.key) ? `${item.key}#${index}` : item.key;
    seen.add(key);
    entries.push(key === item.key ? item : { ...item, key });
  };
  (message.parts as unknown[]).forEach((part, index) => {
    const before = previous?.parts[index];
    const fields = isObject(part) ? { ...part } : undefined;
    const mapped = before && (sameFields(before.fields, fields) || sameSettledCall(before.fields, fields)) ? before.mapped : mapUIMessagePart(part, index, { id, textType }, context);
    parts.push({ fields, mapped });
    if (mapped.attachment) {
      if (filesAt < 0) filesAt = entries.length;
      attachments.push(mapped.attachment);
    }
    const cut = mapped.open !== undefined && (ended || superseded) ? `${mapped.open}:call` : undefined;
    for (const item of mapped.entries) add(item.key === cut ? cancelledCall(item) : item, index);
    if (mapped.awaiting === undefined) return;
    if (superseded) add(expiredApproval(mapped.awaiting), index);
    else (awaiting ??= []).push(mapped.awaiting);
  });
  if (attachments.length > 0) attach(entries, attachments, filesAt, `${id}:files`, textType);
  if (previous) keepUnchanged(entries, previous.entries);
  return { id, entries, parts, awaiting: awaiting ?? noCalls };
}

/**
 * Files are chips on their message's first text entry; a message of files alone gets an empty
 * one where its first file was.
 */
function attach(entries: MappedEntry[], attachments: Attachment[], filesAt: number, key: string, textType: 'user' | 'assistant') {
  const at = entries.findIndex((item) => item.entry.type === 'user' || item.entry.type === 'assistant');
  const target = entries[at];
  if (target && (target.entry.type === 'user' || target.entry.type === 'assistant')) {
    entries[at] = { ...target, entry: { ...target.entry, attachments } };
  } else {
    entries.splice(filesAt, 0, { key, entry: { type: textType, text: '', attachments }, linked: false });
  }
}

/** Puts back each previous entry object that is equal by value, so its row keeps its identity. */
function keepUnchanged(entries: MappedEntry[], previous: readonly MappedEntry[]) {
  const byKey = new Map(previous.map((item) => [item.key, item]));
  entries.forEach((item, index) => {
    const before = byKey.get(item.key);
    if (before && before.entry !== item.entry && sameEntry(before.entry, item.entry)) entries[index] = { ...item, entry: before.entry };
  });
}

function sameFields(a: Record<string, unknown> | undefined, b: Record<string, unknown> | undefined): boolean {
  if (a === undefined || b === undefined) return false;
  const keys = Object.keys(b);
  if (Object.keys(a).length !== keys.length) return false;
  return keys.every((key) => Object.is(a[key], b[key]));
}

const settled = new Set<unknown>(['input-available', 'approval-requested', 'approval-responded', 'output-available', 'output-error', 'output-denied']);

/**
 * A tool part whose input and output can no longer change (it moved past streaming, and its
 * output is final) is the same while its state and decision are: its input and output are not
 * compared, so a deep-cloned snapshot (`readUIMessageStream` makes them) costs no re-formatting.
 */
function sameSettledCall(a: Record<string, unknown> | undefined, b: Record<string, unknown> | undefined): boolean {
  if (a === undefined || b === undefined || a.type !== b.type || typeof b.type !== 'string') return false;
  if (b.type !== 'dynamic-tool' && !b.type.startsWith('tool-')) return false;
  if (!settled.has(b.state) || a.state !== b.state || a.preliminary === true || b.preliminary === true) return false;
  const x = isObject(a.approval) ? a.approval : {};
  const y = isObject(b.approval) ? b.approval : {};
  return a.toolCallId === b.toolCallId && a.toolName === b.toolName && a.errorText === b.errorText && x.id === y.id && x.approved === y.approved && x.reason === y.reason;
}

/**
 * Field by field with `===`, which is what changes between tokens. Streaming arguments are a
 * fresh `{}` each time, and attachments are rebuilt per mapping, so those two compare by content.
 */
export function sameEntry(a: TranscriptEntry, b: TranscriptEntry): boolean {
  if (a === b) return true;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(right);
  if (Object.keys(left).length !== keys.length) return false;
  return keys.every((key) => {
    const x = left[key];
    const y = right[key];
    if (Object.is(x, y)) return true;
    if (key === 'args') return isEmptyObject(x) && isEmptyObject(y);
    if (key === 'attachments') return sameAttachments(x as Attachment[] | undefined, y as Attachment[] | undefined);
    return false;
  });
}

function isEmptyObject(value: unknown): boolean {
  return isObject(value) && !Array.isArray(value) && Object.keys(value).length === 0;
}

function sameAttachments(a: readonly Attachment[] | undefined, b: readonly Attachment[] | undefined): boolean {
  if (!a || !b || a.length !== b.length) return false;
  return a.every((item, index) => {
    const other = b[index];
    return other !== undefined && item.url === other.url && item.mediaType === other.mediaType && item.name === other.name;
  });
}
