// What could make marked read text as more than paragraphs of text: any character that opens an
// inline span, an entity, HTML or a table, or an autolink; a line that could open a block (an
// indent, a list, a heading, a quote, a setext underline, a rule); two spaces before a line end
// (a hard break). Deliberately broad: a miss only means the parser is loaded for a message that
// did not need it.
const INLINE_SYNTAX = /[\\`*_~[\]<>|&@\t\r\f\v]|:\/\/|www\./i;
const BLOCK_SYNTAX = /(?:^|\n)(?: |[-+=#>]|\d{1,9}[.)])| {2}\n/;

/** Whether `text` draws the same as paragraphs of text, with or without a markdown parser. */
export function isPlainText(text: string): boolean {
  return !INLINE_SYNTAX.test(text) && !BLOCK_SYNTAX.test(text);
}

/**
 * `text` as the paragraphs marked finds in plain text (split at blank lines, outer line ends
 * dropped), for drawing a message before the parser has loaded.
 */
export function plainBlocks(text: string): string[] {
  return text
    .split(/\n{2,}/)
    .map((part) => part.replace(/^\n+|\n+$/g, ''))
    .filter((part) => part !== '');
}
