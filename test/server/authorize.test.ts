// @vitest-environment node
import type { IncomingMessage } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WidgetError, defineServerWidget } from '../../src/core';
import type { AuthorizeRequest } from '../../src/server';
import { closeAllServers, openSse, requestJson, startServer } from './helpers';

afterEach(closeAllServers);

const token = 'Bearer s3cret';
const byToken: AuthorizeRequest = (request: IncomingMessage) => request.headers.authorization === token;

/** A widget that records every piece of work done for a request. */
function spyWidget() {
  const render = vi.fn(() => ({ ok: true }));
  const handleAction = vi.fn(() => 'done');
  return { render, handleAction, widget: defineServerWidget({ id: 'w', render, handleAction }) };
}

const routes = (url: string, headers: Record<string, string>) => ({
  list: () => requestJson(`${url}/widgets`, { headers }),
  render: () => requestJson(`${url}/widgets/w/render`, { headers }),
  action: () =>
    requestJson(`${url}/widgets/w/actions/go`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: '{}',
    }),
  events: () => requestJson(`${url}/widgets/w/events`, { headers }),
  unknown: () => requestJson(`${url}/widgets/w/nowhere`, { headers }),
});

describe('authorize', () => {
  it('refuses every route with a 401 JSON error before any work, event streams included', async () => {
    const { widget, render, handleAction } = spyWidget();
    const { url, server } = await startServer({ widgets: [widget], authorize: byToken });
    for (const [name, request] of Object.entries(routes(url, { Authorization: 'Bearer wrong' }))) {
      const res = await request();
      expect(res, name).toMatchObject({ status: 401, body: { error: { message: 'unauthorized', status: 401 } } });
      expect(res.headers.get('content-type'), name).toBe('application/json; charset=utf-8');
    }
    expect(render).not.toHaveBeenCalled();
    expect(handleAction).not.toHaveBeenCalled();
    expect(server.subscriberCount()).toBe(0);
  });

  it('lets an authorized request through on every route', async () => {
    const { widget, handleAction } = spyWidget();
    const { url } = await startServer({ widgets: [widget], authorize: byToken });
    const allowed = routes(url, { Authorization: token });
    expect((await allowed.list()).status).toBe(200);
    expect(await allowed.render()).toMatchObject({ status: 200, body: { data: { ok: true } } });
    expect(await allowed.action()).toMatchObject({ status: 200, body: { result: 'done' } });
    expect((await allowed.unknown()).status).toBe(404);
    const stream = await openSse(`${url}/widgets/w/events`, { Authorization: token });
    expect(stream.status).toBe(200);
    expect((await stream.nextUpdate()).data).toEqual({ ok: true });
    stream.close();
    expect(handleAction).toHaveBeenCalledOnce();
  });

  it('answers a refusal object with its status, message and headers, awaiting a promise', async () => {
    const { widget } = spyWidget();
    const authorize: AuthorizeRequest = async (request, { route }) => {
      if (!request.headers.authorization) return { status: 401, message: 'sign in', headers: { 'WWW-Authenticate': 'Bearer' } };
      return route === 'action' ? { status: 403, message: 'read-only token' } : true;
    };
    const { url } = await startServer({ widgets: [widget], authorize });
    const anonymous = await requestJson(`${url}/widgets/w/events`);
    expect(anonymous).toMatchObject({ status: 401, body: { error: { message: 'sign in', status: 401 } } });
    expect(anonymous.headers.get('www-authenticate')).toBe('Bearer');
    const reader = routes(url, { Authorization: 'Bearer reader' });
    expect((await reader.render()).status).toBe(200);
    expect(await reader.action()).toMatchObject({ status: 403, body: { error: { message: 'read-only token', status: 403 } } });
  });

  it('tells the hook which route, widget and action a request is for', async () => {
    const { widget } = spyWidget();
    const authorize = vi.fn<AuthorizeRequest>(() => true);
    const { url } = await startServer({ widgets: [widget], authorize });
    const all = routes(url, {});
    await all.list();
    await all.render();
    await all.action();
    await all.unknown();
    expect(authorize.mock.calls.map(([, context]) => context)).toEqual([
      { route: 'list' },
      { route: 'render', widget: 'w' },
      { route: 'action', widget: 'w', action: 'go' },
      { route: null },
    ]);
  });

  it('fails closed: a hook that returns nothing refuses, one that throws is a 500 or its WidgetError', async () => {
    const { widget, render } = spyWidget();
    const onError = vi.fn();
    let behaviour: () => unknown = () => undefined;
    const { url } = await startServer({ widgets: [widget], onError, authorize: (() => behaviour()) as AuthorizeRequest });
    expect((await requestJson(`${url}/widgets/w/render`)).status).toBe(401);

    behaviour = () => {
      throw new WidgetError('token expired', 419);
    };
    expect(await requestJson(`${url}/widgets/w/render`)).toMatchObject({ status: 419, body: { error: { message: 'token expired' } } });
    expect(onError).not.toHaveBeenCalled();

    const crash = new Error('auth backend down');
    behaviour = () => Promise.reject(crash);
    expect(await requestJson(`${url}/widgets/w/render`)).toMatchObject({ status: 500, body: { error: { message: 'internal error' } } });
    expect(onError).toHaveBeenCalledWith(crash, { operation: 'authorize' });

    behaviour = () => ({ status: 200, message: 'fine?' });
    expect((await requestJson(`${url}/widgets/w/render`)).status).toBe(500);
    expect(render).not.toHaveBeenCalled();
  });

  it('does not authorize CORS preflights, which never carry credentials', async () => {
    const { widget } = spyWidget();
    const authorize = vi.fn(() => false);
    const origin = 'https://app.example.com';
    const { url } = await startServer({ widgets: [widget], authorize, cors: { origins: [origin] } });
    const res = await requestJson(`${url}/widgets/w/actions/go`, {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
    });
    expect(res.status).toBe(204);
    expect(authorize).not.toHaveBeenCalled();
    // The refusal that follows still carries CORS headers, so the page can read why.
    const refused = await requestJson(`${url}/widgets/w/render`, { headers: { Origin: origin } });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('access-control-allow-origin')).toBe(origin);
  });
});

describe('authorize and clients that leave', () => {
  it('opens no stream for a client that left while its authorization was pending', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let asked!: () => void;
    const authorizing = new Promise<void>((resolve) => (asked = resolve));
    let gone!: () => void;
    const clientGone = new Promise<void>((resolve) => (gone = resolve));
    const { widget, render } = spyWidget();
    const { url, server } = await startServer({
      widgets: [widget],
      authorize: async (request) => {
        request.socket.once('close', gone);
        asked();
        await gate;
        return true;
      },
    });
    const client = new AbortController();
    const request = fetch(`${url}/widgets/w/events`, { signal: client.signal }).catch((error: unknown) => error);
    await authorizing;
    client.abort();
    await request;
    await clientGone;
    release();
    // The handler resumes on microtasks once the gate opens: a macrotask later, it is done.
    await new Promise((resolve) => setImmediate(resolve));
    expect(server.subscriberCount()).toBe(0);
    expect(render).not.toHaveBeenCalled();
  });
});
