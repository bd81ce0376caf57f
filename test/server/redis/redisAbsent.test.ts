// @vitest-environment node
import { createServer } from 'node:net';
import { createClient } from 'redis';
import { afterEach, describe, expect, it } from 'vitest';
import { defineServerWidget } from '../../../src/core';
import { createRedisBroadcaster, type Broadcaster } from '../../../src/server';
import { closeAllServers, postJson, requestJson, startServer } from '../helpers';

// Pods that come up before Redis does: the widget server must answer from the start.
const cleanups: Array<() => Promise<unknown> | unknown> = [];
afterEach(async () => {
  await closeAllServers();
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** A loopback port nothing listens on. */
async function deadPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('a widget server whose Redis is not there at start', () => {
  it('serves renders and actions at once instead of waiting for Redis, and logs the outage once', async () => {
    const client = createClient({ url: `redis://127.0.0.1:${await deadPort()}`, socket: { reconnectStrategy: () => 50 } });
    const errors: unknown[] = [];
    const broadcaster: Broadcaster = createRedisBroadcaster({ client, onError: (error) => errors.push(error), commandTimeoutMs: 100 });
    cleanups.push(async () => {
      await broadcaster.close();
      client.destroy();
    });
    let count = 0;
    const counter = defineServerWidget({ id: 'counter', render: () => ({ count }), handleAction: () => ++count });
    const { url } = await startServer({ widgets: [counter], broadcaster, onError: () => {} });

    // The client is still trying to connect: neither request may wait for it.
    const render = await requestJson(`${url}/widgets/counter/render`, { signal: AbortSignal.timeout(3000) });
    expect(render).toMatchObject({ status: 200, body: { data: { count: 0 } } });
    const action = await postJson(`${url}/widgets/counter/actions/add`, {});
    expect(action).toMatchObject({ status: 200, body: { result: 1 } });
    expect(errors).toHaveLength(1);
    expect(String(errors[0])).toMatch(/Redis is unavailable/);
  });
});
