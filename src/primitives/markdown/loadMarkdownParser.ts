import { lazyChunk } from '../lazyChunk';

export type MarkdownParser = typeof import('./markdownParser');

/** The markdown parser's chunk (marked ~52 kB and the renderers): fetched with the first message that needs it. */
export const markdownParser = lazyChunk<MarkdownParser>(() => import('./markdownParser'));
