import { useRef } from 'react';
import type { KeyedEntry, ToolCallEntry } from '../core';
import { isObject } from '../core/internal';
import { useCameoClient, useStoreState } from '../react';

/** A call's arguments as the transcript has them: whole, or the text streamed so far. */
export interface ToolCallArguments {
  args?: Record<string, unknown>;
  argsText?: string;
}

/**
 * The arguments of the transcript's `tool_call` entry with this id, so a view gets
 * `tool-input-partial` while they stream and `tool-input` once complete, even when its launcher
 * data carries no `input` (a loop's own `toCameoToolResult(result, tool, {widget})`). The
 * entry's key is remembered once found, so a streamed token costs one lookup, not a scan.
 */
export function useToolCallArguments(toolCallId: string | undefined): ToolCallArguments {
  const store = useCameoClient().transcript;
  const key = useRef<string | undefined>(undefined);
  const entry = useStoreState(store, (state) => {
    if (toolCallId === undefined) return undefined;
    const known = key.current === undefined ? undefined : state.entries.get(key.current);
    if (known && isCall(known, toolCallId)) return known;
    for (const candidate of state.entries.values()) {
      if (isCall(candidate, toolCallId)) {
        key.current = candidate.key;
        return candidate;
      }
    }
    return undefined;
  });
  if (!entry) return {};
  if (entry.argsText !== undefined) return { argsText: entry.argsText };
  return isObject(entry.args) ? { args: entry.args } : {};
}

function isCall(entry: KeyedEntry, id: string): entry is KeyedEntry & ToolCallEntry {
  return entry.type === 'tool_call' && entry.id === id;
}
