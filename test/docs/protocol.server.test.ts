// @vitest-environment node
import { once } from 'node:events';
import { connect, type AddressInfo, type Socket } from 'node:net';
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

  it('reads at most 100 action bodies at once, 10 from one client: one more gets a 503 (or a 429) with Retry-After, and the connection closes', async () => {
    const { port } = http.address() as AddressInfo;
    // Ten loopback addresses are ten clients to the server.
    const stall = (client = 1) => {
      const socket = connect({ port, host: '127.0.0.1', localAddress: `127.0.0.${client}` });
      socket.on('error', () => {});
      socket.write('POST /api/widgets/counter/actions/click HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 10\r\n\r\nnu');
      return socket;
    };
    const stalled: Socket[] = [];
    try {
      for (let i = 0; i < 100; i++) stalled.push(stall(1 + (i % 10)));
      await vi.waitFor(() => expect(widgets.stats().bodiesReading).toBe(100), { timeout: 10_000, interval: 10 });
      const overClient = stall(1);
      stalled.push(overClient);
      let overClientAnswer = '';
      overClient.setEncoding('utf8').on('data', (text: string) => (overClientAnswer += text));
      await once(overClient, 'close');
      expect(overClientAnswer).toMatch(/^HTTP\/1\.1 429 [^]*\r\nRetry-After: 5\r\n/i);
      const refused = stall(11);
      stalled.push(refused);
      let answer = '';
      refused.setEncoding('utf8').on('data', (text: string) => (answer += text));
      await once(refused, 'close');
      expect(answer).toMatch(/^HTTP\/1\.1 503 /);
      expect(answer).toMatch(/\r\nRetry-After: 5\r\n/i);
      expect(answer).toContain('{"error":{"message":"too many action bodies being read (100); try again later","status":503}}');
    } finally {
      for (const socket of stalled) socket.destroy();
    }
    await vi.waitFor(() => expect(widgets.stats().bodiesReading).toBe(0), { timeout: 10_000, interval: 10 });
    expect(widgets.stats()).toMatchObject({ bodiesRefused: 1, bodiesRefusedForClient: 1, bodiesTimedOut: 0 });
  });
});
