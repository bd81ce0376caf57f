import { lazyChunk } from '../lazyChunk';
import type { VirtualRows } from './VirtualRows';

/** The virtualized rows' chunk (the virtualizer ~33 kB): fetched when a list first needs it. */
export const virtualRows = lazyChunk<{ VirtualRows: typeof VirtualRows }>(() => import('./VirtualRows'));
