import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import dts from 'vite-plugin-dts';
import { isRunnableDevEnvironment } from 'vite';
import { defineConfig, type Plugin } from 'vitest/config';
import { cameoDevServer } from './demo/server/cameoDevServer.ts';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';
import { inlineStyles } from './scripts/inlineStyles.mjs';

const here = import.meta.dirname;

const pkg = JSON.parse(readFileSync(resolve(here, 'package.json'), 'utf8')) as {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};

/**
 * The published entries: build input name -> source. `index` is `cameo-ui`, every other name is
 * `cameo-ui/<name>`. Adding an entry is one line here (build input and alias), plus the same name
 * in package.json `exports` and tsconfig.json `paths`, which cannot be generated from this list.
 */
const entries = {
  index: 'src/index.ts',
  primitives: 'src/primitives/index.ts',
  core: 'src/core/index.ts',
  agent: 'src/agent/index.ts',
  server: 'src/server/index.ts',
  storybook: 'src/storybook/index.ts',
  'ai-sdk': 'src/ai-sdk/index.ts',
  'ai-sdk/server': 'src/ai-sdk/server.ts',
  'ag-ui': 'src/ag-ui/index.ts',
  'ag-ui/server': 'src/ag-ui/server.ts',
  'mcp-apps': 'src/mcp-apps/index.ts',
  'mcp-apps/server': 'src/mcp-apps/server.ts',
} as const;

// React entries declare the client boundary, so they work under the Next.js app router.
const clientEntries = new Set<string>(['index', 'primitives', 'storybook']);
// The integrations' page halves (`ai-sdk`, `ag-ui`, `mcp-apps`) carry no client banner: they
// export hooks and React-free functions (fromUIMessages, readers), not components, so they are
// imported from a client component of the app's own, and a server component may still call their
// functions. Their `/server` halves load no React at all (test/lint/reactFreeEntries).

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

// Dependencies and peers are the consumer's to install and dedupe, so none is bundled. Read from
// package.json, so a new dependency can never be inlined by accident.
const external = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})]
  .map((name) => new RegExp(`^${escapeRegExp(name)}(\\/.*)?$`))
  // Node built-ins, for the server entry.
  .concat(/^node:/);

/**
 * Fails the build when a declaration file has a relative specifier a consumer's TypeScript could
 * miss. Declarations are emitted as .d.mts with every relative specifier made explicit (`.mjs`)
 * by vite-plugin-dts (`moduleFormat: 'esm'`): an extensionless `'./core'` does not resolve at all
 * under node16/nodenext, and under `bundler` it finds the JS entry `dist/core.js` (no types)
 * before `dist/core/index.d.ts`. A `.mjs` specifier names no JS file of ours (ours are `.js`), so
 * it can only resolve to the declaration next to it.
 */
function checkDeclarationSpecifiers(files: Map<string, string>): void {
  const problems: string[] = [];
  for (const [file, content] of files) {
    if (!/\.d\.m?ts$/.test(file)) continue;
    for (const [, specifier = ''] of content.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"]*)['"]/gm)) {
      const target = resolve(dirname(file), specifier.replace(/\.mjs$/, '.d.mts'));
      if (!specifier.endsWith('.mjs') || !files.has(target)) problems.push(`${relative(here, file)}: '${specifier}'`);
    }
  }
  if (problems.length > 0) {
    throw new Error(`Declarations with specifiers consumers cannot resolve:\n  ${problems.join('\n  ')}`);
  }
}

/**
 * Marks React's `forwardRef`, `memo` and `createContext` calls `/* @__PURE__ *\/` in the built
 * JS. They run at module top level, and a chunk holds many modules, so without the mark an app's
 * bundler keeps every component of a chunk it touches (importing WidgetLauncher kept the
 * virtualized transcript list: the storybook entry measured 138.7 kB instead of 92.3 kB).
 */
function pureReactCalls(): Plugin {
  return {
    name: 'cameo-pure-react-calls',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]src[\\/].*\.tsx?$/.test(id)) return null;
      // Every call, not only `= forwardRef(`: a part is `withDisplayName(memo(forwardRef(…)), …)`,
      // and an unmarked inner call would keep the part alive in an app that never draws it.
      // Comment lines are left alone: a mark inside a block comment would end it early.
      const marked = code
        .split('\n')
        .map((line) => (/^\s*(\*|\/\/|\/\*)/.test(line) ? line : line.replace(/(?<![\w$.`'"])(forwardRef|memo|createContext)(\s*[<(])/g, '/* @__PURE__ */ $1$2')))
        .join('\n');
      // map: null keeps the incoming mappings; only columns after a mark on its line shift.
      return marked === code ? null : { code: marked, map: null };
    },
  };
}

// The stylesheet is opt-in (`import 'cameo-ui/styles.css'`), never imported by our JS.
function copyStyles(): Plugin {
  return {
    name: 'cameo-copy-styles',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'styles.css',
        source: inlineStyles(resolve(here, 'src/styles.css')),
      });
    },
  };
}

// The MCP Apps sandbox proxy; tests load it from http://127.0.0.1:<port>, another origin. Run
// through Vite's module runner, not bundled into this config (see cameoDevServer).
function mcpSandboxProxy(): Plugin {
  return {
    name: 'cameo-mcp-sandbox-proxy',
    configureServer(vite) {
      // A counter of requests a sandboxed view should never be able to send: a view GETs
      // /__cameo/leak/<probe>?…, the test reads /__cameo/leaks/<probe> (a count, as JSON).
      const leaks = new Map<string, number>();
      vite.middlewares.use((req, res, next) => {
        const [path = ''] = (req.url ?? '').split('?');
        const hit = /^\/__cameo\/leak\/([\w-]+)$/.exec(path);
        const read = /^\/__cameo\/leaks\/([\w-]+)$/.exec(path);
        if (hit?.[1]) {
          leaks.set(hit[1], (leaks.get(hit[1]) ?? 0) + 1);
          res.setHeader('Content-Type', 'text/html');
          res.end('<!doctype html><p>leaked</p>');
          return;
        }
        if (path === '/__cameo/intruder') {
          // A page a view navigates its frame to: it speaks to the proxy as if it were the view.
          const probe = /[?&]probe=([\w-]+)/.exec(req.url ?? '')?.[1] ?? 'intruder';
          res.setHeader('Content-Type', 'text/html');
          res.end(`<!doctype html><p>intruder</p><script>
var rpc = function (id, method, params) { parent.postMessage({ jsonrpc: '2.0', id: id, method: method, params: params }, '*'); };
parent.postMessage({ type: 'cameo:bind-view', secret: 'guess' }, '*', [new MessageChannel().port2]);
rpc(1, 'ui/initialize', { appInfo: { name: 'intruder', version: '1' }, appCapabilities: {}, protocolVersion: '2025-11-21' });
parent.postMessage({ jsonrpc: '2.0', method: 'ui/notifications/initialized', params: {} }, '*');
rpc(2, 'tools/call', { name: 'refresh_forecast', arguments: { city: 'Intruder' } });
rpc(3, 'ui/message', { role: 'user', content: [{ type: 'text', text: 'from the intruder' }] });
fetch('/__cameo/leak/${probe}', { mode: 'no-cors' });
</script>`);
          return;
        }
        if (read?.[1]) {
          res.setHeader('Content-Type', 'application/json');
          res.end(JSON.stringify(leaks.get(read[1]) ?? 0));
          return;
        }
        next();
      });
      vite.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== '/__cameo/mcp-sandbox.html') return next();
        const ssr = vite.environments.ssr;
        if (!ssr || !isRunnableDevEnvironment(ssr)) return next(new Error('cameo-mcp-sandbox-proxy: no runnable ssr environment'));
        type HandlerModule = typeof import('./src/mcp-apps/sandbox/createSandboxProxyHandler');
        ssr.runner
          .import<HandlerModule>('/src/mcp-apps/sandbox/createSandboxProxyHandler.ts')
          .then(({ createSandboxProxyHandler }) => createSandboxProxyHandler()(req, res, next), next);
      });
    },
  };
}

/**
 * The MCP test files, also run on ext-apps 2 (the devDependency `ext-apps-2`, an npm alias) while
 * the rest of the kit and the normal projects use the ext-apps 1 devDependency: the peer range
 * takes both majors. Every import of `@modelcontextprotocol/ext-apps[/…]` (ours and the tests')
 * resolves to the alias's package, through its own `exports`; a test's file path into it too.
 */
const MCP_UNIT_TESTS = ['test/mcp-apps/**/*.test.ts', 'test/ai-sdk/server/mcpToolsForAISDK.test.ts', 'test/docs/mcpApps.test.ts', 'test/demo/mcpServer.test.ts'];
const MCP_BROWSER_TESTS = ['test/browser/mcp*.test.{ts,tsx}'];
const onExtApps2 = {
  alias: [
    { find: /^@modelcontextprotocol\/ext-apps(?=\/|$)/, replacement: 'ext-apps-2' },
    // A test's file path into the package (the probe view inlines its App bundle as ?raw).
    { find: /^(?:\.\.\/)+node_modules\/@modelcontextprotocol\/ext-apps\//, replacement: `${resolve(here, 'node_modules/ext-apps-2')}/` },
  ],
};

// A fresh object per project: vitest mutates it, and sharing one breaks the second project.
function chromiumBrowser() {
  return {
    enabled: true,
    headless: true,
    provider: playwright({ launchOptions: { executablePath: chromiumPath(), args: [...chromiumArgs] } }),
    instances: [{ browser: 'chromium' as const }],
  };
}

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    ...(command === 'build'
      ? [
          dts({
            include: ['src'],
            exclude: ['**/*.test.*'],
            tsconfigPath: resolve(here, 'tsconfig.json'),
            // .d.mts with explicit `.mjs` relative specifiers: see checkDeclarationSpecifiers.
            outDirs: { dir: resolve(here, 'dist'), moduleFormat: 'esm' },
            afterBuild: checkDeclarationSpecifiers,
          }),
          copyStyles(),
          pureReactCalls(),
        ]
      : // The demo's widget server under /api, so `npm run dev` runs over real HTTP and SSE.
        [cameoDevServer()]),
  ],
  // Only the demo page: the dependency scan must not crawl a built storybook-static/.
  // The integrations' libraries are named, so the browser and Storybook projects do not find them
  // mid-run and reload the page (a test that imports them would otherwise start twice).
  optimizeDeps: {
    entries: ['index.html'],
    include: [
      'ai',
      'ai/test',
      '@ai-sdk/react',
      '@ag-ui/client',
      '@ag-ui/core',
      '@ag-ui/core/schemas',
      '@ag-ui/encoder',
      '@modelcontextprotocol/ext-apps',
      '@modelcontextprotocol/ext-apps/app-bridge',
      '@modelcontextprotocol/sdk/client',
      '@modelcontextprotocol/sdk/client/index.js',
      '@modelcontextprotocol/sdk/client/streamableHttp.js',
      '@modelcontextprotocol/sdk/inMemory.js',
      '@modelcontextprotocol/sdk/server/mcp.js',
      '@modelcontextprotocol/sdk/types.js',
      'zod',
    ],
  },
  resolve: {
    // Docs examples, stories and the demo import the package by its published names.
    alias: [
      ...Object.entries(entries).map(([name, source]) => ({
        find: new RegExp(`^${escapeRegExp(name === 'index' ? 'cameo-ui' : `cameo-ui/${name}`)}$`),
        replacement: resolve(here, source),
      })),
      { find: /^cameo-ui\/styles\.css$/, replacement: resolve(here, 'src/styles.css') },
    ],
  },
  server: { host: 'localhost', port: 5173 },
  build: {
    lib: {
      entry: Object.fromEntries(Object.entries(entries).map(([name, source]) => [name, resolve(here, source)])),
      formats: ['es'],
    },
    sourcemap: true,
    rollupOptions: {
      external,
      output: {
        banner: (chunk) => (chunk.isEntry && clientEntries.has(chunk.name) ? '"use client";' : ''),
      },
    },
  },
  test: {
    globals: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['test/**/*.test.{ts,tsx}'],
          exclude: ['test/browser/**', 'test/e2e/**'],
          setupFiles: ['test/setup.ts'],
          // Two `npm test` runs on one two-core machine: a file's first test pays for transforming
          // the whole kit on its first import, and servers and Redis start in hooks. The 5 s and
          // 10 s defaults failed tests that pass alone (test/docs/agUi.test.tsx took 5 s). Tests
          // wait for conditions, so a passing test is no slower; only a hang waits this long.
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // expect.poll's 1 s default, for the same reason; a poll that passes returns at once.
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        extends: true,
        plugins: [mcpSandboxProxy()],
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.{ts,tsx}'],
          setupFiles: ['test/browser/setup.ts'],
          // Real frames, clicks through them and a shared two-core machine: 5 s, then 20 s per
          // test, failed tests that pass alone (two npm test runs at once, where a file took 2-3x
          // as long as alone). A test that hangs still fails, after 60 s.
          testTimeout: 60_000,
          // The same machine missed expect.poll's 1 s default on frame handshakes; a poll that
          // passes returns as soon as it does, so only a real failure waits the whole 10 s.
          expect: { poll: { timeout: 10_000 } },
          browser: chromiumBrowser(),
        },
      },
      {
        extends: true,
        resolve: onExtApps2,
        test: {
          name: 'unit-ext-apps-2',
          env: { CAMEO_EXT_APPS_MAJOR: '2' },
          environment: 'jsdom',
          include: MCP_UNIT_TESTS,
          setupFiles: ['test/setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        extends: true,
        resolve: onExtApps2,
        plugins: [mcpSandboxProxy()],
        // Its own pre-bundle of ext-apps 2 (the alias is applied when optimizing too).
        optimizeDeps: { include: ['ext-apps-2', 'ext-apps-2/app-bridge'] },
        test: {
          name: 'browser-ext-apps-2',
          env: { CAMEO_EXT_APPS_MAJOR: '2' },
          include: MCP_BROWSER_TESTS,
          setupFiles: ['test/browser/setup.ts'],
          // As the browser project's.
          testTimeout: 60_000,
          expect: { poll: { timeout: 10_000 } },
          browser: chromiumBrowser(),
        },
      },
      {
        extends: true,
        // The demo as `npm run dev` serves it, in real Chromium against the widget server.
        // Hooks start a Vite dev server and Chromium, and the first page load pre-bundles every
        // dependency: on a loaded two-core machine that passed the 20-30 s the hooks allowed.
        test: { name: 'e2e', environment: 'node', include: ['test/e2e/**/*.test.ts'], testTimeout: 120_000, hookTimeout: 120_000, expect: { poll: { timeout: 30_000 } } },
      },
      {
        extends: true,
        // Every story renders, and its play function runs, as a test in Chromium.
        plugins: [storybookTest({ configDir: resolve(here, '.storybook') })],
        test: { name: 'storybook', setupFiles: ['test/storybook/setup.ts'], browser: chromiumBrowser() },
      },
    ],
  },
}));
