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

// Peers and dependencies are the consumer's to install and dedupe, so none is bundled.
const external = [
  'react',
  'react-dom',
  'zustand',
  '@tanstack/react-query',
  'ajv',
  'valibot',
  'redis',
  '@redis/client',
  '@radix-ui/react-dialog',
  '@radix-ui/react-slot',
  '@tanstack/react-virtual',
  'storybook',
  '@storybook/react-vite',
]
  .map((name) => new RegExp(`^${name.replace('/', '\\/')}(\\/.*)?$`))
  // Node built-ins, for the server entry.
  .concat(/^node:/);

const clientEntries = new Set(['index', 'storybook']);

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
      { find: /^cameo-ui$/, replacement: resolve(here, 'src/index.ts') },
      { find: /^cameo-ui\/core$/, replacement: resolve(here, 'src/core/index.ts') },
      { find: /^cameo-ui\/server$/, replacement: resolve(here, 'src/server/index.ts') },
      { find: /^cameo-ui\/storybook$/, replacement: resolve(here, 'src/storybook/index.ts') },
      { find: /^cameo-ui\/styles\.css$/, replacement: resolve(here, 'src/styles.css') },
    ],
  },
  server: { host: 'localhost', port: 5173 },
  build: {
    lib: {
      entry: {
        index: resolve(here, 'src/index.ts'),
        core: resolve(here, 'src/core/index.ts'),
        server: resolve(here, 'src/server/index.ts'),
        storybook: resolve(here, 'src/storybook/index.ts'),
      },
      formats: ['es'],
    },
    sourcemap: true,
    rollupOptions: {
      external,
      output: {
        // React entries declare the client boundary, so they work under the Next.js app router.
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
