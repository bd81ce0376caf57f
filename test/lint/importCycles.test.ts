// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

// Import circles in src/ make load order matter and keep layers from being read alone. This walks
// every relative import that exists at run time (type-only imports are erased) and finds cycles.
const src = resolve(import.meta.dirname, '../../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.(stories|test)\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((path) => existsSync(path));
}

/** Runtime imports and re-exports, with `import type` / `export type` (erased) left out. */
function runtimeImports(file: string, code: string): string[] {
  const found: string[] = [];
  const statement = /^\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"](\.[^'"]+)['"]/gm;
  for (const match of code.matchAll(statement)) {
    if (match[2]) continue;
    const names = match[3] ?? '';
    // `import { type A, type B } from` is erased too.
    const braces = /^\{([^}]*)\}$/.exec(names.trim());
    if (braces && braces[1]!.split(',').every((name) => name.trim() === '' || name.trim().startsWith('type '))) continue;
    const target = resolveImport(file, match[4]!);
    if (target) found.push(target);
  }
  for (const match of code.matchAll(/^\s*import\s+['"](\.[^'"]+)['"]/gm)) {
    const target = resolveImport(file, match[1]!);
    if (target) found.push(target);
  }
  return found;
}

function findCycles(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

describe('import cycles in src/', () => {
  it('the walk sees a cycle when there is one', () => {
    const a = join(src, 'a.ts');
    const b = join(src, 'b.ts');
    expect(findCycles(new Map([[a, [b]], [b, [a]]]))).toEqual([[a, b, a]]);
  });

  it('ignores type-only imports, which are erased', () => {
    const file = join(src, 'mcp-apps/McpAppFrame.tsx');
    const code = "import type { A } from './McpAppView';\nimport { type B } from './McpAppView';\nimport { McpAppFailure } from './McpAppFailure';\n";
    expect(runtimeImports(file, code).map((path) => relative(src, path))).toEqual(['mcp-apps/McpAppFailure.tsx']);
  });

  it('has none', () => {
    const files = sourceFiles(src);
    expect(files.length).toBeGreaterThan(100);
    const graph = new Map(files.map((file) => [file, runtimeImports(file, readFileSync(file, 'utf8'))]));
    const cycles = findCycles(graph).map((cycle) => cycle.map((path) => relative(src, path)).join(' -> '));
    expect(cycles).toEqual([]);
  });
});
