// The typed consumer check of `npm run verify:package`: a TypeScript project in an app that
// installed the packed tarball, checked with `tsc --noEmit` (strict, skipLibCheck off) under
// moduleResolution bundler, node16 and nodenext, and the server entry under a Node-typed config.
//
// Besides the hand-written typed-consumer/consumer.tsx, it generates files that import every
// exported name of every entry, as the installed .d.mts files declare them, and assert that none
// is `any`: an untyped name (say, a re-export TypeScript could not follow) fails the check.
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { check, fail, run, seconds, tail, why } from './harness.mjs';
import { listExports } from './listExports.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const TSC_TIMEOUT = 3 * 60_000;

/**
 * The configs, and which generated files each includes. The browser entries are checked under
 * all three resolutions without Node types (they must not need them); the server entry under
 * nodenext with Node types; the Storybook entry apart (see typed-consumer/tsconfig.storybook.json).
 */
const CONFIGS = [
  { name: 'bundler', file: 'tsconfig.bundler.json' },
  { name: 'node16', file: 'tsconfig.node16.json' },
  { name: 'nodenext, with the server entry and Node types', file: 'tsconfig.nodenext.json' },
  { name: 'storybook entry (bundler, skipLibCheck on for Storybook\'s own types)', file: 'tsconfig.storybook.json' },
  { name: 'ai-sdk, ag-ui and mcp-apps entries (both halves) with a useChat and an AG-UI page (bundler)', file: 'tsconfig.integrations.json' },
];

/** Generated file -> the entries whose names it imports. */
const GROUPS = {
  'exports.server.ts': (specifier) => specifier === 'cameo-ui/server',
  'exports.storybook.ts': (specifier) => specifier.endsWith('/storybook'),
  // Both halves of each integration: they need its peers' types (and their skipLibCheck).
  'exports.integrations.ts': (specifier) => /\/(ai-sdk|ag-ui|mcp-apps)(\/server)?$/.test(specifier),
  'exports.browser.ts': (specifier) => !/\/(server|storybook|ai-sdk|ag-ui|mcp-apps)$/.test(specifier),
};

/** The package's entries as import specifiers, from its `exports` map (styles and package.json aside). */
export function entrySpecifiers(pkg) {
  return Object.keys(pkg.exports)
    .filter((key) => key === '.' || (!key.endsWith('.css') && !key.endsWith('.json')))
    .map((key) => (key === '.' ? pkg.name : `${pkg.name}/${key.slice(2)}`));
}

/**
 * @param {{ name: string, dir: string }} app an installed app with typescript and @types/* in it
 * @param {{ name: string, exports: object }} pkg the package.json that was packed
 */
export async function checkTypes(app, pkg) {
  const dir = join(app.dir, 'typed');
  cpSync(join(here, 'typed-consumer'), dir, { recursive: true });

  const specifiers = entrySpecifiers(pkg);
  let names;
  try {
    names = exportedNames(dir, specifiers);
  } catch (error) {
    fail('typed consumer: read the exported names from the installed .d.mts files', error.message);
    return;
  }
  const counts = [...names].map(([specifier, list]) => `${specifier} ${list.length}`).join(', ');
  check('typed consumer: every entry declares its names', [...names.values()].every((list) => list.length > 0), counts);
  for (const [file, wanted] of Object.entries(GROUPS)) {
    writeFileSync(join(dir, file), namesProgram([...names].filter(([specifier]) => wanted(specifier))));
  }

  const tsc = join(app.dir, 'node_modules', 'typescript', 'bin', 'tsc');
  const version = JSON.parse(readFileSync(join(app.dir, 'node_modules', 'typescript', 'package.json'), 'utf8')).version;
  // In parallel: each run is mostly parsing the same declarations, and they share nothing.
  const runs = await Promise.all(
    CONFIGS.map((config) => run(process.execPath, [tsc, '-p', join(dir, config.file)], { cwd: dir, timeout: TSC_TIMEOUT })),
  );
  CONFIGS.forEach((config, i) => {
    const result = runs[i];
    const detail = result.ok ? `typescript ${version}, ${seconds(result.ms)}` : `${why(result)}\n${tail(errorsOf(result.output))}`;
    check(`typed consumer: tsc --noEmit, ${config.name}: no errors, no any`, result.ok, detail);
  });
}

/** tsc's error lines without their elaborations, which for deep generics run to pages. */
function errorsOf(output) {
  const errors = output.split('\n').filter((line) => /error TS\d+/.test(line));
  return errors.length > 0 ? errors.slice(0, 25).join('\n') : output;
}

/** The names of every entry, read through the consumer's own resolution of each specifier. */
function exportedNames(dir, specifiers) {
  const options = {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    jsx: ts.JsxEmit.ReactJSX,
    types: [],
  };
  const importer = join(dir, 'consumer.tsx');
  const files = specifiers.map((specifier) => {
    const resolved = ts.resolveModuleName(specifier, importer, options, ts.sys).resolvedModule;
    if (!resolved?.resolvedFileName.endsWith('.d.mts')) {
      throw new Error(`${specifier} resolves to ${resolved?.resolvedFileName ?? 'nothing'}, not a .d.mts declaration`);
    }
    return resolved.resolvedFileName;
  });
  const byFile = listExports(ts, files, options);
  return new Map(specifiers.map((specifier, i) => [specifier, byFile.get(files[i])]));
}

/**
 * A file importing every name of the given entries and asserting each is not `any`: values as
 * `typeof`, types (generics with `never` for each parameter) as themselves, and the parts of
 * namespaces one level down. An error names the entry and export in the alias that failed.
 */
export function namesProgram(entries) {
  const lines = [
    '// Generated by scripts/package-check/checkTypes.mjs from the installed declarations.',
    'type IsAny<T> = 0 extends 1 & T ? true : false;',
    "type NotAny<T> = IsAny<T> extends true ? 'any' : 'ok';",
    "type Ok<T extends 'ok'> = T;",
    '// @ts-expect-error the check itself: an `any` must fail it.',
    'export type CheckCanFail = Ok<NotAny<any>>;',
  ];
  const checks = [];
  for (const [specifier, names] of entries) {
    const prefix = `${specifier.replace(/[^A-Za-z0-9]/g, '_')}$`;
    const imports = names.map((n) => `${n.value ? '' : 'type '}${n.name} as ${prefix}${n.name}`);
    lines.push(`import { ${imports.join(', ')} } from '${specifier}';`);
    for (const n of names) {
      const local = `${prefix}${n.name}`;
      checks.push(...assertions(local, n));
      for (const member of n.members ?? []) checks.push(...assertions(`${local}.${member.name}`, member, `${local}$${member.name}`));
    }
  }
  return `${[...lines, '', ...checks].join('\n')}\n`;
}

function assertions(reference, n, alias = reference) {
  const out = [];
  if (n.value) out.push(`export type V_${alias.replace('.', '$')} = Ok<NotAny<typeof ${reference}>>;`);
  if (n.type) {
    const args = n.typeParameters > 0 ? `<${Array(n.typeParameters).fill('never').join(', ')}>` : '';
    out.push(`export type T_${alias.replace('.', '$')} = Ok<NotAny<${reference}${args}>>;`);
  }
  return out;
}
