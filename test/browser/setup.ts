import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

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
