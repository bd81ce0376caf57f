// @vitest-environment node
import { resolve } from 'node:path';
import { ESLint } from 'eslint';

const root = resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** The no-restricted-imports messages ESLint gives `code` as if it lived at `filePath`. */
async function importErrors(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, filePath) });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
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
});
