import '@testing-library/jest-dom/vitest';
import { notifyManager } from '@tanstack/react-query';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// react-query batches notifications on a timer by default; a microtask lets `await act(...)`
// flush them, so a test sees what a user would see right after an update.
notifyManager.setScheduler(queueMicrotask);

afterEach(() => {
  cleanup();
});
