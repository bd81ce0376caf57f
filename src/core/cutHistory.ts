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
 * Reads only the last `recent` items (or more) of a longer transcript (an array: a JSON string
 * is parsed by the caller, once), cut where they read
 * exactly as they would after the rest: every result tuple finds its call, and no item before
 * the cut names a call that the recent ones name (its result, ui rows or decision would be
 * drawn elsewhere, or answer another call). When no such cut is found within the last half,
 * there is no cut: the whole transcript is read as usual. The earlier items read later, as
 * older history put before it, giving the same entries in the same order as reading everything
 * at once. One difference remains, for a malformed transcript: of two items given the same
 * `key`, the recent one keeps it (read all at once, the earlier one would).
 *
 * Checking a cut reads each earlier item's `type`, and a tool item's call id: a property read or
 * two each, against parsing and storing an entry each.
 */
export function cutHistory(input: unknown, recent: number): HistoryCut | undefined {
  if (!(recent >= 1)) return undefined;
  let items: readonly unknown[];
  try {
    if (!Array.isArray(input)) return undefined;
    items = input;
  } catch {
    // Not readable (a revoked proxy): the whole read says so, in place, as it always does.
    return undefined;
  }
  const length = items.length;
  for (let size = recent; 2 * size < length; size *= 4) {
    const cut = length - size;
    const reader = new WireReader(cut);
    const sources: EntrySources = { indices: [], keys: [] };
    // Quiet: a cut not taken must not warn about an orphan that reading everything answers.
    const entries = reader.read(items.slice(cut), sources, true);
    if (reader.unanswered === 0 && standsAlone(items, cut, entries)) {
      reader.warn(entries);
      return { earlier: items.slice(0, cut), entries, sources, reader };
    }
  }
  return undefined;
}

/** Whether no item before `cut` names a call that the recent entries name. */
function standsAlone(items: readonly unknown[], cut: number, entries: readonly TranscriptEntry[]): boolean {
  const calls = new Set<string>();
  for (const entry of entries) {
    if (entry.type === 'tool_call') calls.add(entry.id);
    else if (entry.type === 'tool_result' || entry.type === 'ui' || entry.type === 'tool_approval') calls.add(entry.toolCallId);
  }
  try {
    for (let index = 0; index < cut; index += 1) {
      const item = items[index];
      if (!isObject(item)) continue;
      // Plain reads, not own ones, and only the field an item's type links by: an inherited
      // value can only make a cut look unsafe, and this loop is what a cut costs.
      const { type } = item;
      const call = type === 'tool_call' ? item.id : type === 'tool_result' || type === 'ui' || type === 'tool_approval' ? item.toolCallId : undefined;
      if (typeof call === 'string' && calls.has(call)) return false;
    }
  } catch {
    return false;
  }
  return true;
}
