import { createServer, connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A TCP proxy in front of Redis for one instance's connections, so a fault can cut off that
 * instance alone while the others keep using Redis. `partition()` stops forwarding both ways and
 * holds what arrives, as a network partition does (no reset, no error: a read just never
 * answers, and new connections hang); `heal()` lets the held bytes through and goes on, as TCP
 * retransmission does once the network is back.
 */
export interface TcpProxy {
  /** `redis://127.0.0.1:<port>` of the proxy. */
  readonly url: string;
  partition(): void;
  heal(): void;
  close(): Promise<void>;
}

interface Pipe {
  client: Socket;
  upstream: Socket;
}

export async function startTcpProxy(target: { host?: string; port: number }): Promise<TcpProxy> {
  const pipes = new Set<Pipe>();
  let cut = false;

  const pump = (from: Socket, to: Socket) => {
    from.on('data', (chunk: Buffer) => {
      to.write(chunk);
    });
  };
  const hold = (pipe: Pipe) => {
    pipe.client.pause();
    pipe.upstream.pause();
  };
  const release = (pipe: Pipe) => {
    pipe.client.resume();
    pipe.upstream.resume();
  };

  const server = createServer((client) => {
    const upstream = connect(target.port, target.host ?? '127.0.0.1');
    const pipe = { client, upstream };
    pipes.add(pipe);
    pump(client, upstream);
    pump(upstream, client);
    const end = () => {
      pipes.delete(pipe);
      client.destroy();
      upstream.destroy();
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
    if (cut) hold(pipe);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `redis://127.0.0.1:${port}`,
    partition: () => {
      cut = true;
      for (const pipe of pipes) hold(pipe);
    },
    heal: () => {
      cut = false;
      for (const pipe of pipes) release(pipe);
    },
    close: async () => {
      for (const pipe of pipes) {
        pipe.client.destroy();
        pipe.upstream.destroy();
      }
      pipes.clear();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
