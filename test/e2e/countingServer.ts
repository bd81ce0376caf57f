import { createSocket } from 'node:dgram';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Where a frame could send what it knows: an http server and a UDP port, both counting. */
export interface CountingServer {
  /** The http server's port on 127.0.0.1 (also reachable as localhost, another origin). */
  port: number;
  /** The UDP port on 127.0.0.1 a STUN server would listen on. */
  udpPort: number;
  /** Serves `html` as text/html at `path`; such pages are not counted. */
  page(path: string, html: string): void;
  /** Every counted request path (with its query) that starts with `prefix`, in arrival order. */
  requests(prefix: string): string[];
  /** UDP datagrams (STUN binding requests) received since the last `resetPackets`. */
  packets(): number;
  resetPackets(): void;
  close(): Promise<void>;
}

/**
 * An http server on 127.0.0.1 that records the path of every request except the pages it was
 * given and /favicon.ico, and answers each with a short text body; beside it a UDP socket that
 * counts datagrams. Both on random ports.
 */
export async function startCountingServer(): Promise<CountingServer> {
  const pages = new Map<string, string>();
  const seen: string[] = [];
  const http = createServer((request, response) => {
    const url = request.url ?? '';
    const html = pages.get(url);
    if (html !== undefined) {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end(html);
      return;
    }
    if (url !== '/favicon.ico') seen.push(url);
    response.end('counted');
  });
  await new Promise<void>((done) => http.listen(0, '127.0.0.1', done));
  const udp = createSocket('udp4');
  let datagrams = 0;
  udp.on('message', () => {
    datagrams += 1;
  });
  await new Promise<void>((done) => udp.bind(0, '127.0.0.1', done));
  return {
    port: (http.address() as AddressInfo).port,
    udpPort: udp.address().port,
    page: (path, html) => void pages.set(path, html),
    requests: (prefix) => seen.filter((path) => path.startsWith(prefix)),
    packets: () => datagrams,
    resetPackets: () => {
      datagrams = 0;
    },
    async close() {
      http.closeAllConnections();
      await new Promise<void>((done) => http.close(() => done()));
      await new Promise<void>((done) => udp.close(() => done()));
    },
  };
}
