// The markdown parser (marked, behind the block lexer) and the drawing of its tokens: their own
// chunk, loaded through loadMarkdownParser when a message first has markdown syntax. Nothing
// else may import this file statically, and nothing outside this chunk may import
// createBlockLexer, lexMarkdown or the block renderers at run time (types only), or marked and
// the renderers move back into every app's first chunk.
export { createBlockLexer } from './createBlockLexer';
export { MarkdownBlocks } from './MarkdownBlocks';
