import { afterEach } from 'vitest';
import { createHttpTransport, type HttpTransportOptions } from '../../../src/core/transport/createHttpTransport';
import type { WidgetUpdate } from '../../../src/core/transport/Transport';
import { startServer, type Handler, type TestServer } from './httpTestServer';

/**
 * Loopback servers, transports pointed at them and subscriptions that collect what arrives, all
 * closed after each test. `initialDelay` is the reconnect backoff's first wait, in ms.
 */
export function createTransportHarness(initialDelay: number) {
  const servers: TestServer[] = [];
  const cleanups: Array<() => void> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) cleanup();
    await Promise.all(servers.splice(0).map((server) => server.close()));
  });

  return {
    async serve(handler: Handler) {
      const server = await startServer(handler);
      servers.push(server);
      return server;
    },
    /** Closes a server now (a network failure), so the end of the test does not close it again. */
    async closeServer(server: TestServer) {
      servers.splice(servers.indexOf(server), 1);
      await server.close();
    },
    /** Runs `cleanup` (an unsubscribe) when the test ends. */
    afterTest(cleanup: () => void) {
      cleanups.push(cleanup);
    },
    transportFor(server: TestServer, options: Partial<HttpTransportOptions> = {}) {
      return createHttpTransport({ baseUrl: server.url, reconnect: { initialDelay, jitter: 0 }, ...options });
    },
    /** Subscribes, collecting updates and errors; unsubscribed after the test if it did not. */
    collect(transport: ReturnType<typeof createHttpTransport>, widget: string) {
      const updates: WidgetUpdate[] = [];
      const errors: Error[] = [];
      const unsubscribe = transport.subscribe(widget, (update) => updates.push(update), {
        onError: (error) => errors.push(error),
      });
      cleanups.push(unsubscribe);
      return { updates, errors, unsubscribe, versions: () => updates.map((update) => update.version) };
    },
  };
}
