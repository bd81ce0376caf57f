// @ts-check
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
            { name: 'zustand', message: 'src/core imports zustand/vanilla only (the root entry pulls in React).' },
          ],
          patterns: [
            {
              group: ['react/*', 'react-dom/*', '@tanstack/react-query/*', '@radix-ui/*'],
              message: coreIsFrameworkFree,
            },
            {
              group: ['zustand/*', '!zustand/vanilla', '!zustand/vanilla/*'],
              message: 'src/core imports zustand/vanilla only (the root entry pulls in React).',
            },
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
  {
    files: ['src/ag-ui/**', 'src/mcp-apps/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...browserSafe, noDeepCore] }] },
  },
  // The AI SDK integration also holds `toAISDKTools`, which runs tools (agent code) on the server.
  {
    files: ['src/ai-sdk/**', 'src/agent/**', 'src/server/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noDeepCore] }] },
  },
]);
