// The invisible characters that reorder or redirect the text around them: embeddings and
// overrides (U+202A–202E), isolates (U+2066–2069), the marks (U+200E LRM, U+200F RLM, U+061C
// ALM). `[bank\u202E](…)` otherwise draws everything after it, the host label too, backwards.
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;

/**
 * `text` with its bidi control characters taken out. Right-to-left text itself is untouched:
 * it is ordered by its own characters, and where it sits next to a link's host the markup
 * isolates the two (`<bdi>`).
 */
export function neutralizeBidi(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}
