// The scaling table (issue 16): the time at 1k, 10k and 100k entries of
//   parse  - parseTranscript on N entries (mixed; N unanswered tool calls; N/2 calls then N/2 results),
//   append - N one-entry appendJSON chunks into a store,
//   mount  - a <Transcript> of N mixed entries, warm, render → first paint, in Chromium,
//   token  - one streamed token into the last message after N entries, append → commit, in Chromium,
// with the growth per ×10 of N. Linear work grows 10× per ×10, what follows the view (mount,
// token) about 1×. A row growing more than REGRESSION_RATIO per ×10, and more than
// REFERENCE_MARGIN times the reference row (plainly linear work, whose growth past 10× is this
// machine's caches and gc), says REGRESSION, and `npm run bench` exits 1.
//
// Part of `npm run bench` (case `scaling`). Its Node rows also run alone, with no Chromium,
// against any copy of src/ (the "before" figures in docs/performance.md):
//   node scripts/bench/scaling.mjs [--src <dir> | --rev <commit>] [--rows parse,append] [--sizes 1000,10000]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

export const SCALING_SIZES = [1_000, 10_000, 100_000];
export const SCALING_ROWS = ['parse', 'append', 'mount', 'token'];
/** Growth per ×10 of N above which a row is a regression (linear is 10×). */
export const REGRESSION_RATIO = 12;
/** ...and faster than the reference row (plainly linear work) grows at the same step, by this. */
export const REFERENCE_MARGIN = 1.25;
const TOKENS = 100;
const MOUNT_REPEATS = 3;

const labels = {
  'parse-mixed': 'parse: mixed entries',
  'parse-unanswered': 'parse: unanswered tool calls',
  'parse-calls-results': 'parse: N/2 calls, then N/2 results',
  reference: 'reference: copy into an array and a Map',
  append: 'append: one-entry appendJSON chunks',
  mount: 'mount: Transcript, warm first paint',
  token: 'token: append → commit, median',
};

/** Times the Node rows (parse, append) of `srcDir` in a child process; see scalingCore.mjs. */
export async function measureCore({ srcDir, root, sizes = SCALING_SIZES, rows = SCALING_ROWS, seed }) {
  const wanted = rows.filter((row) => row === 'parse' || row === 'append');
  if (wanted.length === 0) return {};
  const dir = mkdtempSync(join(tmpdir(), 'cameo-scaling-'));
  try {
    const bundle = join(dir, 'core.mjs');
    const { build } = await import('esbuild');
    await build({
      stdin: {
        contents: [
          `export { parseTranscript } from ${JSON.stringify(join(srcDir, 'core/parseTranscript.ts'))};`,
          `export { createTranscriptStore } from ${JSON.stringify(join(srcDir, 'core/createTranscriptStore.ts'))};`,
          `export { generateEntries } from ${JSON.stringify(join(root, 'bench/entries.ts'))};`,
        ].join('\n'),
        resolveDir: root,
        loader: 'ts',
      },
      bundle: true,
      // A copy of src/ elsewhere (--rev, --src) still finds this checkout's dependencies.
      nodePaths: [join(root, 'node_modules')],
      format: 'esm',
      platform: 'node',
      // Production, as an app ships it: no development warnings, no dev-only checks.
      define: { 'process.env.NODE_ENV': '"production"', 'import.meta.env.DEV': 'false' },
      outfile: bundle,
      logLevel: 'warning',
    });
    const child = spawnSync(
      process.execPath,
      ['--expose-gc', '--single-threaded', join(import.meta.dirname, 'scalingCore.mjs'), bundle, sizes.join(','), wanted.join(','), String(seed)],
      { encoding: 'utf8', maxBuffer: 1 << 26, timeout: 30 * 60_000, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    if (child.status !== 0) return { error: `scalingCore.mjs: exit ${child.status ?? child.signal} (its error is above)` };
    return JSON.parse(child.stdout.trim().split('\n').at(-1)).rows;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Times mount and token in Chromium with the page's own cases (bench.mount, bench.stream), a
 * fresh page per measurement. `onFreshPage(what, ms, run)` and `progress` are bench.mjs's.
 */
export async function measureBrowser({ onFreshPage, progress, sizes = SCALING_SIZES, rows = SCALING_ROWS, seed }) {
  const measured = {};
  if (rows.includes('mount')) {
    measured.mount = {};
    for (const size of sizes) {
      const samples = [];
      for (let rep = 0; rep < MOUNT_REPEATS; rep += 1) {
        const result = await onFreshPage(`scaling mount of ${size}`, 90_000, (page) =>
          page.evaluate(([n, s]) => window.bench.mount('cameo', n, s), [size, seed]),
        );
        if (result.error) {
          measured.mount[size] = { error: result.error };
          break;
        }
        samples.push(result.warm.firstPaintMs);
      }
      if (!measured.mount[size]) measured.mount[size] = { ms: median(samples), samples: samples.map(round) };
      progress(`scaling mount ${String(size).padStart(7)}: ${measured.mount[size].error ?? ms(measured.mount[size].ms)}`);
    }
  }
  if (rows.includes('token')) {
    measured.token = {};
    for (const size of sizes) {
      const result = await onFreshPage(`scaling token at ${size}`, 120_000, (page) =>
        page.evaluate(([n, s, tokens]) => window.bench.stream('cameo', n, s, tokens, 30_000), [size, seed, TOKENS]),
      );
      measured.token[size] = result.error
        ? { error: result.error }
        : result.commitWallMs
          ? { ms: result.commitWallMs.median, p95: result.commitWallMs.p95, tokens: result.appendsDone, rowsPerToken: result.rowsPerAppend?.median }
          : { error: 'no commit timed' };
      progress(`scaling token ${String(size).padStart(7)}: ${measured.token[size].error ?? ms(measured.token[size].ms)}`);
    }
  }
  return measured;
}

/**
 * The table as rows of cells (header first), and the regressions: a growth per ×10 of N
 * above REGRESSION_RATIO between two measured sizes.
 */
export function scalingTable(scaling, sizes = SCALING_SIZES) {
  const header = ['', ...sizes.map((size) => `${int(size)}`), ...sizes.slice(1).map((size, at) => `${short(size)}/${short(sizes[at])}`), ''];
  const rows = [header];
  const regressions = [];
  const reference = growths(scaling.reference, sizes);
  for (const [name, bySize] of Object.entries(scaling)) {
    if (name === 'error' || !bySize || typeof bySize !== 'object') continue;
    const cells = sizes.map((size) => cell(bySize[size]));
    const ratios = growths(bySize, sizes);
    // Past 12×, and faster than the machine's own growth for linear work by a margin: caches and
    // gc make even a copy into a Map grow 12 to 20× from 10k to 100k on a busy two-core box.
    const flagged = name !== 'reference' && ratios.some((value, at) => value !== null && value > REGRESSION_RATIO && value > REFERENCE_MARGIN * (reference[at] ?? 0));
    if (flagged) regressions.push({ row: labels[name] ?? name, ratios });
    rows.push([labels[name] ?? name, ...cells, ...ratios.map((value) => (value === null ? '—' : `${value.toFixed(1)}×`)), flagged ? 'REGRESSION' : '']);
  }
  return { rows, regressions };
}

/** Growth per ×10 of N between each pair of neighbouring sizes, whatever the step between them. */
function growths(bySize, sizes) {
  return sizes.slice(1).map((size, at) => {
    const [a, b] = [bySize?.[sizes[at]]?.ms, bySize?.[size]?.ms];
    if (typeof a !== 'number' || typeof b !== 'number' || a <= 0) return null;
    return (b / a) ** (1 / Math.log10(size / sizes[at]));
  });
}

export function printScaling(scaling, sizes = SCALING_SIZES) {
  const { rows, regressions } = scalingTable(scaling, sizes);
  const widths = rows[0].map((_, at) => Math.max(...rows.map((row) => String(row[at] ?? '').length)));
  console.log(`\nScaling (issue 16): time at each N, and its growth per ×10 of N (linear work 10×; REGRESSION above ${REGRESSION_RATIO}× and ${REFERENCE_MARGIN}× the reference's)`);
  for (const row of rows) console.log(row.map((value, at) => (at === 0 ? String(value).padEnd(widths[at]) : String(value).padStart(widths[at]))).join('  ').trimEnd());
  return regressions;
}

const round = (value) => Number(value.toFixed(3));
const int = (value) => value.toLocaleString('en-US');
const short = (size) => (size >= 1_000 && size % 1_000 === 0 ? `${size / 1_000}k` : String(size));
const ms = (value) => (value >= 1_000 ? `${(value / 1_000).toFixed(2)} s` : `${value.toFixed(value < 10 ? 2 : 1)} ms`);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
const cell = (value) => (!value ? '—' : value.error ? value.error : value.skipped ? `skipped (${value.skipped})` : ms(value.ms));

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const root = resolve(import.meta.dirname, '../..');
  const { values } = parseArgs({ options: { src: { type: 'string' }, rev: { type: 'string' }, rows: { type: 'string' }, sizes: { type: 'string' } } });
  let srcDir = resolve(values.src ?? join(root, 'src'));
  if (values.rev) {
    const dir = mkdtempSync(join(tmpdir(), 'cameo-scaling-src-'));
    process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
    const archive = spawnSync('sh', ['-c', `git archive --format=tar "$0" src | tar -x -C "$1"`, values.rev, dir], { cwd: root, encoding: 'utf8' });
    if (archive.status !== 0) throw new Error(`--rev ${values.rev}: ${archive.stderr.trim()}`);
    srcDir = join(dir, 'src');
  }
  const sizes = values.sizes ? values.sizes.split(',').map(Number) : SCALING_SIZES;
  const rows = values.rows ? values.rows.split(',') : ['parse', 'append'];
  console.log(`Scaling, Node rows only, src: ${values.rev ? `${values.rev}` : srcDir}`);
  const measured = await measureCore({ srcDir, root, sizes, rows, seed: 20_240_601 });
  if (measured.error) throw new Error(measured.error);
  process.exitCode = printScaling(measured, sizes).length > 0 ? 1 : 0;
}
