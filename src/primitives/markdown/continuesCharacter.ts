// A combining mark (variation selectors included), tested on a whole code point so marks outside
// the BMP count too.
const mark = /^\p{M}$/u;
const zeroWidthJoiner = 0x200d;
// Past this many regional indicators in a row, which of them pair up is not worth the scan back.
const maxIndicatorScan = 64;

const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;
const isRegionalIndicator = (point: number | undefined) => point !== undefined && point >= 0x1f1e6 && point <= 0x1f1ff;
// Skin tones (U+1F3FB–1F3FF) and tags (U+E0020–E007F, as in the flags of England or Scotland)
// are drawn as part of the emoji before them.
const isEmojiContinuation = (point: number) => (point >= 0x1f3fb && point <= 0x1f3ff) || (point >= 0xe0020 && point <= 0xe007f);

/**
 * Whether a cut or a line break before `text[index]` would split what is drawn as one
 * character: a surrogate pair, a base and its combining marks, a zero-width-joiner sequence, a
 * flag (two regional indicators), or an emoji and its skin tone or tags.
 */
export function continuesCharacter(text: string, index: number): boolean {
  const code = text.charCodeAt(index);
  if (Number.isNaN(code)) return false;
  if (isLowSurrogate(code) || code === zeroWidthJoiner || text.charCodeAt(index - 1) === zeroWidthJoiner) return true;
  const point = text.codePointAt(index)!;
  if (isEmojiContinuation(point)) return true;
  if (isRegionalIndicator(point)) return regionalIndicatorsBefore(text, index) % 2 === 1;
  return mark.test(String.fromCodePoint(point));
}

/** How many regional indicators come right before `index` (each is a surrogate pair). */
function regionalIndicatorsBefore(text: string, index: number): number {
  let count = 0;
  for (let at = index - 2; at >= 0 && count < maxIndicatorScan && isRegionalIndicator(text.codePointAt(at)); at -= 2) {
    count += 1;
  }
  return count;
}
