// The public API of every entry, as a snapshot: a change to what an entry exports is a visible
// diff in test/__snapshots__/exports.test.ts.snap (regenerate on purpose with
// `npx vitest run --project unit test/exports.test.ts -u`). And the main entry's module graph:
// it never reaches Node, server or agent code, and never loads Ajv up front.
import { isBuiltin } from 'node:module';
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { listExports, type ExportedName } from '../scripts/package-check/listExports.mjs';

const root = resolve(import.meta.dirname, '..');
const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { name: string; exports: Record<string, unknown> };
const tsconfig = ts.readConfigFile(resolve(root, 'tsconfig.json'), ts.sys.readFile);
const options = ts.parseJsonConfigFileContent(tsconfig.config, ts.sys, root).options;

/** Entry specifier -> source file, from tsconfig `paths` (the list the aliases mirror). */
const entries = Object.fromEntries(
  Object.entries(options.paths ?? {}).map(([specifier, [target = '']]) => [specifier, resolve(root, target)]),
);

/** The published entries, from package.json `exports` (the stylesheet and package.json aside). */
const published = Object.keys(pkg.exports)
  .filter((key) => key === '.' || !/\.(css|json)$/.test(key))
  .map((key) => (key === '.' ? pkg.name : `${pkg.name}/${key.slice(2)}`));

type Listing = { values: string[]; types: string[] };

/** Values are what a consumer can import at run time; types are the names with no value. */
function split(names: readonly ExportedName[]): Listing {
  return { values: names.filter((n) => n.value).map((n) => n.name), types: names.filter((n) => !n.value).map((n) => n.name) };
}

describe('exported names', () => {
  it('package.json exports and tsconfig paths list the same entries', () => {
    expect(Object.keys(entries).sort()).toEqual([...published].sort());
  });

  // One program for every entry: reading the names needs the checker, not a full type-check.
  const declared = listExports(ts, Object.values(entries), options);

  for (const [specifier, file] of Object.entries(entries)) {
    it(`${specifier}: values and types`, async () => {
      const names = declared.get(file) ?? [];
      const runtime = Object.keys((await import(/* @vite-ignore */ file)) as object).sort();
      const listing = split(names);
      // What the compiler calls a value is what the module exports at run time, and back.
      expect(listing.values).toEqual(runtime);
      const namespaces = Object.fromEntries(names.filter((n) => n.members).map((n) => [n.name, split(n.members ?? [])]));
      expect({ ...listing, ...(Object.keys(namespaces).length > 0 && { namespaces }) }).toMatchSnapshot();
    }, 60_000);
  }
});

type Edge = { from: string; specifier: string; kind: 'static' | 'type' | 'dynamic' };

/** Every import of a module: static value imports, type-only ones and `import()` calls. */
function importsOf(file: string): Edge[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
  const edges: Edge[] = [];
  const add = (node: ts.Node | undefined, kind: Edge['kind']) => {
    if (node && ts.isStringLiteralLike(node)) edges.push({ from: file, specifier: node.text, kind });
  };
  const visit = (node: ts.Node): void => {
    // Only `import type` / `export type` load nothing: under verbatimModuleSyntax an inline
    // `{ type X }` still leaves `import {} from` behind, which loads the module.
    if (ts.isImportDeclaration(node)) {
      add(node.moduleSpecifier, node.importClause?.isTypeOnly ? 'type' : 'static');
    } else if (ts.isExportDeclaration(node)) {
      add(node.moduleSpecifier, node.isTypeOnly ? 'type' : 'static');
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(node.argument.literal, 'type');
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      add(node.arguments[0], 'dynamic');
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return edges;
}

/** The module graph from `entry` over the given kinds of edge: our files reached, and every import. */
function graphOf(entry: string, kinds: ReadonlySet<Edge['kind']>) {
  const files = new Set<string>();
  const edges: Array<Edge & { resolved?: string }> = [];
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    for (const edge of importsOf(file)) {
      if (!kinds.has(edge.kind)) continue;
      const resolved = ts.resolveModuleName(edge.specifier, file, options, ts.sys).resolvedModule?.resolvedFileName;
      const ours = resolved && !resolved.includes('/node_modules/') && resolved.startsWith(resolve(root, 'src'));
      edges.push({ ...edge, ...(resolved && { resolved }) });
      if (ours) queue.push(resolved);
    }
  }
  return { files: [...files].map((file) => relative(root, file)), edges };
}

const where = (edge: Edge) => `${relative(root, edge.from)} imports '${edge.specifier}' (${edge.kind})`;

describe('the main entry module graph', () => {
  const main = entries[pkg.name]!;
  const all = graphOf(main, new Set(['static', 'type', 'dynamic']));

  it('never reaches src/server or src/agent, by any kind of import', () => {
    expect(all.files.length).toBeGreaterThan(20);
    expect(all.files.filter((file) => /^src\/(server|agent)\//.test(file))).toEqual([]);
  });

  it('never reaches an integration (src/ai-sdk, src/ag-ui, src/mcp-apps) or imports its libraries', () => {
    expect(all.files.filter((file) => /^src\/(ai-sdk|ag-ui|mcp-apps)\//.test(file))).toEqual([]);
    const integrations = all.edges.filter((edge) => /^(ai|@ai-sdk\/.*|@ag-ui\/.*|@modelcontextprotocol\/.*)(\/.*)?$/.test(edge.specifier));
    expect(integrations.map(where)).toEqual([]);
  });

  it('never imports a Node built-in', () => {
    const node = all.edges.filter((edge) => edge.specifier.startsWith('node:') || isBuiltin(edge.specifier));
    expect(node.map(where)).toEqual([]);
  });

  it('loads Ajv only through import(): no static import reaches it', () => {
    const upFront = graphOf(main, new Set(['static']));
    expect(upFront.edges.filter((edge) => /^ajv(\/|$)/.test(edge.specifier)).map(where)).toEqual([]);
    // The walker sees through import(): with dynamic edges, the memory transport's Ajv is found.
    expect(all.edges.some((edge) => edge.specifier === 'ajv')).toBe(true);
  });
});
