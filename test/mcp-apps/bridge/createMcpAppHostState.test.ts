import { createMcpAppHostState } from '../../../src/mcp-apps/createMcpAppHostState';

test('a container switch notifies subscribers until they unsubscribe; the same value notifies nobody', () => {
  const host = createMcpAppHostState();
  const listener = vi.fn();
  const unsubscribe = host.subscribe(listener);
  host.setContainer('fullscreen');
  expect(host.getContainer()).toBe('fullscreen');
  host.setContainer('fullscreen');
  expect(listener).toHaveBeenCalledTimes(1);
  unsubscribe();
  host.setContainer(null);
  expect(listener).toHaveBeenCalledTimes(1);
  expect(host.getContainer()).toBeNull();
});

test('beforeClose runs every registered teardown, never rejects, and an unregistered one no longer runs', async () => {
  const host = createMcpAppHostState();
  const first = vi.fn(() => Promise.reject(new Error('view gone')));
  const second = vi.fn(() => Promise.resolve());
  const unregister = host.onBeforeClose(first);
  host.onBeforeClose(second);
  await expect(host.beforeClose()).resolves.toBeUndefined();
  expect(first).toHaveBeenCalledTimes(1);
  expect(second).toHaveBeenCalledTimes(1);
  unregister();
  await host.beforeClose();
  expect(first).toHaveBeenCalledTimes(1);
  expect(second).toHaveBeenCalledTimes(2);
});
