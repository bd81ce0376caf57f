// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineServerWidget } from '../../src/core';
import { closeAllServers, counterWidget, postJson, requestJson, startServer } from './helpers';

afterEach(closeAllServers);

describe('GET /widgets/:id/events', () => {
  it('opens an event stream with the SSE headers and retry first', async () => {
    const { events } = await startServer({ widgets: [counterWidget()] });
    const stream = await events('counter');
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers.get('cache-control')).toBe('no-cache');
    expect(stream.headers.get('connection')).toBe('keep-alive');
    expect(stream.headers.get('x-accel-buffering')).toBe('no');
    expect(await stream.next()).toEqual({ retry: 1000, comments: [] });
  });

  it('sends the current state at once when there is no Last-Event-ID', async () => {
    const { url, events } = await startServer({ widgets: [counterWidget()] });
    await postJson(`${url}/widgets/counter/actions/add`, { by: 2 });
    const render = (await requestJson(`${url}/widgets/counter/render`)).body as { version: number };
    const stream = await events('counter');
    const update = await stream.nextUpdate();
    expect(update).toEqual({ id: String(render.version), data: { count: 2 }, version: render.version });
    expect(await stream.noUpdateWithin(100)).toBe(true);
  });

  it('pushes an action’s new state to every subscriber', async () => {
    const { url, events } = await startServer({ widgets: [counterWidget()] });
    const [a, b] = [await events('counter'), await events('counter')];
    const initial = await a.nextUpdate();
    expect((await b.nextUpdate()).version).toBe(initial.version);

    const res = await postJson(`${url}/widgets/counter/actions/add`, { by: 5 });
    expect(res.status).toBe(200);
    for (const stream of [a, b]) {
      expect(await stream.nextUpdate()).toEqual({
        id: String(initial.version + 1),
        data: { count: 5 },
        version: initial.version + 1,
      });
    }
  });

  it('does not push after a failed action', async () => {
    const { url, events } = await startServer({ widgets: [counterWidget()] });
    const stream = await events('counter');
    await stream.nextUpdate();
    expect((await postJson(`${url}/widgets/counter/actions/nope`, {})).status).toBe(404);
    expect(await stream.noUpdateWithin(100)).toBe(true);
  });

  it('only reaches subscribers of the widget that changed', async () => {
    const { server, events } = await startServer({ widgets: [counterWidget('a'), counterWidget('b')] });
    const streamB = await events('b');
    await streamB.nextUpdate();
    await server.broadcast('a');
    expect(await streamB.noUpdateWithin(100)).toBe(true);
  });

  it('broadcast() pushes a fresh render under the next version', async () => {
    let label = 'one';
    const widget = defineServerWidget({ id: 'label', render: () => ({ label }) });
    const { server, events } = await startServer({ widgets: [widget] });
    const stream = await events('label');
    const initial = await stream.nextUpdate();
    label = 'two';
    await server.broadcast('label');
    expect(await stream.nextUpdate()).toMatchObject({ data: { label: 'two' }, version: initial.version + 1 });
    await expect(server.broadcast('missing')).rejects.toMatchObject({ status: 404 });
  });

  it('replays the updates after Last-Event-ID in order, exactly once', async () => {
    const { url, server, events } = await startServer({ widgets: [counterWidget()] });
    const v0 = ((await requestJson(`${url}/widgets/counter/render`)).body as { version: number }).version;
    for (let i = 0; i < 3; i++) await postJson(`${url}/widgets/counter/actions/add`, { by: 1 });

    const stream = await events('counter', { 'Last-Event-ID': String(v0 + 1) });
    expect(await stream.nextUpdate()).toEqual({ id: String(v0 + 2), data: { count: 2 }, version: v0 + 2 });
    expect(await stream.nextUpdate()).toEqual({ id: String(v0 + 3), data: { count: 3 }, version: v0 + 3 });
    await server.broadcast('counter');
    expect((await stream.nextUpdate()).version).toBe(v0 + 4);
    expect(await stream.noUpdateWithin(100)).toBe(true);
  });

  it('takes the last event id from the query when there is no header', async () => {
    const { url, events } = await startServer({ widgets: [counterWidget()] });
    const v0 = ((await requestJson(`${url}/widgets/counter/render`)).body as { version: number }).version;
    await postJson(`${url}/widgets/counter/actions/add`, { by: 1 });
    await postJson(`${url}/widgets/counter/actions/add`, { by: 1 });
    const stream = await events('counter', {}, `?lastEventId=${v0 + 1}`);
    expect((await stream.nextUpdate()).version).toBe(v0 + 2);
    expect(await stream.noUpdateWithin(100)).toBe(true);
  });

  it('sends nothing on connect for a client that is up to date', async () => {
    const { url, events } = await startServer({ widgets: [counterWidget()] });
    await postJson(`${url}/widgets/counter/actions/add`, { by: 1 });
    const current = ((await requestJson(`${url}/widgets/counter/render`)).body as { version: number }).version;
    const stream = await events('counter', { 'Last-Event-ID': String(current) });
    expect(await stream.noUpdateWithin(100)).toBe(true);
  });

  it('sends one fresh render when the buffer no longer reaches back to Last-Event-ID', async () => {
    const { url, events } = await startServer({ widgets: [counterWidget()], replayLimit: 2 });
    const v0 = ((await requestJson(`${url}/widgets/counter/render`)).body as { version: number }).version;
    for (let i = 0; i < 4; i++) await postJson(`${url}/widgets/counter/actions/add`, { by: 1 });

    // The buffer holds v0+3 and v0+4: a client at v0+1 would miss v0+2.
    const behind = await events('counter', { 'Last-Event-ID': String(v0 + 1) });
    expect(await behind.nextUpdate()).toEqual({ id: String(v0 + 4), data: { count: 4 }, version: v0 + 4 });
    expect(await behind.noUpdateWithin(100)).toBe(true);

    // A client at v0+2 is still covered by the buffer: a true replay.
    const covered = await events('counter', { 'Last-Event-ID': String(v0 + 2) });
    expect((await covered.nextUpdate()).version).toBe(v0 + 3);
    expect((await covered.nextUpdate()).version).toBe(v0 + 4);
  });

  it('treats an id from another server run (or garbage) as a gap', async () => {
    const { events } = await startServer({ widgets: [counterWidget()] });
    const future = await events('counter', { 'Last-Event-ID': String(Number.MAX_SAFE_INTEGER) });
    expect((await future.nextUpdate()).data).toEqual({ count: 0 });
    const garbage = await events('counter', { 'Last-Event-ID': 'abc' });
    expect((await garbage.nextUpdate()).data).toEqual({ count: 0 });
  });

  it('never sends an older first render after a newer push', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let count = 0;
    let slowNext = false;
    const widget = defineServerWidget({
      id: 'gated',
      render: async () => {
        const seen = count;
        if (slowNext) {
          slowNext = false;
          await gate;
        }
        return { count: seen };
      },
    });
    const { server, events } = await startServer({ widgets: [widget] });
    slowNext = true;
    const stream = await events('gated');
    // The first render is held; meanwhile the state changes and is broadcast.
    count = 1;
    await server.broadcast('gated');
    const pushed = await stream.nextUpdate();
    expect(pushed.data).toEqual({ count: 1 });
    release();
    expect(await stream.noUpdateWithin(100)).toBe(true);
  });

  it('ends the stream, logging the error, when the first render fails', async () => {
    const onError = vi.fn();
    const widget = defineServerWidget({
      id: 'broken',
      render: () => {
        throw new Error('no data');
      },
    });
    const { events, server } = await startServer({ widgets: [widget], onError });
    const stream = await events('broken');
    await stream.ended;
    expect(onError).toHaveBeenCalledWith(expect.any(Error), { operation: 'events', widget: 'broken' });
    await vi.waitFor(() => expect(server.subscriberCount()).toBe(0));
  });

  it('sends ping comments every heartbeatMs', async () => {
    const { events } = await startServer({ widgets: [counterWidget()], heartbeatMs: 20 });
    const stream = await events('counter');
    const pings: string[] = [];
    while (pings.length < 2) {
      const event = await stream.next(1000);
      pings.push(...event.comments);
    }
    expect(pings).toEqual(['ping', 'ping']);
  });

  it('drops the subscription and aborts the first render when the client disconnects', async () => {
    let sawAbort!: () => void;
    const aborted = new Promise<void>((resolve) => (sawAbort = resolve));
    let started!: () => void;
    const renderStarted = new Promise<void>((resolve) => (started = resolve));
    const widget = defineServerWidget({
      id: 'slow',
      render: ({ signal }) =>
        new Promise((_resolve, reject) => {
          signal.addEventListener('abort', () => {
            sawAbort();
            reject(signal.reason);
          });
          started();
        }),
    });
    const onError = vi.fn();
    const { server, events } = await startServer({ widgets: [widget], onError });
    const stream = await events('slow');
    await renderStarted;
    expect(server.subscriberCount('slow')).toBe(1);
    stream.close();
    await aborted;
    await vi.waitFor(() => expect(server.subscriberCount()).toBe(0));
    expect(onError).not.toHaveBeenCalled();
  });

  it('close() ends every stream and refuses later requests with 503', async () => {
    const { server, url, events } = await startServer({ widgets: [counterWidget('a'), counterWidget('b')], heartbeatMs: 10 });
    const streams = [await events('a'), await events('b'), await events('b')];
    await Promise.all(streams.map((stream) => stream.nextUpdate()));
    expect(server.subscriberCount()).toBe(3);
    server.close();
    await Promise.all(streams.map((stream) => stream.ended));
    await vi.waitFor(() => expect(server.subscriberCount()).toBe(0));
    expect(await requestJson(`${url}/widgets/a/render`)).toMatchObject({
      status: 503,
      body: { error: { status: 503 } },
    });
  });
});
