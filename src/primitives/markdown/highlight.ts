// The syntax highlighter: its own chunk, loaded by loadHighlighter() when a code block with a
// language first appears. Nothing else may import this file statically.
import { common, createLowlight } from 'lowlight';

const lowlight = createLowlight(common);

export type HighlightNode =
  | { type: 'text'; value: string }
  | { type: 'element'; tagName: string; properties?: { className?: unknown }; children: HighlightNode[] };

/** The code as a tree of token spans, or null for a language it does not know. */
export function highlight(code: string, language: string): HighlightNode[] | null {
  const name = language.toLowerCase();
  if (!lowlight.registered(name)) return null;
  return lowlight.highlight(name, code).children as HighlightNode[];
}
