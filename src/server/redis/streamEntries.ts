import type { BroadcastEvent } from '../Broadcaster';

/**
 * Redis Stream ids are `ms-seq`: the millisecond the entry was added and a sequence within it.
 * Clients order by one number, so the version is `ms * 1024 + seq`, a safe integer until the
 * year 2248 that grows strictly with the id as long as one widget gets at most 1024 updates in
 * one millisecond (past that, the rest of that millisecond share version `ms * 1024 + 1023`,
 * and clients skip them until the next update).
 */
export const sequencesPerMs = 1024;

/** The version of a stream id, or null for anything that is not one (garbage, another format). */
export function streamVersion(id: string): number | null {
  const match = /^(\d{1,16})-(\d{1,20})$/.exec(id);
  // Redis refuses a sequence past 2^64 - 1 with an error: such an id is garbage, not a replay.
  if (!match || BigInt(match[2]!) > 18_446_744_073_709_551_615n) return null;
  const ms = Number(match[1]);
  const seq = Math.min(Number(match[2]), sequencesPerMs - 1);
  const version = ms * sequencesPerMs + seq;
  return Number.isSafeInteger(version) ? version : null;
}

/** Bulk strings arrive as strings, or as Buffers under a client's type mapping. */
export function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Uint8Array) return Buffer.from(value).toString('utf8');
  return String(value);
}

/** `[[id, [field, value, …]], …]` (XRANGE, XREVRANGE, one stream of XREAD) as events. */
export function toEvents(entries: unknown): BroadcastEvent[] {
  return readEntries(entries).events;
}

export interface StreamEntries {
  events: BroadcastEvent[];
  /** Ids of entries someone else wrote to our key (no `data` field): not ours to deliver. */
  foreign: string[];
  /** The id of the last entry, ours or not; null when there was none. */
  lastId: string | null;
}

/** Like `toEvents`, also telling which entries were skipped and where the list ended. */
export function readEntries(entries: unknown): StreamEntries {
  const result: StreamEntries = { events: [], foreign: [], lastId: null };
  if (!Array.isArray(entries)) return result;
  for (const entry of entries) {
    if (!Array.isArray(entry)) continue;
    const id = text(entry[0]);
    const version = streamVersion(id);
    if (version === null) continue;
    result.lastId = id;
    const data = fieldValue(entry[1], 'data');
    if (data === undefined) result.foreign.push(id);
    else result.events.push({ id, version, data });
  }
  return result;
}

function fieldValue(fields: unknown, name: string): string | undefined {
  if (Array.isArray(fields)) {
    for (let i = 0; i + 1 < fields.length; i += 2) if (text(fields[i]) === name) return text(fields[i + 1]);
    return undefined;
  }
  if (fields instanceof Map) return fields.has(name) ? text(fields.get(name)) : undefined;
  if (typeof fields === 'object' && fields !== null && name in fields) return text((fields as Record<string, unknown>)[name]);
  return undefined;
}

/** An XREAD reply (RESP2 `[[key, entries], …]`, or a RESP3 map) as `[key, entries]` pairs. */
export function streamsOf(reply: unknown): Array<[string, unknown]> {
  if (reply === null || reply === undefined) return [];
  if (Array.isArray(reply)) {
    return reply.filter(Array.isArray).map((pair) => [text(pair[0]), pair[1]] as [string, unknown]);
  }
  if (reply instanceof Map) return [...reply].map(([key, entries]) => [text(key), entries]);
  if (typeof reply === 'object') return Object.entries(reply);
  return [];
}
