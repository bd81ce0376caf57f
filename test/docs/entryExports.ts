import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import ts from 'typescript';
import { root } from './docsPages';

/** Each published entry and the source file it is built from. */
export const entries = {
  'cameo-ui': 'src/index.ts',
  'cameo-ui/primitives': 'src/primitives/index.ts',
  'cameo-ui/core': 'src/core/index.ts',
  'cameo-ui/agent': 'src/agent/index.ts',
  'cameo-ui/server': 'src/server/index.ts',
  'cameo-ui/storybook': 'src/storybook/index.ts',
  'cameo-ui/ai-sdk': 'src/ai-sdk/index.ts',
  'cameo-ui/ai-sdk/server': 'src/ai-sdk/server.ts',
  'cameo-ui/ag-ui': 'src/ag-ui/index.ts',
  'cameo-ui/ag-ui/server': 'src/ag-ui/server.ts',
  'cameo-ui/mcp-apps': 'src/mcp-apps/index.ts',
  'cameo-ui/mcp-apps/server': 'src/mcp-apps/server.ts',
} as const;

export type Entry = keyof typeof entries;

function resolveModule(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ending) => base + ending).find((path) => existsSync(path) && !path.endsWith('/')) ?? null;
}

const hasExport = (node: ts.Node) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);

/** The names a module exports, read from its syntax alone; `export *` is followed. */
function namesOf(file: string, seen: Set<string>): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, false);
  return source.statements.flatMap((statement): string[] => {
    if (ts.isExportDeclaration(statement)) {
      const clause = statement.exportClause;
      if (clause && ts.isNamedExports(clause)) return clause.elements.map((element) => element.name.text);
      if (clause && ts.isNamespaceExport(clause)) return [clause.name.text];
      const target = statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier) ? resolveModule(file, statement.moduleSpecifier.text) : null;
      return target ? namesOf(target, seen) : [];
    }
    if (!hasExport(statement)) return [];
    if (ts.isVariableStatement(statement)) return statement.declarationList.declarations.flatMap((declaration) => (ts.isIdentifier(declaration.name) ? [declaration.name.text] : []));
    const named = statement as ts.Node & { name?: ts.Node };
    return named.name && ts.isIdentifier(named.name) ? [named.name.text] : [];
  });
}

/**
 * Every name an entry exports, types included: types cannot be listed at run time, so this
 * reads the source. `null` when the entry's source file does not exist.
 */
export function exportedNames(entry: Entry): string[] | null {
  const file = resolve(root, entries[entry]);
  if (!existsSync(file)) return null;
  return [...new Set(namesOf(file, new Set()))].sort();
}
