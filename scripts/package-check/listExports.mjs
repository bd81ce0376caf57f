// The exported names of a module as a consumer's TypeScript sees them, read with the compiler
// API. Used by the typed consumer check of `npm run verify:package` (on the built .d.mts files,
// so a new export is covered without editing the check) and by test/exports.test.ts (on src).

/**
 * @param {typeof import('typescript')} ts
 * @param {readonly string[]} files entry files (sources or declarations)
 * @param {import('typescript').CompilerOptions} options
 * @returns {Map<string, import('./listExports.d.mts').ExportedName[]>} per file, sorted by name
 */
export function listExports(ts, files, options) {
  const program = ts.createProgram(files, { ...options, noEmit: true });
  const checker = program.getTypeChecker();
  const byFile = new Map();
  for (const file of files) {
    const source = program.getSourceFile(file);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) throw new Error(`${file}: not a module TypeScript can read`);
    byFile.set(file, describeExports(ts, checker, moduleSymbol, true));
  }
  return byFile;
}

function describeExports(ts, checker, moduleSymbol, withMembers) {
  return checker
    .getExportsOfModule(moduleSymbol)
    .map((symbol) => describe(ts, checker, symbol, withMembers))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

function describe(ts, checker, symbol, withMembers) {
  const typeOnly = isTypeOnly(ts, checker, symbol);
  const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  const value = !typeOnly && (target.flags & ts.SymbolFlags.Value) !== 0;
  const type = (target.flags & ts.SymbolFlags.Type) !== 0;
  const typeParameters = Math.max(0, ...(target.declarations ?? []).map((d) => d.typeParameters?.length ?? 0));
  const isNamespace = (target.flags & ts.SymbolFlags.ValueModule) !== 0;
  return {
    name: symbol.name,
    value,
    type,
    typeParameters,
    // One level into `export * as Name` namespaces (the primitives), whose parts are API too.
    members: withMembers && isNamespace ? describeExports(ts, checker, target, false) : undefined,
  };
}

/** `export type { X }` anywhere along the re-export chain makes X a type-only name. */
function isTypeOnly(ts, checker, symbol) {
  for (let current = symbol, hops = 0; current && current.flags & ts.SymbolFlags.Alias && hops < 50; hops++) {
    if ((current.declarations ?? []).some((d) => ts.isTypeOnlyImportOrExportDeclaration(d))) return true;
    const next = checker.getImmediateAliasedSymbol(current);
    if (next === current) break;
    current = next;
  }
  return false;
}
