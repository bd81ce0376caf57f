// The AG-UI patch table (issue 22): ms per ACTIVITY_DELTA through applyJsonPatch, on activity
// content of 10 KB, 100 KB and 1 MB, for patches of 1, 10 and 100 operations, beside what a
// whole-document copy per delta costs (structuredClone, what applyJsonPatch did before; and
// fast-json-patch with mutateDocument false, what @ag-ui/client does). The document is a
// board: a fixed `meta` object of 100 fields and a `rows` array that grows with the size.
//   meta  - each operation replaces one meta field: the paths touched are the same at every
//           size, so the cost must follow the patch (the ops), not the document;
//   rows  - each operation appends a row: the one array on the path is copied once per patch
//           (its width grows with the document, a shallow copy of pointers).
// A row whose cost grows more than GROWTH_LIMIT from 10 KB to 1 MB (100× the document) says
// REGRESSION. Part of `npm run bench` (case `ag-ui-patch`); also runs alone, no Chromium:
//   node scripts/bench/agUiPatch.mjs [--src <dir> | --rev <commit>]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

export const PATCH_DOC_SIZES = [10_000, 100_000, 1_000_000];
export const PATCH_OPS = [1, 10, 100];
/** The meta rows' cost may grow this much while the document grows 100×. */
export const GROWTH_LIMIT = 3;

/** A board of about `bytes` of JSON. */
function board(bytes) {
  const meta = Object.fromEntries(Array.from({ length: 100 }, (_, at) => [`k${at}`, at]));
  const rows = [];
  let size = JSON.stringify({ ui: { label: 'Board', data: { meta, rows } } }).length;
  while (size < bytes) {
    const row = { id: `r${rows.length}`, text: `row ${rows.length} ${'x'.repeat(24)}`, done: rows.length % 3 === 0 };
    rows.push(row);
    size += JSON.stringify(row).length + 1;
  }
  return { ui: { label: 'Board', data: { meta, rows } } };
}

const metaPatch = (ops, round) => Array.from({ length: ops }, (_, at) => ({ op: 'replace', path: `/ui/data/meta/k${at}`, value: round * 1_000 + at }));
const rowsPatch = (ops, round) => Array.from({ length: ops }, (_, at) => ({ op: 'add', path: '/ui/data/rows/-', value: { id: `n${round}-${at}`, text: 'new', done: false } }));

/** Median ms per call of `step(document, round) => document`, chained so nothing is cached. */
function time(document, step, budgetMs = 400) {
  let doc = document;
  const samples = [];
  const until = performance.now() + budgetMs;
  for (let round = 0; samples.length < 5 || (performance.now() < until && samples.length < 2_000); round += 1) {
    const start = performance.now();
    doc = step(doc, round);
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { ms: samples[Math.floor(samples.length / 2)], samples: samples.length };
}

/** Runs in the child: prints { rows: { name: { size: { ops: { ms, samples } } } } }. */
async function child(bundle) {
  const { applyJsonPatch, jsonPatch } = await import(bundle);
  const apply = (make) => (doc, round) => {
    const result = applyJsonPatch(doc, make(round));
    if (!result.ok) throw new Error(result.error);
    return result.value;
  };
  const rows = { meta: {}, rows: {}, 'clone: structuredClone per delta': {}, 'clone: @ag-ui/client (fast-json-patch, copy)': {} };
  for (const size of PATCH_DOC_SIZES) {
    const doc = board(size);
    for (const name of Object.keys(rows)) rows[name][size] = {};
    for (const ops of PATCH_OPS) {
      rows.meta[size][ops] = time(doc, apply((round) => metaPatch(ops, round)));
      // Appends grow the document: each sample starts from the same board.
      rows.rows[size][ops] = time(doc, (d, round) => (apply((r) => rowsPatch(ops, r))(doc, round), d));
    }
    rows['clone: structuredClone per delta'][size][1] = time(doc, (d) => (structuredClone(d), d));
    rows['clone: @ag-ui/client (fast-json-patch, copy)'][size][1] = time(doc, (d, round) => jsonPatch.applyPatch(d, metaPatch(1, round), true, false).newDocument);
  }
  console.log(JSON.stringify({ rows }));
}

/** Bundles applyJsonPatch from `srcDir` (production) and times it in a child process of its own. */
export async function measureAgUiPatch({ srcDir, root }) {
  const dir = mkdtempSync(join(tmpdir(), 'cameo-patch-'));
  try {
    const bundle = join(dir, 'patch.mjs');
    const { build } = await import('esbuild');
    await build({
      stdin: {
        contents: [
          `export { applyJsonPatch } from ${JSON.stringify(join(srcDir, 'ag-ui/applyJsonPatch.ts'))};`,
          `export { default as jsonPatch } from 'fast-json-patch';`,
        ].join('\n'),
        resolveDir: root,
        loader: 'ts',
      },
      bundle: true,
      nodePaths: [join(root, 'node_modules')],
      format: 'esm',
      platform: 'node',
      define: { 'process.env.NODE_ENV': '"production"', 'import.meta.env.DEV': 'false' },
      outfile: bundle,
      logLevel: 'warning',
    });
    const run = spawnSync(process.execPath, ['--single-threaded', import.meta.filename, '--child', bundle], {
      encoding: 'utf8',
      maxBuffer: 1 << 24,
      timeout: 10 * 60_000,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    if (run.status !== 0) return { error: `agUiPatch.mjs: exit ${run.status ?? run.signal} (its error is above)` };
    return JSON.parse(run.stdout.trim().split('\n').at(-1));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const fmt = (value) => (typeof value === 'number' ? (value < 0.1 ? value.toFixed(4) : value.toFixed(2)) : '—');
const kb = (size) => (size >= 1_000_000 ? `${size / 1_000_000} MB` : `${size / 1_000} KB`);

/** Prints the table; returns the rows that grew with the document (REGRESSION). */
export function printAgUiPatch(result) {
  if (result.error) {
    console.log(`  ${result.error}`);
    return [];
  }
  const header = ['row', 'ops', ...PATCH_DOC_SIZES.map(kb), `${kb(PATCH_DOC_SIZES.at(-1))} / ${kb(PATCH_DOC_SIZES[0])}`];
  console.log(`\nAG-UI patch: ms per delta (median)\n  ${header.join(' | ')}`);
  const regressions = [];
  for (const [name, bySize] of Object.entries(result.rows)) {
    for (const ops of PATCH_OPS) {
      const cells = PATCH_DOC_SIZES.map((size) => bySize[size]?.[ops]?.ms);
      if (cells.every((cell) => cell === undefined)) continue;
      const growth = cells[0] && cells.at(-1) ? cells.at(-1) / cells[0] : null;
      const flagged = name === 'meta' && growth !== null && growth > GROWTH_LIMIT;
      if (flagged) regressions.push({ row: `${name} ×${ops}`, growth });
      console.log(`  ${name} | ${ops} | ${cells.map(fmt).join(' | ')} | ${growth === null ? '—' : `${growth.toFixed(1)}×`}${flagged ? ' REGRESSION' : ''}`);
    }
  }
  return regressions;
}

const { values } = parseArgs({ options: { child: { type: 'string' }, src: { type: 'string' }, rev: { type: 'string' } }, strict: false });
if (process.argv[1] === import.meta.filename) {
  if (values.child) await child(values.child);
  else {
    const root = resolve(import.meta.dirname, '../..');
    let srcDir = resolve(values.src ?? join(root, 'src'));
    if (values.rev) {
      const dir = mkdtempSync(join(tmpdir(), 'cameo-patch-src-'));
      process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
      const archive = spawnSync('git', ['archive', '--format=tar', values.rev, 'src'], { cwd: root, maxBuffer: 1 << 30 });
      spawnSync('tar', ['-x', '-C', dir], { input: archive.stdout });
      symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
      srcDir = join(dir, 'src');
    }
    const result = await measureAgUiPatch({ srcDir, root });
    if (printAgUiPatch(result).length > 0) process.exitCode = 1;
  }
}
