// @vitest-environment node
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { openSse } from '../server/helpers';

// Runs the reference server of docs/protocol.md (examples/counterServer.ts) on a free port and
// speaks the HTTP protocol the guide describes to it.
vi.stubEnv('PORT', '0');
const { http, widgets } = await import('./examples/counterServer');
if (!http.listening) await once(http, 'listening');
const base = `http://127.0.0.1:${(http.address() as AddressInfo).port}/api`;

afterAll(async () => {
  widgets.close();
  http.closeAllConnections();
  await new Promise((resolve) => http.close(resolve));
  vi.unstubAllEnvs();
});

const post = (path: string, body: string | undefined, type = 'application/json') =>
  fetch(`${base}${path}`, { method: 'POST', headers: { 'Content-Type': type }, ...(body !== undefined && { body }) });

describe('docs/protocol.md: the reference server (examples/counterServer.ts)', () => {
  it('lists its widgets and renders one with a version', async () => {
    expect(await (await fetch(`${base}/widgets`)).json()).toEqual({ widgets: [{ id: 'counter', title: 'Counter' }] });
    const render = (await (await fetch(`${base}/widgets/counter/render`)).json()) as { data: unknown; version: number };
    expect(render.data).toEqual({ clicks: 0 });
    expect(Number.isInteger(render.version)).toBe(true);
  });

  it('sends the current state on connect, then a whole new render after each action, with growing versions', async () => {
    const events = await openSse(`${base}/widgets/counter/events`);
    try {
      expect(events.headers.get('Content-Type')).toMatch(/^text\/event-stream/);
      const first = await events.nextUpdate();
      expect(first.data).toEqual({ clicks: 0 });
      const answer = await post('/widgets/counter/actions/click', '');
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ result: null });
      const next = await events.nextUpdate();
      expect(next.data).toEqual({ clicks: 1 });
      expect(next.version).toBeGreaterThan(first.version);

      // A reconnect with Last-Event-ID gets what it missed, once, in order.
      await post('/widgets/counter/actions/click', '');
      const resumed = await openSse(`${base}/widgets/counter/events`, { 'Last-Event-ID': next.id });
      try {
        expect((await resumed.nextUpdate()).data).toEqual({ clicks: 2 });
      } finally {
        resumed.close();
      }
    } finally {
      events.close();
    }
  });

  it('answers errors as {"error": {"message", "status"}}', async () => {
    const unknown = await post('/widgets/counter/actions/reset', 'null');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: { message: 'unknown action "reset"', status: 404 } });
    expect((await post('/widgets/counter/actions/click', 'null', 'text/plain')).status).toBe(415);
    expect((await post('/widgets/counter/actions/click', '{not json')).status).toBe(400);
    expect((await fetch(`${base}/widgets/nope/render`)).status).toBe(404);
  });
});
