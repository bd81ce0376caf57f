import { type EntrySources, WireReader } from './parseTranscript';
import type { TranscriptEntry } from './protocol';
import { isObject } from './readObject';

/** A long transcript read from its end: the recent items read, the earlier ones left as they came. */
export interface HistoryCut {
  /** The items before the cut, unread. */
  earlier: readonly unknown[];
  /** The items from the cut on, read by `reader`, with where each entry came from. */
  entries: TranscriptEntry[];
  sources: EntrySources;
  /** The reader that read them: later chunks go on from it. */
  reader: WireReader;
}

/**
 * Reads only the last `recent` items (or more) of a longer transcript, where they read exactly
 * as they would after the rest: no result tuple goes unanswered, and no item before the cut
 * names a call the recent ones name (its result, ui rows or decision would land elsewhere, or
 * answer a different call). The earlier items then read on their own later, as older history
 * put before it, with the same result as reading everything at once. When no such cut is found
 * within the last half, there is no cut: the whole transcript is read as usual.
 *
 * Checking a cut reads every earlier item's `id`, `toolCallId` and `key` only: three property
 * reads each, against parsing and storing an entry each.
 */
export function cutHistory(input: unknown, recent: number): HistoryCut | undefined {
  if (!(recent >= 1)) return undefined;
  let items: readonly unknown[];
  try {
    const value: unknown = typeof input === 'string' ? JSON.parse(input) : input;
    if (!Array.isArray(value)) return undefined;
    items = value;
  } catch {
    // Not JSON or not readable: the whole read says so, in place, as it always does.
    return undefined;
  }
  const length = items.length;
  for (let size = recent; 2 * size < length; size *= 4) {
    const cut = length - size;
    const reader = new WireReader(cut);
    const sources: EntrySources = { indices: [], keys: [] };
    // Quiet: a cut not taken must not warn about an orphan that reading everything answers.
    const entries = reader.read(items.slice(cut), sources, true);
    if (reader.unanswered === 0 && standsAlone(items, cut, entries, sources)) {
      reader.warn(entries);
      return { earlier: items.slice(0, cut), entries, sources, reader };
    }
  }
  return undefined;
}

/** Whether no item before `cut` names a call or a key that the recent entries name. */
function standsAlone(items: readonly unknown[], cut: number, entries: readonly TranscriptEntry[], sources: EntrySources): boolean {
  const calls = new Set<string>();
  for (const entry of entries) {
    if (entry.type === 'tool_call') calls.add(entry.id);
    else if (entry.type === 'tool_result' || entry.type === 'ui' || entry.type === 'tool_approval') calls.add(entry.toolCallId);
  }
  const keys = new Set(sources.keys.filter((key) => key !== undefined));
  try {
    for (let index = 0; index < cut; index += 1) {
      const item = items[index];
      if (!isObject(item)) continue;
      // Plain reads, not own ones: an inherited value can only make a cut look unsafe, and
      // this loop is what a cut costs.
      const { id, toolCallId, key } = item;
      if ((typeof id === 'string' && calls.has(id)) || (typeof toolCallId === 'string' && calls.has(toolCallId))) return false;
      // A key the store makes up (e0, e1, …) may be one the recent entries were given.
      if (typeof key === 'string' && (keys.has(key) || /^e\d+$/.test(key))) return false;
    }
  } catch {
    return false;
  }
  return true;
}
