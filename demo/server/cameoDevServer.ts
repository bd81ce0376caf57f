import { fileURLToPath } from 'node:url';
import { isRunnableDevEnvironment, type Plugin, type ViteDevServer } from 'vite';
import type { LanguageModelV4Prompt } from '../agent/modelTypes';
import type { WidgetServer, WidgetServerErrorContext } from '../../src/server';

export const CAMEO_DEV_SERVER = 'cameo-dev-server';

/** Loaded through Vite's SSR module runner, not imported statically: see `configureServer`. */
const SERVERS_MODULE = fileURLToPath(new URL('./createDemoServers.ts', import.meta.url));
type ServersModule = typeof import('./createDemoServers');
type DemoServers = ReturnType<ServersModule['createDemoServers']>;
const REDIS_MODULE = fileURLToPath(new URL('./connectDemoRedis.ts', import.meta.url));
type RedisModule = typeof import('./connectDemoRedis');
type DemoRedis = Awaited<ReturnType<RedisModule['connectDemoRedis']>>;

const MCP_VIEW_DIR = fileURLToPath(new URL('../mcp/view/', import.meta.url));

/** Prompts kept for `modelPromptsOf`: enough for any test, bounded for a long dev session. */
const MAX_PROMPTS = 100;

export interface CameoDevServerOptions {
  /** Where the widget routes and the chat live. Default `/api` (the demo's transports' base). */
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
  /** The chat's model settings (`OPENAI_API_KEY`, `OPENAI_BASE_URL`, `CAMEO_MODEL`). Default `process.env`. */
  env?: Readonly<Record<string, string | undefined>>;
}

/** What the plugin exposes on `plugin.api`, for tests and other plugins. */
export interface CameoDevServerApi {
  /** The running widget server; `null` before Vite starts and after it closes. */
  readonly widgetServer: WidgetServer | null;
  /** Every prompt the embedded model received, oldest first (the last 100); empty with a real model. */
  readonly modelPrompts: readonly LanguageModelV4Prompt[];
}

/**
 * Serves the demo's backend from the Vite dev server under `/api`: the widget server (HTTP + SSE),
 * the AI SDK chat route `POST /api/chat` and the demo MCP server `POST /api/mcp` (Streamable
 * HTTP), plus the MCP Apps sandbox proxy page at `/__cameo/mcp-sandbox.html`. Dev only: not in
 * builds, and not in Vitest's own servers (mode `test`). One of each per Vite server; they are
 * closed when Vite closes or restarts.
 */
export function cameoDevServer({
  basePath = '/api',
  actionDelayMs = 250,
  onReady,
  redisUrl = process.env.CAMEO_REDIS_URL,
  env,
}: CameoDevServerOptions = {}): Plugin<CameoDevServerApi> {
  let servers: DemoServers | null = null;
  let redis: DemoRedis | null = null;
  let closed = false;
  const prompts: LanguageModelV4Prompt[] = [];
  const close = async () => {
    closed = true;
    servers?.close();
    servers = null;
    await redis?.close();
    redis = null;
  };

  return {
    name: CAMEO_DEV_SERVER,
    apply: (_config, { command, mode }) => command === 'serve' && mode !== 'test',
    api: {
      get widgetServer() {
        return servers?.widgets ?? null;
      },
      get modelPrompts() {
        return prompts;
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
      let announced = '';
      const start = async () => {
        const { createDemoServers } = await ssr.runner.import<ServersModule>(SERVERS_MODULE);
        const shared = redisUrl
          ? await (await ssr.runner.import<RedisModule>(REDIS_MODULE)).connectDemoRedis(redisUrl, (error) =>
              logError(vite, error, { operation: 'broadcast' }),
            )
          : null;
        if (closed) return void (await shared?.close());
        const next = createDemoServers({
          basePath,
          actionDelayMs,
          ...(shared ? { store: shared.store, broadcaster: shared.broadcaster } : {}),
          ...(env ? { env } : {}),
          onModelCall: ({ prompt }) => {
            // A copy: the SDK's prompt objects are its own to reuse.
            prompts.push(structuredClone(prompt));
            if (prompts.length > MAX_PROMPTS) prompts.splice(0, prompts.length - MAX_PROMPTS);
          },
          onError: (error, context) => logError(vite, error, context),
        });
        const previous = { servers, redis };
        servers = next;
        redis = shared;
        // Its event streams end; clients reconnect to the new server and get a fresh render.
        previous.servers?.close();
        await previous.redis?.close();
        if (next.model.description !== announced) {
          announced = next.model.description;
          vite.config.logger.info(`[${CAMEO_DEV_SERVER}] chat at ${basePath}/chat on ${announced}`, { timestamp: true });
        }
        onReady?.(next.widgets);
      };
      await start();

      // Before Vite's own middlewares; requests outside `basePath` fall through to Vite.
      vite.middlewares.use((req, res, next) => {
        if (!servers) return next();
        const { chat, mcp, sandboxProxy, widgets } = servers;
        chat.handler(req, res, () => mcp.handler(req, res, () => sandboxProxy(req, res, () => widgets.handler(req, res, next))));
      });

      // An edit to the server code starts new servers with it (the board starts over), as a
      // restart would; the page itself is untouched. The MCP App view is bundled by esbuild, not
      // through Vite, so its files are matched by folder.
      vite.watcher.on('change', (file) => {
        if (!servers || !(ssr.moduleGraph.getModulesByFile(file)?.size || file.startsWith(MCP_VIEW_DIR))) return;
        ssr.runner.clearCache();
        start().catch((error: unknown) => logError(vite, error, { operation: 'request' }));
      });
    },
    closeServer: close,
  };
}

/** The plugin's api in a Vite dev server; throws when the plugin is not running there. */
function apiOf(vite: ViteDevServer): CameoDevServerApi {
  const plugin = vite.config.plugins.find((candidate) => candidate.name === CAMEO_DEV_SERVER);
  const api = plugin?.api as CameoDevServerApi | undefined;
  if (!api?.widgetServer) throw new Error(`${CAMEO_DEV_SERVER} is not running in this Vite server; add cameoDevServer() to its plugins.`);
  return api;
}

/** The widget server a Vite dev server runs through this plugin; throws when there is none. */
export function widgetServerOf(vite: ViteDevServer): WidgetServer {
  const server = apiOf(vite).widgetServer;
  if (!server) throw new Error(`${CAMEO_DEV_SERVER} has no widget server running.`);
  return server;
}

/** What the embedded model of a Vite dev server's chat has received so far, one prompt per call. */
export function modelPromptsOf(vite: ViteDevServer): readonly LanguageModelV4Prompt[] {
  return apiOf(vite).modelPrompts;
}

function logError(vite: ViteDevServer, error: unknown, { operation, ...where }: WidgetServerErrorContext | { operation: 'chat' | 'mcp' }) {
  const place = [operation, 'widget' in where ? where.widget : undefined, 'action' in where ? where.action : undefined]
    .filter(Boolean)
    .join(' ');
  const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
  vite.config.logger.error(`[${CAMEO_DEV_SERVER}] ${place}: ${detail}`, { timestamp: true });
}
