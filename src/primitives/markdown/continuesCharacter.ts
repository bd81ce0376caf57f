// A surrogate pair's second half, or a combining mark (variation selectors included).
const continuation = /^(?:[\uDC00-\uDFFF]|\p{M})/u;
const zeroWidthJoiner = 0x200d;

/**
 * Whether a cut or a line break before `text[index]` would split what is drawn as one
 * character: a surrogate pair, a base and its combining marks, or a zero-width-joiner sequence.
 */
export function continuesCharacter(text: string, index: number): boolean {
  return (
    continuation.test(text.charAt(index)) ||
    text.charCodeAt(index) === zeroWidthJoiner ||
    text.charCodeAt(index - 1) === zeroWidthJoiner
  );
}
