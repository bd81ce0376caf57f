// @vitest-environment node
import { once } from 'node:events';
import type { Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { startRedis, type RedisServer } from '../../scripts/redisServer.mjs';
import { openSse } from '../server/helpers';

// Runs the servers of docs/deployment.md on free ports and checks what the guide says they answer.

async function baseOf(http: Server): Promise<string> {
  if (!http.listening) await once(http, 'listening');
  return `http://127.0.0.1:${(http.address() as AddressInfo).port}/api`;
}

async function stop(http: Server): Promise<void> {
  http.closeAllConnections();
  if (http.listening) await new Promise((resolve) => http.close(resolve));
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('docs/deployment.md: a hardened server (examples/hardenedServer.ts)', () => {
  let base = '';
  let close = async () => {};
  beforeAll(async () => {
    vi.stubEnv('PORT', '0');
    const { http, widgets } = await import('./examples/hardenedServer');
    base = await baseOf(http);
    close = async () => {
      widgets.close();
      await stop(http);
    };
  });
  afterAll(() => close());

  const claim = (token: string | undefined, body: string, type = 'application/json', action = 'claim') =>
    fetch(`${base}/widgets/board/actions/${action}`, {
      method: 'POST',
      headers: { 'Content-Type': type, ...(token !== undefined && { Authorization: token }) },
      body,
    });
  const message = async (response: Response) => ((await response.json()) as { error: { message: string } }).error.message;

  it('answers as the guide says', async () => {
    const anonymous = await fetch(`${base}/widgets/board/render`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('WWW-Authenticate')).toBe('Bearer');
    expect(await message(anonymous)).toBe('sign in');

    const viewer = await claim('Bearer viewer', '{"card": "c1", "user": "ada"}');
    expect([viewer.status, await message(viewer)]).toEqual([403, 'read-only token']);

    const invalid = await claim('Bearer editor', '{"card": "c1"}');
    expect([invalid.status, await message(invalid)]).toEqual([400, 'invalid arguments for action "claim" of widget "board": "user" is required']);

    const undeclared = await claim('Bearer editor', '{}', 'application/json', 'delete');
    expect([undeclared.status, await message(undeclared)]).toEqual([404, 'unknown action "delete"']);

    expect((await claim('Bearer editor', '{"card": "c1", "user": "ada"}', 'text/plain')).status).toBe(415);
    expect((await claim('Bearer editor', '{"card": "c1", "user": "ada"}')).status).toBe(200);
    const render = await fetch(`${base}/widgets/board/render`, { headers: { Authorization: 'Bearer viewer' } });
    expect(((await render.json()) as { data: unknown }).data).toEqual({ claims: { c1: 'ada' } });
  });

  it('answers a preflight from the listed origin', async () => {
    const preflight = await fetch(`${base}/widgets/board/actions/claim`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://app.example.com', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type, authorization' },
    });
    expect(preflight.status).toBe(204);
    expect(Object.fromEntries([...preflight.headers].filter(([name]) => name.startsWith('access-control-')))).toEqual({
      'access-control-allow-origin': 'https://app.example.com',
      'access-control-allow-credentials': 'true',
      'access-control-allow-methods': 'GET, POST',
      'access-control-allow-headers': 'Content-Type, Authorization, Last-Event-ID',
      'access-control-max-age': '600',
    });
    const other = await fetch(`${base}/widgets/board/actions/claim`, { method: 'OPTIONS', headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' } });
    expect(other.status).toBe(403);
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('docs/deployment.md: a server behind a proxy (examples/proxiedServer.ts)', () => {
  it('keeps answering one user while another holds all of its upload slots, and refuses that one’s next with a 429', async () => {
    vi.stubEnv('PORT', '0');
    vi.resetModules();
    const { http, widgets } = await import('./examples/proxiedServer');
    const base = await baseOf(http);
    const { port } = http.address() as AddressInfo;
    const sockets: Socket[] = [];
    // Uploads that send their headers and one byte of a two-byte body, then stall.
    const stall = (user: string) => {
      const socket = connect(port, '127.0.0.1');
      sockets.push(socket);
      let received = '';
      socket.setEncoding('utf8');
      socket.on('data', (text: string) => (received += text));
      socket.on('error', () => {});
      socket.write(`POST /api/widgets/counter/actions/add HTTP/1.1\r\nHost: x\r\nX-Forwarded-For: ${user}\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{`);
      return () => received;
    };
    try {
      for (let at = 0; at < 4; at++) stall('203.0.113.7');
      await vi.waitFor(() => expect(widgets.stats().bodiesReading).toBe(4));
      const fifth = stall('203.0.113.7');
      await vi.waitFor(() => expect(fifth()).toMatch(/^HTTP\/1\.1 429 [^]*Retry-After: 5/i));
      const other = await fetch(`${base}/widgets/counter/actions/add`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '198.51.100.2' },
        body: '{}',
      });
      expect(other.status).toBe(200);
      expect(widgets.stats()).toMatchObject({ bodiesReading: 4, bodiesRefusedForClient: 1, bodiesRefused: 0 });
    } finally {
      for (const socket of sockets) socket.destroy();
      widgets.close();
      await stop(http);
    }
  });
});

describe('docs/deployment.md: several instances over Redis (examples/redisInstance.ts)', () => {
  let redis: RedisServer;
  const instances: Array<{ http: Server; shutdown: () => Promise<void> }> = [];

  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    for (const { shutdown } of instances.splice(0)) {
      process.off('SIGTERM', shutdown);
      await shutdown();
    }
    await redis?.stop();
  });

  /** One instance of the example: a fresh module, as a second process would load it. */
  async function startInstance() {
    vi.stubEnv('PORT', '0');
    vi.stubEnv('REDIS_URL', redis.url);
    vi.resetModules();
    const instance = await import('./examples/redisInstance');
    instances.push(instance);
    return baseOf(instance.http);
  }

  it('pushes an action posted to one instance to the event streams open on the other', async () => {
    const a = await startInstance();
    const b = await startInstance();
    expect(a).not.toBe(b);
    const onB = await openSse(`${b}/widgets/board/events`);
    try {
      expect((await onB.nextUpdate(5000)).data).toEqual({ claims: {} });
      const posted = await fetch(`${a}/widgets/board/actions/claim`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ card: 'c1', user: 'ada' }),
      });
      expect(posted.status).toBe(200);
      expect((await onB.nextUpdate(5000)).data).toEqual({ claims: { c1: 'ada' } });
    } finally {
      onB.close();
    }
  });
});
