import '@testing-library/jest-dom/vitest';
import { notifyManager } from '@tanstack/react-query';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// The kit loads the markdown parser and the virtualizer with import() when first needed (issue
// 24). Tests of what they draw get them up front, as on a page that has used them once; the lazy
// path itself is tested on fresh modules (test/primitives/lazyChunks.test.tsx). Only where there
// is a DOM to draw in: a node-environment test may mock a core module these chunks would import.
if (typeof document !== 'undefined') {
  const [{ markdownParser }, { virtualRows }] = await Promise.all([
    import('../src/primitives/markdown/loadMarkdownParser'),
    import('../src/primitives/transcript/loadVirtualRows'),
  ]);
  await Promise.all([markdownParser.load(), virtualRows.load()]);
}

// react-query batches notifications on a timer by default; a microtask lets `await act(...)`
// flush them, so a test sees what a user would see right after an update.
notifyManager.setScheduler(queueMicrotask);

// findBy* and waitFor give up after 1 s by default, which a loaded two-core machine running two
// suites at once passed (a first render that also loads a lazy chunk). They return as soon as
// the condition holds, so only a real failure waits the whole 10 s.
configure({ asyncUtilTimeout: 10_000 });

// vi.waitFor's own 1 s default is out of the config's reach; the same reasoning gives it 10 s
// when a call names no timeout. A call that names one (a short inner retry) keeps it.
const waitFor = vi.waitFor.bind(vi);
vi.waitFor = ((callback, options) =>
  waitFor(callback, typeof options === 'number' ? options : { timeout: 10_000, ...options })) as typeof vi.waitFor;

afterEach(() => {
  cleanup();
});
