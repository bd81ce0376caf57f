// @vitest-environment node
import { get, type ClientRequest, type IncomingMessage } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineServerWidget } from '../../src/core';
import { closeAllServers, openSse, requestJson, startServer, type SseReader } from './helpers';

const requests: ClientRequest[] = [];
afterEach(async () => {
  for (const request of requests.splice(0)) request.destroy();
  await closeAllServers();
});

/** Every broadcast renders this much, so kernel socket buffers fill after a few hundred. */
const chunk = 'x'.repeat(32 * 1024);
const bigWidget = () => {
  let step = 0;
  return {
    next: () => (step += 1),
    widget: defineServerWidget({ id: 'big', render: () => ({ step, chunk }) }),
  };
};

/**
 * An event-stream client that reads nothing: its response is paused from the first byte, so
 * Node stops reading the socket and the server's writes back up. `read()` then reads it all, up
 * to version `until` or to the end of the stream.
 */
function openStalledStream(url: string): Promise<{ read(until?: number): Promise<number[]> }> {
  return new Promise((resolve, reject) => {
    const request = get(url, { headers: { Accept: 'text/event-stream' } }, (response) => {
      response.pause();
      resolve({ read: (until) => readVersions(response, until) });
    });
    request.on('error', reject);
    requests.push(request);
  });
}

function readVersions(response: IncomingMessage, until?: number): Promise<number[]> {
  return new Promise((done) => {
    const versions: number[] = [];
    let buffered = '';
    response.setEncoding('utf8');
    response.on('data', (text: string) => {
      buffered += text;
      const blocks = buffered.split('\n\n');
      buffered = blocks.pop() ?? '';
      for (const block of blocks) {
        const id = /^id: (\d+)$/m.exec(block);
        if (id) versions.push(Number(id[1]));
      }
      if (until !== undefined && versions.at(-1) === until) done(versions);
    });
    // A stream the server cut short ends with an 'aborted' error: what arrived is the answer.
    response.on('error', () => {});
    response.on('close', () => done(versions));
    response.resume();
  });
}

/** Broadcasts until `stop()` holds, waiting for the fast reader to get each one (so it never lags). */
async function broadcastUntil(
  broadcast: () => Promise<void>,
  fast: SseReader,
  stop: () => boolean,
  limit = 2000,
): Promise<number[]> {
  const received: number[] = [];
  for (let i = 0; i < limit && !stop(); i++) {
    await broadcast();
    received.push((await fast.nextUpdate(5000)).version);
  }
  return received;
}

describe('slow event-stream clients', () => {
  it('disconnects a client that stops reading, while a fast one still gets every update in order', async () => {
    const onError = vi.fn();
    const { widget, next } = bigWidget();
    const { server, url, events } = await startServer({ widgets: [widget], maxPendingBytes: 256 * 1024, onError });
    const stalled = await openStalledStream(`${url}/widgets/big/events`);
    const fast = await events('big');
    const first = (await fast.nextUpdate()).version;
    await vi.waitFor(() => expect(server.subscriberCount()).toBe(2));

    const received = await broadcastUntil(
      () => (next(), server.broadcast('big')),
      fast,
      () => server.stats().slowClientsDropped > 0,
    );
    expect(server.stats()).toMatchObject({ slowClientsDropped: 1, subscribers: 1 });
    expect(received).toEqual(received.map((_, index) => first + 1 + index));
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ message: expect.stringMatching(/^dropped a slow subscriber of widget "big": \d+ bytes unsent, over the 262144-byte limit$/) }),
      { operation: 'events', widget: 'big' },
    );

    // What the dropped client had was in order, then ended; it resumes from its last id.
    const before = await stalled.read();
    expect(before.length).toBeGreaterThan(1);
    expect(before.length).toBeLessThan(received.length + 1);
    expect(before).toEqual(before.map((_, index) => first + index));
    const last = received.at(-1)!;
    const resumed = await openSse(`${url}/widgets/big/events`, { 'Last-Event-ID': String(before.at(-1)) });
    const after: number[] = [];
    while (after.at(-1) !== last) after.push((await resumed.nextUpdate()).version);
    // The missed updates weigh about the limit: a replay of each, or one fresh render past it.
    const replayed = after.map((_, index) => before.at(-1)! + 1 + index);
    expect(after.length === 1 ? [last] : replayed).toEqual(after);
    expect(await resumed.noUpdateWithin(100)).toBe(true);
    resumed.close();

    // The fast client is unaffected and keeps receiving.
    await server.broadcast('big');
    expect((await fast.nextUpdate()).version).toBe(first + received.length + 1);
  }, 30_000);

  it('queues a backlog under the limit and delivers all of it, in order, once the client reads', async () => {
    const { widget, next } = bigWidget();
    const { server, url, events } = await startServer({ widgets: [widget], maxPendingBytes: 64 * 1024 * 1024 });
    const stalled = await openStalledStream(`${url}/widgets/big/events`);
    const fast = await events('big');
    const first = (await fast.nextUpdate()).version;
    // Enough to overflow the kernel's socket buffers into the server's own queue.
    const received = await broadcastUntil(() => (next(), server.broadcast('big')), fast, () => false, 400);
    const last = received.at(-1)!;
    const versions = await stalled.read(last);
    expect(versions).toEqual([first, ...received]);
    expect(server.stats().slowClientsDropped).toBe(0);
  }, 30_000);

  it('replays a reconnect within maxPendingBytes, and sends one fresh render past it', async () => {
    const { widget, next } = bigWidget();
    const frame = 33 * 1024; // a little over one update's SSE frame
    const { server, url } = await startServer({ widgets: [widget], maxPendingBytes: 3 * frame });
    const v0 = ((await requestJson(`${url}/widgets/big/render`)).body as { version: number }).version;
    for (let i = 0; i < 5; i++) {
      next();
      await server.broadcast('big');
    }
    const near = await openSse(`${url}/widgets/big/events`, { 'Last-Event-ID': String(v0 + 2) });
    for (const version of [v0 + 3, v0 + 4, v0 + 5]) expect((await near.nextUpdate()).version).toBe(version);
    const far = await openSse(`${url}/widgets/big/events`, { 'Last-Event-ID': String(v0 + 1) });
    expect(await far.nextUpdate()).toMatchObject({ version: v0 + 5, data: { step: 5 } });
    expect(await far.noUpdateWithin(100)).toBe(true);
    near.close();
    far.close();
    expect(server.stats().slowClientsDropped).toBe(0);
  });

  it('refuses subscribers over maxSubscribers with 503 and Retry-After, and frees slots on disconnect', async () => {
    const { widget } = bigWidget();
    const { server, url, events } = await startServer({ widgets: [widget], maxSubscribers: 2 });
    const [a, b] = [await events('big'), await events('big')];
    await vi.waitFor(() => expect(server.subscriberCount()).toBe(2));
    const refused = await requestJson(`${url}/widgets/big/events`);
    expect(refused).toMatchObject({ status: 503, body: { error: { status: 503, message: 'too many subscribers (2); try again later' } } });
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(server.stats()).toEqual({ subscribers: 2, slowClientsDropped: 0, subscribersRefused: 1, bodiesReading: 0, bodiesTimedOut: 0, bodiesRefused: 0, bodiesRefusedForClient: 0 });

    a.close();
    await vi.waitFor(() => expect(server.subscriberCount()).toBe(1));
    const c = await events('big');
    expect(c.status).toBe(200);
    b.close();
    c.close();
    await vi.waitFor(() => expect(server.subscriberCount()).toBe(0));
  });
});
