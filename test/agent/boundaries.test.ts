// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import * as agent from '../../src/agent';

const root = resolve(import.meta.dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((item) =>
    item.isDirectory() ? sources(join(dir, item.name)) : /\.tsx?$/.test(item.name) ? [join(dir, item.name)] : [],
  );
}

/** Every module specifier a file imports or re-exports from. */
function specifiers(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  return [...text.matchAll(/(?:import|export)\s[^;]*?from\s+'([^']+)'/g)].map((match) => match[1]!);
}

describe('module boundaries', () => {
  it('core never imports the agent side', () => {
    const offenders = sources('src/core').filter((file) =>
      specifiers(file).some((specifier) => specifier === 'cameo-ui/agent' || resolve(root, file, '..', specifier).startsWith(join(root, 'src/agent'))),
    );
    expect(offenders).toEqual([]);
  });

  it('the wire schemas never import the protocol types inferred from them', () => {
    const offenders = sources('src/core/schemas').filter((file) =>
      specifiers(file).some((specifier) => relative(root, resolve(root, file, '..', specifier)) === 'src/core/protocol'),
    );
    expect(offenders).toEqual([]);
  });

  it('cameo-ui/agent exports the agent-side values and nothing else', () => {
    expect(Object.keys(agent).sort()).toEqual(['createToolSet', 'defineTool', 'fail', 'listWidgets', 'ok', 'runTool', 'toModelContext']);
  });
});
