// Issue 22's pathological markdown (case `markdown-hostile` of `npm run bench`): each of the
// audit's inputs drawn once into <Markdown> (render → paint), and its last units streamed one
// render each (render → paint), in Chromium, a fresh page per input. The table has the frame
// budget beside each figure; the 60 KB `a\n\n` message has its own target (render < 100 ms).
// The cases themselves are in bench/markdownHostile.tsx.

export const FRAME_BUDGET_MS = 200;
export const SAVED_MESSAGE_TARGET_MS = 100;
export const SAVED_MESSAGE_CASE = 'a\\n\\n × 20,000 (60 KB saved message)';
const TOKENS = 20;
const CASE_TIMEOUT = 180_000;

/** Measures every case the page defines; `onFreshPage` and `progress` are bench.mjs's. */
export async function measureHostile({ onFreshPage, progress }) {
  const listed = await onFreshPage('markdown-hostile cases', 30_000, (page) => page.evaluate(() => ({ names: window.bench.markdownHostileCases() })));
  if (listed.error) return [{ name: 'markdown-hostile cases', error: listed.error }];
  const rows = [];
  for (const name of listed.names) {
    const result = await onFreshPage(`markdown-hostile ${name}`, CASE_TIMEOUT, (page) =>
      page.evaluate(([n, t]) => window.bench.markdownHostile(n, t), [name, TOKENS]),
    );
    rows.push(result.error ? { name, error: result.error } : result);
    progress(`${name.padEnd(40)} ${result.error ?? `first paint ${ms(result.renderMs)}, whole ${ms(result.wholeMs)}, token median ${ms(result.tokenMs?.median)}`}`);
  }
  return rows;
}

export function printHostile(rows) {
  const table = [['input', 'size', 'first paint', 'all drawn', 'longest frame', 'ms per token (median / max)', `frame budget ${FRAME_BUDGET_MS} ms`]];
  for (const row of rows) {
    if (row.error) {
      table.push([row.name, '—', row.error, '—', '—', '—', 'MISSED']);
      continue;
    }
    table.push([row.name, row.size.toLocaleString('en-US'), ms(row.renderMs), ms(row.wholeMs), ms(row.longestFrameMs), `${ms(row.tokenMs?.median)} / ${ms(row.tokenMs?.max)}`, worst(row) <= FRAME_BUDGET_MS ? 'within' : 'MISSED']);
  }
  const widths = table[0].map((_, at) => Math.max(...table.map((row) => String(row[at]).length)));
  console.log(`\nHostile markdown (issue 22): render → paint, and one streamed unit → paint (${TOKENS} units), in Chromium`);
  for (const row of table) console.log(row.map((cell, at) => (at === 0 ? String(cell).padEnd(widths[at]) : String(cell).padStart(widths[at]))).join('  '));
}

/** The targets: every case within the frame budget, and the saved message under 100 ms. */
export function hostileTargets(rows) {
  const missed = rows.filter((row) => row.error || worst(row) > FRAME_BUDGET_MS);
  const saved = rows.find((row) => row.name === SAVED_MESSAGE_CASE);
  return [
    {
      name: `every hostile markdown input renders, and each streamed unit paints, within a ${FRAME_BUDGET_MS} ms frame`,
      met: missed.length === 0,
      detail: missed.length ? `missed: ${missed.map((row) => row.name).join('; ')}` : `${rows.length} inputs`,
    },
    {
      name: `the 60 KB 'a\\n\\n' × 20,000 message paints in under ${SAVED_MESSAGE_TARGET_MS} ms`,
      met: Boolean(saved && !saved.error && saved.renderMs < SAVED_MESSAGE_TARGET_MS),
      detail: saved ? saved.error ?? `first paint ${ms(saved.renderMs)}, all of it drawn in ${ms(saved.wholeMs)}` : 'not run',
    },
  ];
}

/** The longest the tab went without a frame: the first paint, a frame while drawing, a token. */
const worst = (row) => Math.max(row.renderMs, row.longestFrameMs ?? 0, row.tokenMs?.max ?? 0);

const ms = (value) => (typeof value !== 'number' ? '—' : value >= 1_000 ? `${(value / 1_000).toFixed(2)} s` : `${value.toFixed(value < 10 ? 2 : 1)} ms`);
