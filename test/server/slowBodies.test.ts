// @vitest-environment node
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WidgetServerStats } from '../../src/server';
import { closeAllServers, counterWidget, postJson, startServer } from './helpers';

const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await closeAllServers();
});

/** What a raw client saw: every byte the server sent, and whether the server closed the connection. */
interface RawClient {
  socket: Socket;
  /** Resolves with all the server sent once it closes the connection; rejects after `ms` without. */
  closed(ms?: number): Promise<string>;
  /** All the server sent if it has closed the connection by now, else null. */
  sentIfClosed(): string | null;
}

/**
 * A client on a bare socket that sends an action's headers, declaring a body of `declared` bytes,
 * then `sent` of them, and then nothing: a slow or hostile upload.
 */
function stallingAction(
  url: string,
  { declared = 100, sent = '{"by":', localAddress, headers = '' }: { declared?: number; sent?: string; localAddress?: string; headers?: string } = {},
): RawClient {
  const { hostname, port } = new URL(url);
  // Another loopback address (127.0.0.2) is another client to the server, on the same machine.
  const socket = connect({ port: Number(port), host: hostname, ...(localAddress ? { localAddress } : {}) });
  sockets.push(socket);
  let received = '';
  let isClosed = false;
  const closeWaiters: Array<() => void> = [];
  socket.setEncoding('utf8');
  socket.on('data', (text: string) => (received += text));
  socket.on('error', () => {});
  socket.on('close', () => {
    isClosed = true;
    for (const wake of closeWaiters.splice(0)) wake();
  });
  socket.write(
    `POST /widgets/counter/actions/add HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\nContent-Length: ${declared}\r\n${headers}\r\n${sent}`,
  );
  return {
    socket,
    sentIfClosed: () => (isClosed ? received : null),
    closed: (ms = 10_000) =>
      new Promise<string>((resolve, reject) => {
        if (isClosed) return resolve(received);
        const timer = setTimeout(() => reject(new Error(`the server kept the connection open past ${ms} ms; got ${JSON.stringify(received)}`)), ms);
        closeWaiters.push(() => {
          clearTimeout(timer);
          resolve(received);
        });
      }),
  };
}

/** Status line, headers and JSON body of a raw HTTP/1.1 response. */
function parseResponse(raw: string) {
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = new Map(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
  return { status: Number(statusLine.split(' ')[1]), headers, body: body === '' ? undefined : (JSON.parse(body) as unknown) };
}

const until = (check: () => void) => vi.waitFor(check, { timeout: 10_000, interval: 10 });
const statsOf = (server: { stats(): WidgetServerStats }) => server.stats();

describe('action bodies: the read deadline', () => {
  it('answers a body still incomplete at the deadline with a 408, closes the connection and counts it', async () => {
    const handleAction = vi.fn(() => undefined);
    const { server, url } = await startServer({ widgets: [counterWidget('counter', { handleAction })], bodyTimeoutMs: 200 });
    const client = stallingAction(url);
    const response = parseResponse(await client.closed());
    expect(response.status).toBe(408);
    expect(response.headers.get('connection')).toBe('close');
    expect(response.body).toEqual({ error: { message: 'request body not received within 200 ms', status: 408 } });
    expect(handleAction).not.toHaveBeenCalled();
    expect(statsOf(server)).toMatchObject({ bodiesTimedOut: 1, bodiesRefused: 0, bodiesReading: 0 });
  });

  it('still runs an action whose body arrives in pieces before the deadline', async () => {
    const { server, url } = await startServer({ widgets: [counterWidget()], bodyTimeoutMs: 2000 });
    const client = stallingAction(url, { declared: 8, sent: '{"by"' });
    await until(() => expect(statsOf(server).bodiesReading).toBe(1));
    client.socket.end(':2}');
    const response = parseResponse(await client.closed());
    expect(response).toMatchObject({ status: 200, body: { result: { count: 2 } } });
    expect(statsOf(server)).toMatchObject({ bodiesTimedOut: 0, bodiesRefused: 0, bodiesReading: 0 });
  });

  it('gives a body 10 s by default', async () => {
    const { server, url } = await startServer({ widgets: [counterWidget()] });
    // Only the timers the server sets itself are faked: sockets keep running on Node's own.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const client = stallingAction(url);
      while (statsOf(server).bodiesReading === 0) await new Promise((resolve) => setImmediate(resolve));
      await vi.advanceTimersByTimeAsync(9_999);
      expect(statsOf(server)).toMatchObject({ bodiesReading: 1, bodiesTimedOut: 0 });
      await vi.advanceTimersByTimeAsync(1);
      expect(statsOf(server)).toMatchObject({ bodiesReading: 0, bodiesTimedOut: 1 });
      vi.useRealTimers();
      expect(parseResponse(await client.closed()).status).toBe(408);
    } finally {
      vi.useRealTimers();
    }
  });

  it('has no deadline with 0: the body is still being read after it would have passed', async () => {
    const { server, url } = await startServer({ widgets: [counterWidget()], bodyTimeoutMs: 0 });
    const client = stallingAction(url);
    await until(() => expect(statsOf(server).bodiesReading).toBe(1));
    await expect(client.closed(400)).rejects.toThrow('the server kept the connection open past 400 ms');
    expect(statsOf(server)).toMatchObject({ bodiesTimedOut: 0, bodiesReading: 1 });
  });

  it('rejects a negative, fractional or too long deadline and a cap under 1', async () => {
    await expect(startServer({ widgets: [], bodyTimeoutMs: -1 })).rejects.toThrow('bodyTimeoutMs must be a non-negative integer');
    await expect(startServer({ widgets: [], bodyTimeoutMs: 1.5 })).rejects.toThrow('bodyTimeoutMs must be a non-negative integer');
    await expect(startServer({ widgets: [], bodyTimeoutMs: 2 ** 31 })).rejects.toThrow('bodyTimeoutMs must be at most 2147483647 (0 for none)');
    await expect(startServer({ widgets: [], maxConcurrentBodies: 0 })).rejects.toThrow('maxConcurrentBodies must be a positive integer');
  });
});

describe('action bodies: the cap on bodies read at once', () => {
  it('refuses one more with a 503 and Retry-After without reading it, counts it, and frees every slot', async () => {
    const handleAction = vi.fn((_action: string, args: unknown) => args);
    const { server, url } = await startServer({
      widgets: [counterWidget('counter', { handleAction })],
      maxConcurrentBodies: 2,
      bodyTimeoutMs: 60_000,
    });
    const stalled = [stallingAction(url), stallingAction(url)];
    await until(() => expect(statsOf(server).bodiesReading).toBe(2));

    const refused = parseResponse(await stallingAction(url).closed());
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(refused.headers.get('connection')).toBe('close');
    expect(refused.body).toEqual({ error: { message: 'too many action bodies being read (2); try again later', status: 503 } });
    expect(statsOf(server)).toMatchObject({ bodiesRefused: 1, bodiesReading: 2 });

    // Clients that give up free their slots: no leak, and the next action goes through.
    for (const client of stalled) client.socket.destroy();
    await until(() => expect(statsOf(server).bodiesReading).toBe(0));
    await expect(postJson(`${url}/widgets/counter/actions/add`, { by: 1 })).resolves.toMatchObject({ status: 200, body: { result: { by: 1 } } });
    expect(handleAction).toHaveBeenCalledTimes(1);
    expect(statsOf(server)).toMatchObject({ bodiesRefused: 1, bodiesTimedOut: 0, bodiesReading: 0 });
  });

  it('frees the slot after a body that timed out and after one that completed', async () => {
    const { server, url } = await startServer({ widgets: [counterWidget()], maxConcurrentBodies: 1, bodyTimeoutMs: 200 });
    expect(parseResponse(await stallingAction(url).closed()).status).toBe(408);
    for (let i = 0; i < 3; i++) {
      expect((await postJson(`${url}/widgets/counter/actions/add`, { by: 1 })).status).toBe(200);
    }
    expect(parseResponse(await stallingAction(url).closed()).status).toBe(408);
    expect(statsOf(server)).toMatchObject({ bodiesTimedOut: 2, bodiesRefused: 0, bodiesReading: 0 });
  });
});

describe('action bodies: one client cannot take every slot', () => {
  const attacker = { declared: 2, sent: '{', localAddress: '127.0.0.2' };

  it('keeps answering another client while one holds 100 stalled uploads, and refuses that one’s next with a 429 and Retry-After', async () => {
    const handleAction = vi.fn((_action: string, args: unknown) => args);
    const { server, url } = await startServer({ widgets: [counterWidget('counter', { handleAction })], bodyTimeoutMs: 60_000 });
    // The audit's attack: 100 one-byte uploads that never finish, from one address.
    const stalled = Array.from({ length: 100 }, () => stallingAction(url, attacker));
    // Every one of them has reached the server: being read, or refused.
    await until(() => {
      const { bodiesReading, bodiesRefusedForClient = 0 } = statsOf(server);
      expect(bodiesReading + bodiesRefusedForClient).toBe(100);
    });

    // Another client (127.0.0.1) is answered at once, every time.
    for (let by = 1; by <= 3; by++) {
      await expect(postJson(`${url}/widgets/counter/actions/add`, { by })).resolves.toMatchObject({ status: 200, body: { result: { by } } });
    }
    expect(handleAction).toHaveBeenCalledTimes(3);
    expect(statsOf(server)).toMatchObject({ bodiesReading: 10, bodiesRefusedForClient: 90 });

    const refused = parseResponse(await stallingAction(url, attacker).closed());
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(refused.headers.get('connection')).toBe('close');
    expect(refused.body).toEqual({ error: { message: 'too many action bodies being read from this client (10); try again later', status: 429 } });
    expect(statsOf(server)).toMatchObject({ bodiesReading: 10, bodiesRefusedForClient: 91, bodiesRefused: 0 });

    // The 90 refused at once were closed by the server, unread; the 10 held ones free their slots when they go.
    await until(() => expect(stalled.filter((client) => client.sentIfClosed() !== null)).toHaveLength(90));
    expect(stalled.map((client) => client.sentIfClosed()).filter((raw) => raw !== null).map((raw) => parseResponse(raw).status)).toEqual(Array(90).fill(429));
    for (const client of stalled) client.socket.destroy();
    await until(() => expect(statsOf(server).bodiesReading).toBe(0));
    // ...and the same client is served again once its own uploads are gone.
    const again = stallingAction(url, { ...attacker, declared: 8, sent: '{"by":4}', headers: 'Connection: close\r\n' });
    expect(parseResponse(await again.closed())).toMatchObject({ status: 200, body: { result: { by: 4 } } });
  });

  it('takes the client from the app’s clientKey (an app behind a proxy), and still has the global ceiling', async () => {
    const { server, url } = await startServer({
      widgets: [counterWidget()],
      bodyTimeoutMs: 60_000,
      maxConcurrentBodies: 5,
      maxConcurrentBodiesPerClient: 3,
      clientKey: (request) => String(request.headers['x-client-id']),
    });
    const as = (id: string) => ({ declared: 2, sent: '{', headers: `X-Client-Id: ${id}\r\n` });
    const held = [stallingAction(url, as('a')), stallingAction(url, as('a')), stallingAction(url, as('a'))];
    await until(() => expect(statsOf(server).bodiesReading).toBe(3));
    // Same address, but the key says it is a: over a's three.
    expect(parseResponse(await stallingAction(url, as('a')).closed()).status).toBe(429);
    // b is another client: it gets slots, until the server's own five are taken.
    held.push(stallingAction(url, as('b')), stallingAction(url, as('b')));
    await until(() => expect(statsOf(server).bodiesReading).toBe(5));
    const full = parseResponse(await stallingAction(url, as('c')).closed());
    expect(full.status).toBe(503);
    expect(full.headers.get('retry-after')).toBe('5');
    expect(statsOf(server)).toMatchObject({ bodiesRefusedForClient: 1, bodiesRefused: 1, bodiesReading: 5 });
    for (const client of held) client.socket.destroy();
    await until(() => expect(statsOf(server).bodiesReading).toBe(0));
  });

  it('rejects a per-client cap under 1', async () => {
    await expect(startServer({ widgets: [], maxConcurrentBodiesPerClient: 0 })).rejects.toThrow('maxConcurrentBodiesPerClient must be a positive integer');
  });
});
