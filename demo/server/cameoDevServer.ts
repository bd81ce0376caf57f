import { fileURLToPath } from 'node:url';
import { isRunnableDevEnvironment, type Plugin, type ViteDevServer } from 'vite';
import type { WidgetServer, WidgetServerErrorContext } from '../../src/server';

export const CAMEO_DEV_SERVER = 'cameo-dev-server';

/** Loaded through Vite's SSR module runner, not imported statically: see `configureServer`. */
const SERVER_MODULE = fileURLToPath(new URL('./createDemoWidgetServer.ts', import.meta.url));
type ServerModule = typeof import('./createDemoWidgetServer');

export interface CameoDevServerOptions {
  /** Where the widget routes live. Default `/api` (the demo's `createHttpTransport` base). */
  basePath?: string;
  /** Latency of board actions, in ms, so pending states show. Default 250. */
  actionDelayMs?: number;
  /** Called with each widget server the plugin starts (one per Vite server). */
  onReady?: (server: WidgetServer) => void;
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
}: CameoDevServerOptions = {}): Plugin<CameoDevServerApi> {
  let widgetServer: WidgetServer | null = null;
  let closed = false;
  const close = () => {
    closed = true;
    widgetServer?.close();
    widgetServer = null;
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
        if (closed) return;
        const next = createDemoWidgetServer({
          basePath,
          actionDelayMs,
          onError: (error, context) => logError(vite, error, context),
        });
        const previous = widgetServer;
        widgetServer = next;
        // Its event streams end; clients reconnect to the new server and get a fresh render.
        previous?.close();
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
