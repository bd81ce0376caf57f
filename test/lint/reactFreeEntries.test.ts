// @vitest-environment node
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import ts from 'typescript';

// The entries a server loads (each integration's `/server` half, and core, agent and server) load
// no React and no DOM-only module. This walks each one's import graph from its source with
// TypeScript's own resolver, as the compiler and a bundler follow it, without building anything.
// (eslint.config.js applies its rule to the same graph; scripts/verify-package.mjs imports each
// entry from the packed tarball in plain Node with React unresolvable.)
const root = resolve(import.meta.dirname, '../..');
const tsconfig = ts.readConfigFile(resolve(root, 'tsconfig.json'), ts.sys.readFile);
const options = ts.parseJsonConfigFileContent(tsconfig.config, ts.sys, root).options;
const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { exports: Record<string, unknown> };

const sourceOf = (specifier: string) => resolve(root, options.paths?.[specifier]?.[0] ?? `missing:${specifier}`);

/** Every `/server` half of package.json `exports`, so a new one is checked without a line here. */
const serverHalves = Object.keys(pkg.exports)
  .filter((key) => /^\.\/[\w-]+\/server$/.test(key))
  .map((key) => `cameo-ui/${key.slice(2)}`);
const reactFree = [...serverHalves, 'cameo-ui/core', 'cameo-ui/agent', 'cameo-ui/server'];

/** React, what draws with it or needs a DOM, and the MCP Apps modules that talk to frames. */
const reactOrDom =
  /^(react|react-dom|scheduler|zustand|@ai-sdk\/react|storybook)(\/.*)?$|^@tanstack\/react-|^@radix-ui\/|^@storybook\/|^@modelcontextprotocol\/ext-apps(\/(app-bridge|react.*))?$/;
/** zustand's React-free entry. */
const allowed = /^zustand\/vanilla(\/|$)/;

type Kind = 'static' | 'type' | 'dynamic';
type Edge = { from: string; specifier: string; kind: Kind };

function importsOf(file: string): Edge[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
  const edges: Edge[] = [];
  const add = (node: ts.Node | undefined, kind: Kind) => {
    if (node && ts.isStringLiteralLike(node)) edges.push({ from: file, specifier: node.text, kind });
  };
  const visit = (node: ts.Node): void => {
    // Under verbatimModuleSyntax only `import type` / `export type` load nothing; an inline
    // `{ type X }` still leaves `import {} from` behind, which loads the module.
    if (ts.isImportDeclaration(node)) add(node.moduleSpecifier, node.importClause?.isTypeOnly ? 'type' : 'static');
    else if (ts.isExportDeclaration(node)) add(node.moduleSpecifier, node.isTypeOnly ? 'type' : 'static');
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) add(node.argument.literal, 'type');
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) add(node.arguments[0], 'dynamic');
    ts.forEachChild(node, visit);
  };
  visit(source);
  return edges;
}

/** Our files reached from `entry` over the given kinds of edge, and every edge on the way. */
function graphOf(entry: string, kinds: ReadonlySet<Kind>) {
  const files = new Set<string>();
  const edges: Edge[] = [];
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    for (const edge of importsOf(file)) {
      if (!kinds.has(edge.kind)) continue;
      edges.push(edge);
      const resolved = ts.resolveModuleName(edge.specifier, file, options, ts.sys).resolvedModule?.resolvedFileName;
      if (resolved && !resolved.includes('/node_modules/') && resolved.startsWith(resolve(root, 'src'))) queue.push(resolved);
    }
  }
  return { files: [...files].map((file) => relative(root, file)), edges };
}

const where = (edge: Edge) => `${relative(root, edge.from)} imports '${edge.specifier}' (${edge.kind})`;
const reactOrDomEdges = (edges: Edge[]) => edges.filter((edge) => reactOrDom.test(edge.specifier) && !allowed.test(edge.specifier)).map(where);
/** Our own modules that draw: the React layers, and any .tsx file. */
const drawingFiles = (files: string[]) => files.filter((file) => /^src\/(react|primitives|components|storybook)\//.test(file) || file.endsWith('.tsx'));

const loads = new Set<Kind>(['static', 'dynamic']);

describe('the React-free entries load no React and no DOM code', () => {
  it('every integration has a server half, and each is checked', () => {
    expect(serverHalves.sort()).toEqual(['cameo-ui/ag-ui/server', 'cameo-ui/ai-sdk/server', 'cameo-ui/mcp-apps/server']);
  });

  it.each(reactFree)('%s: no React, no DOM-only module, no drawing file, by static import or import()', (entry) => {
    const graph = graphOf(sourceOf(entry), loads);
    expect(graph.files.length).toBeGreaterThan(1);
    expect(reactOrDomEdges(graph.edges)).toEqual([]);
    expect(drawingFiles(graph.files)).toEqual([]);
  });

  it.each(serverHalves)("%s: its declarations need no React types either", (entry) => {
    const graph = graphOf(sourceOf(entry), new Set(['static', 'dynamic', 'type']));
    const react = graph.edges.filter((edge) => /^(react|react-dom)(\/|$)|^@types\/react/.test(edge.specifier)).map(where);
    expect(react).toEqual([]);
    expect(drawingFiles(graph.files)).toEqual([]);
  });

  // The walk can fail: each page half reaches React, through its hooks.
  it.each(['cameo-ui/ai-sdk', 'cameo-ui/mcp-apps', 'cameo-ui/ag-ui'])('sees React in the page half %s', (entry) => {
    const graph = graphOf(sourceOf(entry), loads);
    expect(reactOrDomEdges(graph.edges)).toEqual(expect.arrayContaining([expect.stringMatching(/imports 'react' \(static\)$/)]));
  });

  it('mcpToolsForAISDK belongs to the AI SDK half: no file of src/mcp-apps or src/ag-ui imports src/ai-sdk', () => {
    const files = ['src/mcp-apps', 'src/ag-ui'].flatMap((dir) => ts.sys.readDirectory(resolve(root, dir), ['.ts', '.tsx']));
    expect(files.length).toBeGreaterThan(40);
    const upward = files.flatMap(importsOf).filter((edge) => {
      const resolved = ts.resolveModuleName(edge.specifier, edge.from, options, ts.sys).resolvedModule?.resolvedFileName ?? '';
      return resolved.startsWith(resolve(root, 'src/ai-sdk'));
    });
    expect(upward.map(where)).toEqual([]);
    expect(graphOf(sourceOf('cameo-ui/ai-sdk/server'), loads).files).toContain('src/ai-sdk/mcpToolsForAISDK.ts');
  });
});
