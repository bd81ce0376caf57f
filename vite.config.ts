import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import dts from 'vite-plugin-dts';
import { defineConfig, type Plugin } from 'vitest/config';
import { cameoDevServer } from './demo/server/cameoDevServer.ts';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

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
} as const;

// React entries declare the client boundary, so they work under the Next.js app router.
const clientEntries = new Set<string>(['index', 'primitives', 'storybook']);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

// Dependencies and peers are the consumer's to install and dedupe, so none is bundled. Read from
// package.json, so a new dependency can never be inlined by accident.
const external = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})]
  .map((name) => new RegExp(`^${escapeRegExp(name)}(\\/.*)?$`))
  // Node built-ins, for the server entry.
  .concat(/^node:/);

// The stylesheet is opt-in (`import 'cameo-ui/styles.css'`), never imported by our JS.
function copyStyles(): Plugin {
  return {
    name: 'cameo-copy-styles',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'styles.css',
        source: readFileSync(resolve(here, 'src/styles.css'), 'utf8'),
      });
    },
  };
}

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
          }),
          copyStyles(),
        ]
      : // The demo's widget server under /api, so `npm run dev` runs over real HTTP and SSE.
        [cameoDevServer()]),
  ],
  // Only the demo page: the dependency scan must not crawl a built storybook-static/.
  optimizeDeps: { entries: ['index.html'] },
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
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.{ts,tsx}'],
          setupFiles: ['test/browser/setup.ts'],
          browser: chromiumBrowser(),
        },
      },
      {
        extends: true,
        // The demo as `npm run dev` serves it, in real Chromium against the widget server.
        test: { name: 'e2e', environment: 'node', include: ['test/e2e/**/*.test.ts'], testTimeout: 60_000 },
      },
      {
        extends: true,
        // Every story renders, and its play function runs, as a test in Chromium.
        plugins: [storybookTest({ configDir: resolve(here, '.storybook') })],
        test: { name: 'storybook', browser: chromiumBrowser() },
      },
    ],
  },
}));
