// @ts-check
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Raw HTML bypasses React's escaping; widget content comes from tools and models, so never.
const noDangerousHtml = [
  {
    selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
    message: 'dangerouslySetInnerHTML is forbidden: render content as React nodes.',
  },
  {
    selector: "Property[key.name='dangerouslySetInnerHTML']",
    message: 'dangerouslySetInnerHTML is forbidden: render content as React nodes.',
  },
  // The same hole through the DOM.
  {
    selector: "AssignmentExpression > MemberExpression.left[property.name=/^(innerHTML|outerHTML)$/]",
    message: 'Assigning markup is forbidden: render content as React nodes, or as text.',
  },
  {
    selector: "CallExpression[callee.property.name=/^(insertAdjacentHTML|createContextualFragment|parseHTMLUnsafe|setHTMLUnsafe)$/]",
    message: 'Parsing markup into the page is forbidden: render content as React nodes, or as text.',
  },
  {
    selector: "CallExpression[callee.object.name='document'][callee.property.name=/^write(ln)?$/]",
    message: 'document.write is forbidden: render content as React nodes, or as text.',
  },
];

// Untrusted markup may only ever load through the one sandboxed frame, whose sandbox and CSP
// props cannot be overridden: any other srcdoc would be a frame without them.
const sandboxFrame = 'src/primitives/widget/HtmlFrame.tsx';
const srcDocMessage = `srcdoc is allowed only in ${sandboxFrame}: render untrusted HTML with WidgetPrimitive.HtmlFrame.`;
const noSrcDoc = [
  { selector: "JSXAttribute[name.name=/^srcdoc$/i]", message: srcDocMessage },
  { selector: "Property[key.name=/^srcdoc$/i]", message: srcDocMessage },
  { selector: "AssignmentExpression > MemberExpression.left[property.name=/^srcdoc$/i]", message: srcDocMessage },
  { selector: "CallExpression[callee.property.name='setAttribute'][arguments.0.value=/^srcdoc$/i]", message: srcDocMessage },
];

const noDefaultExport = [
  {
    selector: 'ExportDefaultDeclaration',
    message: 'Use named exports in src/ (default exports are only for stories and config files).',
  },
  {
    selector: "ExportSpecifier[exported.name='default']",
    message: 'Use named exports in src/ (default exports are only for stories and config files).',
  },
];

const browserSafe = [
  { group: ['node:*'], message: 'Node built-ins belong in src/server only: this code ships to browsers.' },
  { group: ['**/server', '**/server/*'], message: 'src/server is Node-only and never reaches a browser bundle.' },
];

// Agent-side code (tools, Ajv-validated runs) is `cameo-ui/agent`'s; the browser entries and
// core never pull it in (the server may: it serves tools).
const noAgentCode = { group: ['**/agent', '**/agent/*'], message: 'src/agent is agent-side code: only cameo-ui/agent and src/server import it.' };

// Sibling layers reach core through its public index or its one internal surface, never a file
// deep inside it, so core can move its files without breaking them.
const noDeepCore = {
  group: ['**/core/*', '!**/core/internal', '!**/core/internalAgent'],
  message: "Import core from '../core' (public) or '../core/internal' (its surface for sibling layers), never a deep path.",
};

const coreIsFrameworkFree = 'src/core must stay framework-free (no React, Radix or React Query).';

// The entries a server loads: the integrations' server halves, and core, agent and server. They
// and every module they import at run time load no React and no DOM-only code, so a Node or edge
// route that imports one never loads React (test/lint/reactFreeEntries walks the same graph with
// TypeScript's resolver, and scripts/verify-package.mjs imports each from the packed tarball).
const reactFreeEntries = [
  'src/ai-sdk/server.ts',
  'src/mcp-apps/server.ts',
  'src/ag-ui/server.ts',
  'src/core/index.ts',
  'src/agent/index.ts',
  'src/server/index.ts',
];

/**
 * The source files of `entries` and every module they import at run time (relative `import` /
 * `export … from` / `import()`; `import type` and `export type` are erased, so they load nothing),
 * as paths relative to this file. Read from disk when lint starts, so a new import is covered at
 * once; the rule below applies to exactly these files.
 */
function runtimeGraph(entries) {
  const here = import.meta.dirname;
  const resolveImport = (from, specifier) => {
    const base = resolve(dirname(from), specifier);
    return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((path) => existsSync(path));
  };
  const seen = new Set();
  const queue = entries.map((entry) => resolve(here, entry));
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    const specifiers = [
      ...[...code.matchAll(/^\s*(?:import|export)\s+(type\s+)?[^'";]*?\s*from\s*['"](\.[^'"]+)['"]/gm)].filter((m) => !m[1]).map((m) => m[2]),
      ...[...code.matchAll(/^\s*import\s+['"](\.[^'"]+)['"]/gm)].map((m) => m[1]),
      ...[...code.matchAll(/\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g)].map((m) => m[1]),
    ];
    for (const specifier of specifiers) {
      const target = resolveImport(file, specifier);
      if (target) queue.push(target);
    }
  }
  return [...seen].map((file) => relative(here, file)).sort();
}

const reactFreeMessage =
  'This module is loaded by a React-free entry (an integration\'s /server half, core, agent or server: see reactFreeEntries in eslint.config.js), so it imports no React and no DOM-only code.';
// A separate rule name from the layers' no-restricted-imports, so both apply to a file (a later
// config object replaces a rule's options, it does not merge them). Type imports count too: the
// entry's declarations would make a server's TypeScript load React's types.
const reactFree = {
  paths: [
    { name: 'zustand', message: `${reactFreeMessage} (zustand's root entry is its React hook; use zustand/vanilla)` },
    // The view's App class and the host's bridge talk to frames; their protocol types are shared.
    ...['@modelcontextprotocol/ext-apps', '@modelcontextprotocol/ext-apps/app-bridge'].map((name) => ({
      name,
      allowTypeImports: true,
      message: `${reactFreeMessage} (${name} talks to a view's frame; import its types with \`import type\`)`,
    })),
  ],
  patterns: [
    // As regular expressions: a gitignore-style `react` would also match `../react` and `@ai-sdk/react`.
    {
      regex: '^(react|react-dom|@ai-sdk/react|storybook)(/.*)?$|^@tanstack/react-|^@radix-ui/|^@storybook/|^@modelcontextprotocol/ext-apps/react',
      message: reactFreeMessage,
    },
    { group: ['zustand/*', '!zustand/vanilla', '!zustand/vanilla/*'], message: `${reactFreeMessage} (use zustand/vanilla)` },
    // Cameo's own React and DOM layers.
    {
      regex: '^\\.\\.?/(.*/)?(react|primitives|components|storybook)(/.*)?$',
      message: `${reactFreeMessage} (src/react, src/primitives, src/components and src/storybook draw with React)`,
    },
  ],
};

export default defineConfig([
  globalIgnores(['dist/', 'storybook-static/', 'node_modules/', 'coverage/', '.prof/']),

  {
    files: ['**/*.{js,mjs,cjs,jsx,ts,tsx,mts,cts}'],
    extends: [js.configs.recommended, tseslint.configs.recommended, reactHooks.configs.flat.recommended],
    languageOptions: {
      ecmaVersion: 'latest',
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      // Everywhere: src/, stories/, tests, the demo and scripts.
      'no-restricted-syntax': ['error', ...noDangerousHtml, ...noSrcDoc],
    },
  },

  {
    files: ['test/**', '**/*.test.{ts,tsx,js,jsx}'],
    languageOptions: { globals: { ...globals.vitest } },
    // Probe components hand hook results out to the test on purpose.
    rules: { 'react-hooks/globals': 'off' },
  },

  // Library source: named exports only. (no-restricted-syntax replaces, not merges, so repeat.)
  {
    files: ['src/**/*.{js,mjs,cjs,jsx,ts,tsx,mts,cts}'],
    ignores: ['src/**/*.stories.*'],
    rules: {
      'no-restricted-syntax': ['error', ...noDangerousHtml, ...noSrcDoc, ...noDefaultExport],
    },
  },
  {
    files: [sandboxFrame],
    rules: { 'no-restricted-syntax': ['error', ...noDangerousHtml, ...noDefaultExport] },
  },

  {
    files: ['src/core/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react', message: coreIsFrameworkFree },
            { name: 'react-dom', message: coreIsFrameworkFree },
            { name: '@tanstack/react-query', message: coreIsFrameworkFree },
            { name: 'zustand', message: 'Cameo has no zustand dependency: stores are core/createStore.' },
          ],
          patterns: [
            {
              group: ['react/*', 'react-dom/*', '@tanstack/react-query/*', '@radix-ui/*'],
              message: coreIsFrameworkFree,
            },
            { group: ['zustand/*'], message: 'Cameo has no zustand dependency: stores are core/createStore.' },
            ...browserSafe,
            noAgentCode,
          ],
        },
      ],
    },
  },

  // Browser entries never reach Node-only code (the server, node: built-ins) or agent code.
  {
    files: ['src/react/**', 'src/primitives/**', 'src/components/**', 'src/index.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...browserSafe,
            noAgentCode,
            noDeepCore,
            { group: ['storybook', 'storybook/*', '@storybook/*', '**/storybook'], message: 'Only cameo-ui/storybook may import Storybook.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/storybook/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...browserSafe, noDeepCore] }] },
  },
  // The integrations' browser halves: no Node code; all three reach core only through its surfaces.
  // The arrow between integrations runs one way: ai-sdk's mcpToolsForAISDK reads MCP tools.
  {
    files: ['src/ag-ui/**', 'src/mcp-apps/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...browserSafe,
            noDeepCore,
            { group: ['**/ai-sdk', '**/ai-sdk/*'], message: 'mcp-apps and ag-ui never import ai-sdk: the AI SDK integration imports them (mcpToolsForAISDK), not back.' },
          ],
        },
      ],
    },
  },
  // The AI SDK integration also holds `toAISDKTools`, which runs tools (agent code) on the server.
  {
    files: ['src/ai-sdk/**', 'src/agent/**', 'src/server/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noDeepCore] }] },
  },
  // The React-free entries and everything they load: no React, no DOM-only modules.
  {
    files: runtimeGraph(reactFreeEntries),
    rules: { '@typescript-eslint/no-restricted-imports': ['error', reactFree] },
  },
]);
