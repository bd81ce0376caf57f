import { expect, test } from 'vitest';
import { DEFAULT_VIEW_SANDBOX, viewSandboxAttribute } from '../../../src/mcp-apps/sandbox/viewSandboxAttribute';

test('without a request the view gets scripts and script-handled forms', () => {
  expect(viewSandboxAttribute(undefined)).toBe(DEFAULT_VIEW_SANDBOX);
  expect(DEFAULT_VIEW_SANDBOX).toBe('allow-scripts allow-forms');
});

test('never lets the view out of its opaque origin or its frame', () => {
  expect(
    viewSandboxAttribute(
      'allow-scripts allow-same-origin allow-top-navigation allow-top-navigation-by-user-activation allow-popups allow-popups-to-escape-sandbox allow-storage-access-by-user-activation allow-modals',
    ),
  ).toBe('allow-scripts allow-popups allow-modals');
  expect(viewSandboxAttribute('ALLOW-SAME-ORIGIN')).toBe('');
});

test('keeps the host’s stricter choice, drops unknown and repeated tokens, never throws', () => {
  expect(viewSandboxAttribute('')).toBe('');
  expect(viewSandboxAttribute('allow-forms')).toBe('allow-forms');
  expect(viewSandboxAttribute('  allow-scripts\tallow-scripts allow-everything "x"; ')).toBe('allow-scripts');
  expect(viewSandboxAttribute(42)).toBe('');
  expect(viewSandboxAttribute(null)).toBe('');
});
