// @vitest-environment node
import { resolve } from 'node:path';
import { ESLint } from 'eslint';

const root = resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

/**
 * The import-rule messages ESLint gives `code` as if it lived at `filePath`: the layers'
 * no-restricted-imports and the React-free entries' @typescript-eslint/no-restricted-imports.
 */
async function importErrors(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, filePath) });
  return (result?.messages ?? []).filter((message) => /^(@typescript-eslint\/)?no-restricted-imports$/.test(message.ruleId ?? '')).map((message) => message.message);
}

const siblings = ['src/react', 'src/primitives', 'src/components', 'src/storybook', 'src/ai-sdk', 'src/ag-ui', 'src/mcp-apps', 'src/agent', 'src/server'];

describe('lint rules for the layers', () => {
  it.each(siblings)('forbid a deep import into core from %s', async (folder) => {
    const errors = await importErrors("import { isObject } from '../core/readObject';\nexport const a = isObject;\n", `${folder}/Any.ts`);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("'../core/internal'");
  }, 30_000);

  it.each(siblings)("allow core's public index and internal surface from %s", async (folder) => {
    const code = "import { safeHref } from '../core';\nimport { isObject } from '../core/internal';\nexport const a = [safeHref, isObject];\n";
    expect(await importErrors(code, `${folder}/Any.ts`)).toEqual([]);
  }, 30_000);

  it('forbid a deep import from a nested primitive folder', async () => {
    const errors = await importErrors("import { formatJson } from '../../core/formatJson';\nexport const f = formatJson;\n", 'src/primitives/toolCard/Any.ts');
    expect(errors).toHaveLength(1);
  }, 30_000);

  it('keep core free of React and of Node code', async () => {
    expect(await importErrors("import { useState } from 'react';\nexport const u = useState;\n", 'src/core/Any.ts')).toHaveLength(1);
    expect(await importErrors("import { readFile } from 'node:fs';\nexport const r = readFile;\n", 'src/core/Any.ts')).toHaveLength(1);
  }, 30_000);

  it.each(['src/react', 'src/primitives', 'src/components', 'src/ag-ui', 'src/mcp-apps'])('keep Node-only code out of %s', async (folder) => {
    expect(await importErrors("import { readFile } from 'node:fs';\nexport const r = readFile;\n", `${folder}/Any.ts`)).toHaveLength(1);
    expect(await importErrors("import { createWidgetServer } from '../server';\nexport const s = createWidgetServer;\n", `${folder}/Any.ts`)).toHaveLength(1);
  }, 30_000);

  it.each(['src/mcp-apps', 'src/ag-ui'])('keep %s from importing the AI SDK integration (the arrow runs from ai-sdk)', async (folder) => {
    const errors = await importErrors("import { fromUIMessages } from '../ai-sdk';\nexport const f = fromUIMessages;\n", `${folder}/Any.ts`);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('never import ai-sdk');
  }, 30_000);
});

// The React-free entries (each integration's /server half, core, agent, server) and every module
// they load: the rule follows the import graph, not a folder.
describe('lint rule for the React-free entries', () => {
  const halves = ['src/ai-sdk/server.ts', 'src/mcp-apps/server.ts', 'src/ag-ui/server.ts'];
  // Modules the halves import, in three folders: the rule reaches them through the graph.
  const loaded = ['src/ai-sdk/toAISDKTools.ts', 'src/mcp-apps/toCameoToolResult.ts', 'src/mcp-apps/sandbox/sandboxProxyHtml.ts', 'src/core/parseTranscript.ts'];
  const reactFree = (errors: string[]) => errors.filter((message) => message.includes('React-free entry'));

  it.each([...halves, ...loaded])('forbid React, react-dom and the React layers in %s', async (file) => {
    for (const code of [
      "import { useState } from 'react';\nexport const u = useState;\n",
      "import type { ReactNode } from 'react';\nexport type N = ReactNode;\n",
      "import { createRoot } from 'react-dom/client';\nexport const c = createRoot;\n",
      "import { useChat } from '@ai-sdk/react';\nexport const c = useChat;\n",
      "import { create } from 'zustand';\nexport const c = create;\n",
      "import { AppBridge } from '@modelcontextprotocol/ext-apps/app-bridge';\nexport const b = AppBridge;\n",
    ]) {
      expect(reactFree(await importErrors(code, file)), code).toHaveLength(1);
    }
    const layer = file.split('/').length > 3 ? '../../react' : '../react';
    expect(reactFree(await importErrors(`import { useCameoClient } from '${layer}';\nexport const u = useCameoClient;\n`, file))).toHaveLength(1);
  }, 60_000);

  it.each([...halves, ...loaded])("allow what loads no React in %s: zustand/vanilla, the app bridge's types", async (file) => {
    const code = [
      "import { createStore } from 'zustand/vanilla';",
      "import type { McpUiToolVisibility } from '@modelcontextprotocol/ext-apps/app-bridge';",
      'export const s = createStore;',
      'export type V = McpUiToolVisibility;',
      '',
    ].join('\n');
    expect(reactFree(await importErrors(code, file))).toEqual([]);
  }, 30_000);

  it.each(['src/ai-sdk/useCameoChat.ts', 'src/mcp-apps/McpAppFrame.tsx', 'src/ag-ui/useAGUIAgent.ts'])('leave the page half %s to React', async (file) => {
    expect(await importErrors("import { useState } from 'react';\nexport const u = useState;\n", file)).toEqual([]);
  }, 30_000);
});
