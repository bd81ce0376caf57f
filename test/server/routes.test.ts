// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WidgetError, defineServerWidget } from '../../src/core';
import { closeAllServers, counterWidget, postJson, requestJson, startServer } from './helpers';

afterEach(closeAllServers);

describe('GET /widgets', () => {
  it('lists every widget with its container and title', async () => {
    const plain = defineServerWidget({ id: 'plain', render: () => null });
    const { url } = await startServer({ widgets: [counterWidget(), plain] });
    const res = await requestJson(`${url}/widgets`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.body).toEqual({
      widgets: [{ id: 'counter', container: 'drawer', title: 'Counter' }, { id: 'plain' }],
    });
  });
});

describe('GET /widgets/:id/render', () => {
  it('answers the data with a version that starts at the server start time', async () => {
    const before = Date.now();
    const { url } = await startServer({ widgets: [counterWidget()] });
    const res = await requestJson(`${url}/widgets/counter/render`);
    expect(res.status).toBe(200);
    const body = res.body as { data: unknown; version: number };
    expect(body.data).toEqual({ count: 0 });
    expect(Number.isInteger(body.version)).toBe(true);
    expect(body.version).toBeGreaterThanOrEqual(before);
    expect(body.version).toBeLessThanOrEqual(Date.now());
  });

  it('answers null data for a render that returns undefined', async () => {
    const { url } = await startServer({ widgets: [defineServerWidget({ id: 'void', render: () => undefined })] });
    expect((await requestJson(`${url}/widgets/void/render`)).body).toMatchObject({ data: null });
  });

  it('decodes percent-encoded widget ids', async () => {
    const { url } = await startServer({ widgets: [counterWidget('a b/c')] });
    const res = await requestJson(`${url}/widgets/${encodeURIComponent('a b/c')}/render`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ data: { count: 0 } });
  });
});

describe('POST /widgets/:id/actions/:action', () => {
  it('runs the action and answers its result; the next render has a higher version', async () => {
    const { url } = await startServer({ widgets: [counterWidget()] });
    const first = (await requestJson(`${url}/widgets/counter/render`)).body as { version: number };
    const res = await postJson(`${url}/widgets/counter/actions/add`, { by: 3 });
    expect(res).toMatchObject({ status: 200, body: { result: { count: 3 } } });
    const after = (await requestJson(`${url}/widgets/counter/render`)).body as { data: unknown; version: number };
    expect(after).toEqual({ data: { count: 3 }, version: first.version + 1 });
  });

  it('answers null for an action that returns nothing, and takes an empty body as null args', async () => {
    const seen: unknown[] = [];
    const widget = counterWidget('counter', {
      handleAction: (_action, args) => {
        seen.push(args);
      },
    });
    const { url } = await startServer({ widgets: [widget] });
    const empty = await requestJson(`${url}/widgets/counter/actions/ping`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
      body: '',
    });
    expect(empty).toMatchObject({ status: 200, body: { result: null } });
    expect(seen).toEqual([null]);
  });

  it('refuses an action POST without the JSON content type, even an empty one, so no other site can run it', async () => {
    const handleAction = vi.fn();
    const { url } = await startServer({ widgets: [counterWidget('counter', { handleAction })] });
    // What a cross-site form, beacon or no-cors fetch can send with the user's cookies and no preflight.
    const beacon = await requestJson(`${url}/widgets/counter/actions/ping`, { method: 'POST', headers: { Origin: 'https://evil.example' } });
    expect(beacon).toMatchObject({ status: 415, body: { error: { message: 'an action needs the content type application/json, even with no body' } } });
    const form = await requestJson(`${url}/widgets/counter/actions/ping`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: '{}',
    });
    expect(form.status).toBe(415);
    expect(handleAction).not.toHaveBeenCalled();
  });

  it('passes the widget id and a live signal to the action', async () => {
    const calls: Array<{ widget: string; aborted: boolean }> = [];
    const widget = counterWidget('counter', {
      handleAction: (_action, _args, context) => void calls.push({ widget: context.widget, aborted: context.signal.aborted }),
    });
    const { url } = await startServer({ widgets: [widget] });
    await postJson(`${url}/widgets/counter/actions/x`, {});
    expect(calls).toEqual([{ widget: 'counter', aborted: false }]);
  });
});

describe('errors', () => {
  it('answers 404 JSON for an unknown widget on every route', async () => {
    const { url } = await startServer({ widgets: [counterWidget()] });
    for (const res of [
      await requestJson(`${url}/widgets/nope/render`),
      await requestJson(`${url}/widgets/nope/events`),
      await postJson(`${url}/widgets/nope/actions/add`, {}),
    ]) {
      expect(res).toEqual({
        status: 404,
        headers: expect.anything(),
        body: { error: { message: 'unknown widget "nope"', status: 404 } },
      });
    }
  });

  it('answers 404 for an unknown action and for a widget without actions', async () => {
    const readOnly = defineServerWidget({ id: 'read-only', render: () => 1 });
    const { url } = await startServer({ widgets: [counterWidget(), readOnly] });
    expect(await postJson(`${url}/widgets/counter/actions/explode`, {})).toMatchObject({
      status: 404,
      body: { error: { message: 'unknown action "explode"', status: 404 } },
    });
    expect(await postJson(`${url}/widgets/read-only/actions/add`, {})).toMatchObject({
      status: 404,
      body: { error: { message: 'widget "read-only" has no actions', status: 404 } },
    });
  });

  it('answers 404 JSON for unknown routes under /widgets', async () => {
    const { url } = await startServer({ widgets: [counterWidget()] });
    for (const path of ['/widgets/counter', '/widgets/counter/other', '/widgets/counter/actions', '/widgets//render', '/elsewhere']) {
      const res = await requestJson(`${url}${path}`);
      expect(res.status, path).toBe(404);
      expect(res.body, path).toMatchObject({ error: { status: 404 } });
    }
  });

  it('answers 405 with Allow for a wrong method on a known route', async () => {
    const { url } = await startServer({ widgets: [counterWidget()] });
    const get = await requestJson(`${url}/widgets/counter/actions/add`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect(get.body).toMatchObject({ error: { status: 405 } });
    const del = await requestJson(`${url}/widgets/counter/render`, { method: 'DELETE' });
    expect(del.status).toBe(405);
    expect(del.headers.get('allow')).toBe('GET');
    const post = await requestJson(`${url}/widgets`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET');
  });

  it('answers 400 for a malformed JSON body and never runs the action', async () => {
    const handleAction = vi.fn();
    const { url } = await startServer({ widgets: [counterWidget('counter', { handleAction })] });
    const res = await requestJson(`${url}/widgets/counter/actions/add`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"by": 1',
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: { status: 400, message: expect.stringContaining('malformed JSON') } });
    expect(handleAction).not.toHaveBeenCalled();
  });

  it('answers 400 for a malformed percent-encoding in the URL', async () => {
    const { url } = await startServer({ widgets: [counterWidget()] });
    expect((await requestJson(`${url}/widgets/%E0%A4%A/render`)).status).toBe(400);
  });

  it('answers 413 for a body over maxBodyBytes, declared up front', async () => {
    const handleAction = vi.fn();
    const { url } = await startServer({ widgets: [counterWidget('counter', { handleAction })], maxBodyBytes: 1024 });
    const res = await postJson(`${url}/widgets/counter/actions/add`, { text: 'x'.repeat(2000) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: { message: 'request body exceeds 1024 bytes', status: 413 } });
    expect(handleAction).not.toHaveBeenCalled();
  });

  it('answers 413 for a streamed body without Content-Length once it passes the limit', async () => {
    const handleAction = vi.fn();
    const { url } = await startServer({ widgets: [counterWidget('counter', { handleAction })], maxBodyBytes: 1024 });
    const chunk = new TextEncoder().encode(`"${'x'.repeat(700)}`);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(chunk);
        controller.enqueue(chunk);
        controller.close();
      },
    });
    const res = await requestJson(`${url}/widgets/counter/actions/add`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ error: { status: 413 } });
    expect(handleAction).not.toHaveBeenCalled();
  });

  it('accepts a body of exactly maxBodyBytes', async () => {
    const { url } = await startServer({
      widgets: [counterWidget('counter', { handleAction: (_a, args) => (args as string).length })],
      maxBodyBytes: 100,
    });
    const res = await postJson(`${url}/widgets/counter/actions/len`, 'y'.repeat(98));
    expect(res).toMatchObject({ status: 200, body: { result: 98 } });
  });

  it('answers 415 for a body that is not application/json', async () => {
    const handleAction = vi.fn();
    const { url } = await startServer({ widgets: [counterWidget('counter', { handleAction })] });
    const text = await requestJson(`${url}/widgets/counter/actions/add`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: '{"by":1}',
    });
    expect(text.status).toBe(415);
    expect(text.body).toMatchObject({ error: { status: 415 } });
    // A body without any Content-Type (fetch sets none for bytes) is refused too.
    const untyped = await requestJson(`${url}/widgets/counter/actions/add`, {
      method: 'POST',
      body: new TextEncoder().encode('{"by":1}'),
    });
    expect(untyped.status).toBe(415);
    expect(handleAction).not.toHaveBeenCalled();
  });

  it('answers a thrown WidgetError with its own status and message', async () => {
    const widget = counterWidget('counter', {
      render: () => {
        throw new WidgetError('board is archived', 410);
      },
      handleAction: () => {
        throw new WidgetError('card already claimed', 409);
      },
    });
    const onError = vi.fn();
    const { url } = await startServer({ widgets: [widget], onError });
    expect(await requestJson(`${url}/widgets/counter/render`)).toMatchObject({
      status: 410,
      body: { error: { message: 'board is archived', status: 410 } },
    });
    expect(await postJson(`${url}/widgets/counter/actions/claim`, {})).toMatchObject({
      status: 409,
      body: { error: { message: 'card already claimed', status: 409 } },
    });
    expect(onError).not.toHaveBeenCalled();
  });

  it('answers any other throw with a generic 500 and logs the real error', async () => {
    const secret = new Error('db password is hunter2');
    const widget = counterWidget('boom', {
      render: () => {
        throw secret;
      },
      handleAction: async () => {
        throw secret;
      },
    });
    const onError = vi.fn();
    const { url } = await startServer({ widgets: [widget], onError });
    const expected = { status: 500, body: { error: { message: 'internal error in widget boom', status: 500 } } };
    expect(await requestJson(`${url}/widgets/boom/render`)).toMatchObject(expected);
    expect(await postJson(`${url}/widgets/boom/actions/add`, { by: 1 })).toMatchObject(expected);
    expect(onError).toHaveBeenCalledWith(secret, { operation: 'render', widget: 'boom' });
    expect(onError).toHaveBeenCalledWith(secret, { operation: 'action', widget: 'boom', action: 'add' });
  });

  it('answers 500 for a result JSON cannot carry, and keeps serving', async () => {
    const widget = counterWidget('counter', { handleAction: () => ({ big: BigInt(1) }) });
    const onError = vi.fn();
    const { url } = await startServer({ widgets: [widget], onError });
    expect((await postJson(`${url}/widgets/counter/actions/add`, {})).status).toBe(500);
    expect(onError).toHaveBeenCalledOnce();
    expect((await requestJson(`${url}/widgets/counter/render`)).status).toBe(200);
  });

  it('survives a throwing onError', async () => {
    const widget = counterWidget('boom', {
      render: () => {
        throw new Error('boom');
      },
    });
    const { url } = await startServer({
      widgets: [widget],
      onError: () => {
        throw new Error('logger down');
      },
    });
    expect((await requestJson(`${url}/widgets/boom/render`)).status).toBe(500);
    expect((await requestJson(`${url}/widgets`)).status).toBe(200);
  });
});

describe('aborts', () => {
  it('aborts the render signal when the client disconnects', async () => {
    let started!: () => void;
    const renderStarted = new Promise<void>((resolve) => (started = resolve));
    let sawAbort!: (reason: unknown) => void;
    const aborted = new Promise<unknown>((resolve) => (sawAbort = resolve));
    const widget = defineServerWidget({
      id: 'slow',
      render: ({ signal }) =>
        new Promise((_resolve, reject) => {
          signal.addEventListener('abort', () => {
            sawAbort(signal.reason);
            reject(signal.reason);
          });
          started();
        }),
    });
    const onError = vi.fn();
    const { url } = await startServer({ widgets: [widget], onError });
    const client = new AbortController();
    const request = fetch(`${url}/widgets/slow/render`, { signal: client.signal }).catch((error: unknown) => error);
    await renderStarted;
    client.abort();
    expect(await aborted).toBeInstanceOf(Error);
    expect(await request).toMatchObject({ name: 'AbortError' });
    // A request the client left is not an error worth logging.
    expect(onError).not.toHaveBeenCalled();
  });

  it('aborts the action signal when the client disconnects, and still broadcasts a success', async () => {
    let started!: () => void;
    const actionStarted = new Promise<void>((resolve) => (started = resolve));
    let finish!: () => void;
    const abortSeen = new Promise<void>((resolve) => (finish = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const widget = counterWidget('counter', {
      handleAction: async (_action, _args, { signal }) => {
        signal.addEventListener('abort', finish);
        started();
        await released;
        return 'done';
      },
    });
    const { url, events } = await startServer({ widgets: [widget] });
    const stream = await events('counter');
    const initial = await stream.nextUpdate();
    const client = new AbortController();
    void fetch(`${url}/widgets/counter/actions/slow`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
      signal: client.signal,
    }).catch(() => {});
    await actionStarted;
    client.abort();
    await abortSeen;
    release();
    expect((await stream.nextUpdate()).version).toBe(initial.version + 1);
  });
});
