import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { markdownParser } from '../../src/primitives/markdown/loadMarkdownParser';
import { virtualRows } from '../../src/primitives/transcript/loadVirtualRows';

// The kit loads the markdown parser and the virtualizer with import() when first needed (issue
// 24). Tests of what they draw get them up front, as on a page that has used them once; the lazy
// path itself is tested on fresh modules (test/primitives/lazyChunks.test.tsx).
await Promise.all([markdownParser.load(), virtualRows.load()]);

// Frames (srcdoc, the MCP sandbox proxy) finish their handshake in well over the 1 s default on a
// busy two-core CI machine; findBy* only waits this long when the thing never shows up.
configure({ asyncUtilTimeout: 10_000 });

// Real browser events arrive outside React's act(); telling React so stops false warnings.
beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

afterEach(() => {
  cleanup();
});
