import { fileURLToPath } from 'node:url';
import { isRunnableDevEnvironment, type Plugin, type ViteDevServer } from 'vite';
import type { WidgetServer, WidgetServerErrorContext } from '../../src/server';

export const CAMEO_DEV_SERVER = 'cameo-dev-server';

/** Loaded through Vite's SSR module runner, not imported statically: see `configureServer`. */
const SERVER_MODULE = fileURLToPath(new URL('./createDemoWidgetServer.ts', import.meta.url));
type ServerModule = typeof import('./createDemoWidgetServer');
const REDIS_MODULE = fileURLToPath(new URL('./connectDemoRedis.ts', import.meta.url));
type RedisModule = typeof import('./connectDemoRedis');
type DemoRedis = Awaited<ReturnType<RedisModule['connectDemoRedis']>>;

export interface CameoDevServerOptions {
  /** Where the widget routes live. Default `/api` (the demo's `createHttpTransport` base). */
  basePath?: string;
  /** Latency of board actions, in ms, so pending states show. Default 250. */
  actionDelayMs?: number;
  /** Called with each widget server the plugin starts (one per Vite server). */
  onReady?: (server: WidgetServer) => void;
  /**
   * Runs this dev server as one instance of several: the board and its broadcasts live in this
   * Redis, so every `npm run dev` started with the same URL shows the same live board. Default
   * `process.env.CAMEO_REDIS_URL`; unset keeps everything in this process.
   */
  redisUrl?: string;
}

/** What the plugin exposes on `plugin.api`, for tests and other plugins. */
export interface CameoDevServerApi {
  /** The running widget server; `null` before Vite starts and after it closes. */
  readonly widgetServer: WidgetServer | null;
}

/**
 * Serves the demo's widget server (HTTP + SSE) from the Vite dev server under `/api`. Dev only:
 * not in builds, and not in Vitest's own servers (mode `test`). One widget server per Vite
 * server; it is closed when Vite closes or restarts.
 */
export function cameoDevServer({
  basePath = '/api',
  actionDelayMs = 250,
  onReady,
  redisUrl = process.env.CAMEO_REDIS_URL,
}: CameoDevServerOptions = {}): Plugin<CameoDevServerApi> {
  let widgetServer: WidgetServer | null = null;
  let redis: DemoRedis | null = null;
  let closed = false;
  const close = async () => {
    closed = true;
    widgetServer?.close();
    widgetServer = null;
    await redis?.close();
    redis = null;
  };

  return {
    name: CAMEO_DEV_SERVER,
    apply: (_config, { command, mode }) => command === 'serve' && mode !== 'test',
    api: {
      get widgetServer() {
        return widgetServer;
      },
    },
    async configureServer(vite) {
      // The server code (and the library's src/ under it) runs in Node through Vite's module
      // runner rather than as part of the bundled vite.config: as a config dependency, every
      // edit under src/ would restart the whole dev server, and Vite would warn on every start
      // about each extension-less import.
      const ssr = vite.environments.ssr;
      if (!ssr || !isRunnableDevEnvironment(ssr)) {
        throw new Error(`${CAMEO_DEV_SERVER}: Vite's ssr environment cannot run modules here.`);
      }
      const start = async () => {
        const { createDemoWidgetServer } = await ssr.runner.import<ServerModule>(SERVER_MODULE);
        const shared = redisUrl
          ? await (await ssr.runner.import<RedisModule>(REDIS_MODULE)).connectDemoRedis(redisUrl, (error) =>
              logError(vite, error, { operation: 'broadcast' }),
            )
          : null;
        if (closed) return void (await shared?.close());
        const next = createDemoWidgetServer({
          basePath,
          actionDelayMs,
          ...(shared ? { store: shared.store, broadcaster: shared.broadcaster } : {}),
          onError: (error, context) => logError(vite, error, context),
        });
        const previous = { server: widgetServer, redis };
        widgetServer = next;
        redis = shared;
        // Its event streams end; clients reconnect to the new server and get a fresh render.
        previous.server?.close();
        await previous.redis?.close();
        onReady?.(next);
      };
      await start();

      // Before Vite's own middlewares; requests outside `basePath` fall through to Vite.
      vite.middlewares.use((req, res, next) => (widgetServer ? widgetServer.handler(req, res, next) : next()));

      // An edit to the server code starts a new widget server with it (the board starts over),
      // as a restart would; the page itself is untouched.
      vite.watcher.on('change', (file) => {
        if (!widgetServer || !ssr.moduleGraph.getModulesByFile(file)?.size) return;
        ssr.runner.clearCache();
        start().catch((error: unknown) => logError(vite, error, { operation: 'request' }));
      });
    },
    closeServer: close,
  };
}

/** The widget server a Vite dev server runs through this plugin; throws when there is none. */
export function widgetServerOf(vite: ViteDevServer): WidgetServer {
  const plugin = vite.config.plugins.find((candidate) => candidate.name === CAMEO_DEV_SERVER);
  const server = (plugin?.api as CameoDevServerApi | undefined)?.widgetServer;
  if (!server) throw new Error(`${CAMEO_DEV_SERVER} is not running in this Vite server; add cameoDevServer() to its plugins.`);
  return server;
}

function logError(vite: ViteDevServer, error: unknown, { operation, widget, action }: WidgetServerErrorContext) {
  const where = [operation, widget, action].filter(Boolean).join(' ');
  const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
  vite.config.logger.error(`[${CAMEO_DEV_SERVER}] ${where}: ${detail}`, { timestamp: true });
}
