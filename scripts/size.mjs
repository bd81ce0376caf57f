#!/usr/bin/env node
// `npm run size`: minified and gzipped size of each published entry, and of a typical app import,
// measured from the built package (dist/) through its own `exports` map, as a consumer's bundler
// sees it. Fails (exit 1) when a row exceeds its budget.
//
//   node scripts/size.mjs           builds first only when dist/ is missing
//   node scripts/size.mjs --build   always runs `npm run build` first
//   node scripts/size.mjs --json    also prints the rows as JSON (for tooling)
//
// How it measures: each row is a tiny entry file in a temp dir whose node_modules/cameo-ui links
// to this package, bundled with esbuild (ESM, minified, tree-shaken, legal comments dropped,
// NODE_ENV=production). Sizes are bytes of that minified output and of its gzip (level 9).
//
// - Peers are excluded (left as imports): react, react-dom, react/jsx-runtime,
//   @tanstack/react-query, @tanstack/query-core; for the storybook row also storybook and
//   @storybook/*.
// - Dependencies are INCLUDED: @radix-ui/* (and what they pull in), the virtualizer, ajv, valibot,
//   marked and lowlight. Consumers bundle them, so they count.
// - An entry row, one per entry of package.json `exports` (`cameo-ui`, `cameo-ui/core`, ...), is
//   `export * from '<entry>'`: everything the entry exports, the most an app can pay for it. `cameo-ui/agent`, `cameo-ui/server`
//   and the integrations' `/server` halves are bundled for Node (node: built-ins external); agent,
//   server and ai-sdk/server include ajv (tool arguments, per-action schemas). `cameo-ui/storybook` is measured only when dist/storybook.js exists.
// - "typical app" is `import { CameoProvider, Transcript, defineWidget } from 'cameo-ui'`,
//   tree-shaken: what a chat screen actually ships. It does not pull in ajv (the memory transport
//   loads it with import(), left out below); it does pull in valibot, which the parser uses.
//
// Budgets (bytes), about 15% above the sizes measured when they were set (core, agent and server:
// the issue 12 entries; the React entries, styles and typical app: issue 13, markdown and the chat
// parts):
//
//   row                   min budget   gzip budget   measured min / gzip (when set)
//   cameo-ui                 262,000        84,500        227,771 / 73,552
//   cameo-ui/primitives      222,000        70,500        214,056 / 68,730   (virtualizer ~33 kB, marked ~51 kB)
//   cameo-ui/core             52,000        18,500         44,930 / 16,117   (no ajv: lazy)
//   cameo-ui/agent           167,000        52,000        145,399 / 45,354   (ajv + fast-uri ~122 kB of it)
//   cameo-ui/server          170,000        55,000        167,243 / 53,821   (Node only; ajv ~122 kB of it; issue 24: its core imports now share core's chunk)
//   cameo-ui/storybook       177,000        57,500        171,661 / 56,640
//   cameo-ui/styles.css       32,000         5,300         30,888 /  4,893   (issue 16: the long-text fold's Show more toggle)
//   typical app              232,000        74,000        201,930 / 64,169   (no ajv, no highlighter; virtualizer, valibot, marked)
//   highlighter (lazy)       200,000        61,000        172,931 / 52,824   (lowlight with its common languages; its own chunk)
//   cameo-ui/ai-sdk           57,000        20,000         51,939 / 18,118   (issue 24: the page half, the hook and the mapping; toAISDKTools and Ajv left for /server)
//   cameo-ui/ai-sdk/server   166,000        52,000        151,006 / 47,264   (Node; toAISDKTools with the runner's ajv, mcpToolsForAISDK; ai itself is a peer)
//   cameo-ui/ag-ui            74,000        25,000         66,464 / 22,469   (@ag-ui/* are peers; fast-json-patch ~10 kB)
//   cameo-ui/ag-ui/server      1,000           700            243 /    212   (Node; cameoActivitySnapshot alone, @ag-ui/core is a peer)
//   cameo-ui/mcp-apps        180,000        59,500        167,919 / 55,567   (export *: the widget and bridge UI; @modelcontextprotocol/* are peers; measured at issue 24)
//   cameo-ui/mcp-apps/server  31,000        11,000         28,281 /  9,882   (Node; toCameoToolResult, the readers, the sandbox proxy page and handler)
//   typical app + useCameoChat 252,000      80,500        218,619 / 69,753   (a useChat page: +11.8 kB min over the typical app; no ajv)
//
// Raised on purpose three times: when the transcript gained @tanstack/react-virtual (+39 kB min);
// for issue 7 (hostile input): valibot schemas for every inbound payload (~12 kB min in every
// app), the fault UI and the HTML widget, and Ajv in the server for per-action schemas (the
// server row went from 8 kB to 138 kB; it is Node only and never reaches a browser); and for
// issue 12, when the entries were split: cameo-ui and core lost Ajv (tightened from 318 / 190 kB),
// storybook grew with the core client (+15 kB). React's forwardRef/memo/createContext calls are
// marked pure in the build (vite.config.ts), or an app importing one part of a chunk would keep
// every component in it (the storybook row was 138.7 kB without the marks).
// Raised on purpose for issue 13: markdown in messages (marked, 51 kB min / 15.5 kB gzip, plus the
// renderer ~8 kB) in every app that draws a transcript, and the chat parts (composer, tool cards,
// panel) measured in the same working tree. The syntax highlighter is loaded with import() only
// when a code block appears: its chunk is its own row, not counted in the entries.
// Issue 14 added the integration entries; their libraries (ai, @ai-sdk/*, @ag-ui/*) are the app's
// and left out of every row. Issue 16 raised the stylesheet's (30,700 / 5,150 to 32,000 / 5,300):
// the long-text fold's Show more toggle, 27 lines of CSS in message.css.
// Issue 22 (hostile input, round two) raised three: ag-ui (56,000 / 19,000) bundles fast-json-patch
// for bounded copy-on-write patches (the library @ag-ui/client already ships in such an app);
// primitives (215,000 / 68,500) and storybook (171,000 / 55,700), which draw markdown, grew by the
// nesting cap, linear repair, link-host checks and grouped drawing (about 1 kB gzip).
// Issue 24 split each integration into a page half and a React-free `/server` half (measured in
// the same working tree, Node platform for the halves): the three new rows have about 10% over
// what they measured (ag-ui/server, a quarter of a kB, a fixed few hundred bytes), and the ai-sdk
// page half was tightened from 200,000 / 63,500 to 57,000 / 20,000, since toAISDKTools and its
// runner's Ajv left it. mcp-apps keeps its budget (180,000 / 59,500): the widget and the bridge
// UI, most of it, stay in the page half.
// Raise a budget only on purpose, in the same change that grows the bundle, and update
// docs/performance.md with it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, mkdirSync, readdirSync, rmSync, symlinkSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { measurePackedApps, printPackedApps } from './package-check/packedAppSize.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const args = new Set(process.argv.slice(2));

/** Budgets in bytes: minified and gzipped. Keep in step with the header and docs/performance.md. */
export const BUDGETS = {
  'cameo-ui': { min: 262_000, gzip: 84_500 },
  'cameo-ui/primitives': { min: 222_000, gzip: 70_500 },
  'cameo-ui/core': { min: 52_000, gzip: 18_500 },
  'cameo-ui/agent': { min: 167_000, gzip: 52_000 },
  'cameo-ui/server': { min: 170_000, gzip: 55_000 },
  'cameo-ui/storybook': { min: 177_000, gzip: 57_500 },
  'cameo-ui/styles.css': { min: 32_000, gzip: 5_300 },
  'typical app': { min: 232_000, gzip: 74_000 },
  'highlighter (lazy)': { min: 200_000, gzip: 61_000 },
  'cameo-ui/ai-sdk': { min: 57_000, gzip: 20_000 },
  'cameo-ui/ai-sdk/server': { min: 166_000, gzip: 52_000 },
  'cameo-ui/ag-ui': { min: 74_000, gzip: 25_000 },
  'cameo-ui/ag-ui/server': { min: 1_000, gzip: 700 },
  'cameo-ui/mcp-apps': { min: 180_000, gzip: 59_500 },
  'cameo-ui/mcp-apps/server': { min: 31_000, gzip: 11_000 },
  'typical app + useCameoChat': { min: 252_000, gzip: 80_500 },
};

const PEERS = ['react', 'react-dom', '@tanstack/react-query', '@tanstack/query-core'].flatMap((name) => [name, `${name}/*`]);
const STORYBOOK_PEERS = ['storybook', 'storybook/*', '@storybook/*'];
/** The integrations' own libraries: optional peers the app already has, never in our figures. */
const INTEGRATION_PEERS = ['ai', 'ai/*', '@ai-sdk/*', '@ag-ui/*', '@modelcontextprotocol/*'];

/** Entries bundled for Node: agent-side and server code never ships to a browser. */
const NODE_ENTRIES = new Set(['cameo-ui/agent', 'cameo-ui/server', 'cameo-ui/ai-sdk/server', 'cameo-ui/ag-ui/server', 'cameo-ui/mcp-apps/server']);

/** One row per entry of package.json `exports`, so a new entry is measured (and needs a budget). */
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const entryRows = Object.keys(pkg.exports)
  .filter((key) => key === '.' || !/\.(css|json)$/.test(key))
  .map((key) => (key === '.' ? pkg.name : `${pkg.name}/${key.slice(2)}`))
  .map((name) =>
    name.endsWith('/storybook')
      ? { name, code: `export * from '${name}';`, external: STORYBOOK_PEERS, when: () => existsSync(join(dist, 'storybook.js')) }
      : {
          name,
          code: `export * from '${name}';`,
          ...(NODE_ENTRIES.has(name) && { platform: 'node' }),
          ...(/\/(ai-sdk|ag-ui|mcp-apps)(\/server)?$/.test(name) && { external: INTEGRATION_PEERS }),
        },
  );

const ROWS = [
  ...entryRows,
  { name: 'cameo-ui/styles.css', code: "import 'cameo-ui/styles.css';", css: true },
  { name: 'typical app', code: "export { CameoProvider, Transcript, defineWidget } from 'cameo-ui';" },
  // A useChat page: the typical app plus the hook (toAISDKTools and the tool runner stay server-side).
  {
    name: 'typical app + useCameoChat',
    code: "export { CameoProvider, Transcript, defineWidget } from 'cameo-ui'; export { useCameoChat } from 'cameo-ui/ai-sdk';",
    external: INTEGRATION_PEERS,
  },
  // The chunk Markdown loads with import() once a code block appears, with what it pulls in.
  { name: 'highlighter (lazy)', code: '', chunk: /^highlight-.*\.js$/ },
];

function build() {
  console.log('Building the library (npm run build)...');
  const run = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) {
    console.error(`npm run build failed (exit ${run.status ?? run.signal}).`);
    process.exit(1);
  }
}

async function loadEsbuild() {
  try {
    return await import('esbuild');
  } catch (error) {
    console.error(`esbuild is needed to measure sizes but could not be loaded: ${error.message}`);
    process.exit(1);
  }
}

async function measure(esbuild, appDir, row) {
  const result = await esbuild.build({
    stdin: { contents: row.code, resolveDir: appDir, sourcefile: 'entry.js', loader: 'js' },
    absWorkingDir: appDir,
    bundle: true,
    write: false,
    outdir: join(appDir, 'out'),
    format: 'esm',
    platform: row.platform ?? 'browser',
    target: 'es2022',
    minify: true,
    treeShaking: true,
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': '"production"' },
    external: [...PEERS, ...(row.external ?? [])],
    // The consumer's view: no tsconfig `paths` from this repo may redirect 'cameo-ui' to src/.
    tsconfigRaw: '{}',
    metafile: true,
    logLevel: 'silent',
    plugins: [lazyChunksApart],
  });
  const wanted = row.css ? '.css' : '.js';
  const out = result.outputFiles.find((file) => file.path.endsWith(wanted));
  if (!out) throw new Error(`no ${wanted} output`);
  const inputs = Object.keys(result.metafile.inputs);
  // Guard the measurement itself: it must read the built package, never the sources.
  if (inputs.some((input) => /(^|\/)src\//.test(input) && !input.includes('node_modules'))) {
    throw new Error('resolved to src/ instead of dist/');
  }
  return { min: out.contents.byteLength, gzip: gzipSync(out.contents, { level: 9 }).byteLength };
}

/**
 * Without code splitting esbuild would inline what the package loads with `import()` (Ajv, for
 * the memory transport's action schemas) as if it loaded up front. An app's bundler puts it in a
 * chunk fetched only when used, so it is left out of the entry's figure and listed apart.
 */
const lazyChunks = new Set();
const lazyChunksApart = {
  name: 'lazy-chunks-apart',
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) => {
      if (args.kind !== 'dynamic-import') return undefined;
      lazyChunks.add(args.path);
      return { path: args.path, external: true };
    });
  },
};

function format(n) {
  return n.toLocaleString('en-US');
}

function printTable(rows) {
  const header = ['entry', 'min bytes', 'gzip bytes', 'budget (min / gzip)', 'status'];
  const lines = rows.map((r) => [
    r.name,
    r.error ? '-' : format(r.min),
    r.error ? '-' : format(r.gzip),
    r.budget ? `${format(r.budget.min)} / ${format(r.budget.gzip)}` : 'none',
    r.status,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const fmt = (cells) => cells.map((c, i) => (i === 0 || i === 4 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(fmt(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const l of lines) console.log(fmt(l));
}

function reportClientBoundary() {
  // Informational only: React entries should start with "use client" (Next.js app router).
  for (const file of ['index.js', 'primitives.js', 'storybook.js']) {
    const path = join(dist, file);
    if (!existsSync(path)) continue;
    const first = readFileSync(path, 'utf8').split('\n', 1)[0].trim();
    const ok = /^["']use client["'];?$/.test(first);
    console.log(`note: dist/${file} ${ok ? 'starts with "use client"' : `does NOT start with "use client" (first line: ${first.slice(0, 60)})`}`);
  }
}

async function main() {
  if (args.has('--build') || !existsSync(join(dist, 'index.js'))) build();
  const esbuild = await loadEsbuild();

  // A throwaway consumer: node_modules/cameo-ui -> this package, so resolution goes through
  // package.json `exports` exactly as it does in an app.
  const appDir = mkdtempSync(join(tmpdir(), 'cameo-size-'));
  const rows = [];
  try {
    mkdirSync(join(appDir, 'node_modules'));
    symlinkSync(root, join(appDir, 'node_modules', 'cameo-ui'), 'dir');
    for (const row of ROWS) {
      if (row.when && !row.when()) continue;
      if (row.chunk) {
        const file = readdirSync(dist).find((name) => row.chunk.test(name));
        if (!file) {
          rows.push({ name: row.name, budget: BUDGETS[row.name], status: 'ERROR: no such chunk in dist/', error: true });
          continue;
        }
        row.code = `export * from ${JSON.stringify(join(dist, file))};`;
      }
      const budget = BUDGETS[row.name];
      try {
        const { min, gzip } = await measure(esbuild, appDir, row);
        const over = budget && (min > budget.min || gzip > budget.gzip);
        rows.push({ name: row.name, min, gzip, budget, status: !budget ? 'NO BUDGET' : over ? 'OVER BUDGET' : 'ok' });
      } catch (error) {
        const message = error.errors?.[0]?.text ?? error.message;
        rows.push({ name: row.name, budget, status: `ERROR: ${message}`, error: true });
      }
    }
  } finally {
    rmSync(appDir, { recursive: true, force: true });
  }

  console.log('\nBundle size (esbuild, minified, peers excluded, dependencies included)\n');
  printTable(rows);
  if (args.has('--json')) console.log(JSON.stringify(rows, null, 2));
  console.log('');
  reportClientBoundary();
  for (const chunk of lazyChunks) console.log(`note: ${chunk} is loaded with import() when used, so it is not counted in the entries above`);

  const failed = [...rows, ...(await appBudgets())].filter((r) => r.status !== 'ok');
  if (failed.length > 0) {
    console.error(`\nsize: FAIL (${failed.map((r) => `${r.name}: ${r.status}`).join('; ')})`);
    process.exit(1);
  }
  console.log('\nsize: PASS, every entry within its budget');
}

/**
 * Issue 24's app budgets, apart from the entry rows above: the initial chunk of a chat app and of
 * a launchers-only app, built by Vite in a fresh app from the packed tarball
 * (scripts/package-check/packedAppSize.mjs holds the apps, the method and the budgets).
 */
async function appBudgets() {
  const appRows = await measurePackedApps(root);
  printPackedApps(appRows);
  if (args.has('--json')) console.log(JSON.stringify(appRows.map(({ initial, lazy, ...row }) => row), null, 2));
  return appRows;
}

await main();
