// The scaling table's Node rows (parse, append), run by scaling.mjs as
// `node --expose-gc --single-threaded scalingCore.mjs <bundle.mjs> <sizes> <rows> <seed>`: a process of its own,
// so the heap and JIT state are the bundle's alone. Prints one JSON line: { rows: { name: {
// size: { ms, samples } | { skipped } } } }. The bundle exports parseTranscript,
// createTranscriptStore and generateEntries (bench/entries.ts), built from the src/ measured.
import { pathToFileURL } from 'node:url';

const [bundle, sizesArg, rowsArg, seedArg] = process.argv.slice(2);
const { parseTranscript, createTranscriptStore, generateEntries } = await import(pathToFileURL(bundle).href);
const sizes = sizesArg.split(',').map(Number);
const wanted = new Set(rowsArg.split(','));
const seed = Number(seedArg);
// A size whose predicted time (the last size's × 10 × its own growth so far) passes this is
// skipped, not waited for: old quadratic code at 100k would take minutes per sample.
const BUDGET_MS = 60_000;
// Small inputs run many times per sample, so a sample is never a few timer ticks.
const SAMPLE_ENTRIES = 100_000;

const call = (at) => ({ type: 'tool_call', id: `c${at}`, name: 'run_query', args: { at } });
const result = (at) => ({ type: 'tool_result', toolCallId: `c${at}`, result: ['ok', `row ${at}`] });

/** What each row does with N entries; `prepare` is outside the timing. */
const cases = {
  // Plainly linear work on the same entries: a copy of each kept in an array and, by key, in a
  // Map. Its growth per ×10 is this machine's for linear work (caches and gc make it more than
  // 10× once N outgrows the caches), which scaling.mjs judges the other rows against.
  reference: {
    prepare: (n) => generateEntries(n, seed),
    run: (entries) => {
      const kept = [];
      const byKey = new Map();
      for (let at = 0; at < entries.length; at += 1) {
        const copy = { ...entries[at], key: `e${at}` };
        kept.push(copy);
        byKey.set(copy.key, copy);
      }
      return kept.length + byKey.size;
    },
  },
  'parse-mixed': {
    prepare: (n) => generateEntries(n, seed),
    run: (wire) => parseTranscript(wire),
  },
  'parse-unanswered': {
    prepare: (n) => Array.from({ length: n }, (_, at) => call(at)),
    run: (wire) => parseTranscript(wire),
  },
  'parse-calls-results': {
    prepare: (n) => [...Array.from({ length: n / 2 }, (_, at) => call(at)), ...Array.from({ length: n / 2 }, (_, at) => result(at))],
    run: (wire) => parseTranscript(wire),
  },
  append: {
    // Each entry its own appendJSON chunk, as a backend streaming one entry per event does; the
    // keys are read once at the end, as a renderer would.
    prepare: (n) => generateEntries(n, seed).map((entry) => [entry]),
    run: (chunks) => {
      const store = createTranscriptStore();
      for (const chunk of chunks) store.getState().appendJSON(chunk);
      return store.getState().keys.length;
    },
  },
};

const gc = () => globalThis.gc?.();
// CPU time of this process, not the wall clock: on a shared machine the wall clock counts the
// time other processes had the cores. Run with --single-threaded, it is the main thread's.
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1_000;
};
const ROUNDS = 5;

const silent = console.warn;
// The mixed transcripts hold malformed-on-purpose entries; the parser's dev warning is noise here.
console.warn = () => {};
const rows = {};
for (const [name, { prepare, run }] of Object.entries(cases)) {
  if (name !== 'reference' && !wanted.has(name) && !wanted.has(name.split('-')[0])) continue;
  const row = (rows[name] = {});
  // Per size: `inner` distinct inputs (so 1k entries are not read hot from cache 100 times while
  // 100k come from memory), timed together, in rounds that go through every size in turn, so a
  // busy moment of the machine falls on all sizes alike. The fastest round counts.
  const plans = [];
  let previous = null;
  for (const size of sizes) {
    const predicted = previous && previous.ms * (size / previous.size) * Math.max(1, previous.growth);
    if (predicted && predicted > BUDGET_MS) {
      row[size] = { skipped: `predicted ${(predicted / 1000).toFixed(0)} s per run` };
      break;
    }
    const inner = Math.max(1, Math.round(SAMPLE_ENTRIES / size));
    const inputs = Array.from({ length: inner }, () => prepare(size));
    // One untimed run first, so the JIT has seen this size's shapes; it also predicts the next size.
    const start = cpuMs();
    run(inputs[0]);
    const first = cpuMs() - start;
    if (first > 5_000) process.stderr.write(`  ${name} at ${size}: ${(first / 1000).toFixed(1)} s per run\n`);
    const slow = first * inner > 5_000;
    const plan = { size, inputs: slow ? inputs.slice(0, 1) : inputs, rounds: first > 5_000 ? 1 : ROUNDS, times: [] };
    plans.push(plan);
    previous = { size, ms: first, growth: previous ? first / previous.ms / (size / previous.size) : 1 };
  }
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const plan of plans) {
      if (round >= plan.rounds) continue;
      gc();
      const start = cpuMs();
      for (const input of plan.inputs) run(input);
      plan.times.push((cpuMs() - start) / plan.inputs.length);
    }
  }
  for (const { size, times } of plans) row[size] = { ms: Math.min(...times), samples: times.map((value) => Number(value.toFixed(3))) };
  process.stderr.write(`  ${name}: ${sizes.map((size) => `${size} ${row[size]?.ms?.toFixed(2) ?? row[size]?.skipped ?? '—'}`).join(', ')}\n`);
}
console.warn = silent;
process.stdout.write(`${JSON.stringify({ rows })}\n`);
