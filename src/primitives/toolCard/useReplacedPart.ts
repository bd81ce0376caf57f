import { useContext } from 'react';
import type { TranscriptComponents } from '../transcript/TranscriptComponents';
import { ToolCardComponentsContext } from './ToolCardContext';

/**
 * The transcript's `components.ToolCall` or `components.ToolResult` (as `{Part}`) when the app
 * replaced the built-in one, so a card draws its arguments or result with it; null when it is
 * `builtIn`, or outside a transcript. A card compares with its own built-in so its default look is unchanged.
 */
export function useReplacedPart<K extends 'ToolCall' | 'ToolResult'>(
  name: K,
  builtIn: TranscriptComponents[K],
): { Part: TranscriptComponents[K] } | null {
  const Part = useContext(ToolCardComponentsContext)?.[name];
  return Part && Part !== builtIn ? { Part } : null;
}
