// `npm run load`: a bounded load test of the reference widget server (`cameo-ui/server`) on
// loopback. Bundles src/server with esbuild into a temp dir, runs it in a child process started
// with --expose-gc (so its memory is measured after real collections, apart from the clients),
// opens N concurrent SSE subscribers from this process, fires a burst of M actions that each
// broadcast, and checks that every subscriber received every broadcast exactly once, in order.
// Then it disconnects everyone and checks that the server's heap returns near its start.
//
// Options: --subscribers 500   concurrent event streams
//          --actions 200       actions in the burst (each one broadcast)
//          --concurrency 20    actions in flight at once
//          --timeout 60        hard limit for the whole run, in seconds
// Exit code 0 when every check passes, 1 when one fails, 2 when the run itself cannot finish.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, get, request } from 'node:http';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const root = resolve(import.meta.dirname, '..');
/** Heap growth after everyone left that still counts as "back to the start". */
const HEAP_TOLERANCE_BYTES = 2 * 1024 * 1024;
const now = () => performance.timeOrigin + performance.now();

if (process.env.CAMEO_LOAD_SERVER) await serve(process.env.CAMEO_LOAD_SERVER);
else await drive();

// -------------------------------------------------------------------------------------------
// The server process: one widget whose render carries its render time, so clients can measure
// delivery latency across processes on the same clock.

async function serve(bundle) {
  const { createWidgetServer, defineServerWidget } = await import(bundle);
  const subscribers = Number(process.env.CAMEO_LOAD_SUBSCRIBERS);
  let count = 0;
  const widget = defineServerWidget({
    id: 'load',
    render: () => ({ count, renderedAt: now() }),
    actions: { bump: { type: 'object', properties: { by: { type: 'integer' } }, required: ['by'] } },
    handleAction: (_action, args) => (count += args.by),
  });
  const server = createWidgetServer({
    widgets: [widget],
    maxSubscribers: Math.max(10_000, subscribers + 100),
    onError: (error, context) => console.error('[server]', context, error.message),
  });
  const { createServer } = await import('node:http');
  const http = createServer(server.handler);
  http.listen(0, '127.0.0.1', () => process.send({ type: 'ready', port: http.address().port }));
  process.on('message', (message) => {
    if (message.type === 'memory') {
      globalThis.gc();
      globalThis.gc();
      const { heapUsed, rss } = process.memoryUsage();
      process.send({ type: 'memory', heapUsed, rss, stats: server.stats() });
    } else if (message.type === 'stats') {
      process.send({ type: 'stats', stats: server.stats() });
    } else if (message.type === 'exit') {
      server.close();
      http.close(() => process.exit(0));
    }
  });
}

// -------------------------------------------------------------------------------------------
// The driver: clients, checks and the table.

async function drive() {
  const { values } = parseArgs({
    options: {
      subscribers: { type: 'string', default: '500' },
      actions: { type: 'string', default: '200' },
      concurrency: { type: 'string', default: '20' },
      timeout: { type: 'string', default: '60' },
    },
  });
  const N = positive('subscribers', values.subscribers);
  const M = positive('actions', values.actions);
  const C = positive('concurrency', values.concurrency);
  const timeoutMs = positive('timeout', values.timeout) * 1000;
  const started = performance.now();

  const outDir = mkdtempSync(join(tmpdir(), 'cameo-load-'));
  let child;
  const cleanUp = () => {
    child?.kill();
    rmSync(outDir, { recursive: true, force: true });
  };
  process.on('exit', cleanUp);
  setTimeout(() => {
    console.error(`load: did not finish within ${timeoutMs / 1000} s; giving up.`);
    process.exit(2);
  }, timeoutMs).unref();

  const bundle = join(outDir, 'server.mjs');
  const { build } = await import('esbuild');
  await build({
    entryPoints: [join(root, 'src/server/index.ts')],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'error',
  });

  child = fork(import.meta.filename, [], {
    execArgv: ['--expose-gc'],
    env: { ...process.env, CAMEO_LOAD_SERVER: bundle, CAMEO_LOAD_SUBSCRIBERS: String(N) },
  });
  const replies = [];
  const waiting = [];
  child.on('message', (message) => (waiting.length ? waiting.shift()(message) : replies.push(message)));
  child.on('exit', (code) => {
    if (code !== 0 && code !== null) {
      console.error(`load: the server process exited with ${code}`);
      process.exit(2);
    }
  });
  const reply = () => new Promise((done) => (replies.length ? done(replies.shift()) : waiting.push(done)));
  const ask = (type) => (child.send({ type }), reply());
  const { port } = await reply();
  const base = `http://127.0.0.1:${port}/widgets/load`;

  const streamAgent = new Agent({ keepAlive: false, maxSockets: Infinity });
  const actionAgent = new Agent({ keepAlive: true, maxSockets: C });
  const waitFor = async (what, check) => {
    while (!(await check())) {
      if (performance.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
      await new Promise((done) => setTimeout(done, 20));
    }
  };
  const subscribersNow = async () => (await ask('stats')).stats.subscribers;

  // Warm up (JIT, lazily loaded modules, pools), so "before" is a steady state.
  const warm = await Promise.all(Array.from({ length: 20 }, () => subscribe(base, streamAgent)));
  await waitFor('warm-up streams', () => warm.every((s) => s.updates.length > 0));
  await runActions(base, actionAgent, 20, C);
  await waitFor('warm-up updates', () => warm.every((s) => s.updates.length > 20));
  for (const s of warm) s.close();
  await waitFor('warm-up disconnects', async () => (await subscribersNow()) === 0);

  const before = await ask('memory');

  const connectStarted = performance.now();
  const subs = await Promise.all(Array.from({ length: N }, () => subscribe(base, streamAgent)));
  await waitFor('every subscriber’s first update', () => subs.every((s) => s.updates.length > 0));
  const connectMs = performance.now() - connectStarted;
  const v0 = subs[0].updates[0].version;
  const sameStart = subs.every((s) => s.updates[0].version === v0);

  const burstStarted = performance.now();
  await runActions(base, actionAgent, M, C);
  const deadline = performance.now() + Math.max(5000, timeoutMs - (performance.now() - started) - 10_000);
  // A stream is in order, so once it has the last broadcast nothing more is coming to it.
  const done = (s) => s.ended || (s.updates.at(-1)?.version ?? 0) >= v0 + M;
  while (!subs.every(done) && performance.now() < deadline) {
    await new Promise((done) => setTimeout(done, 20));
  }
  const burstMs = performance.now() - burstStarted;
  const during = await ask('memory');

  for (const s of subs) s.close();
  await waitFor('every subscriber to be dropped', async () => (await subscribersNow()) === 0);
  streamAgent.destroy();
  actionAgent.destroy();
  // Let closed sockets and their timers be released before the last collection.
  await new Promise((done) => setTimeout(done, 200));
  const after = await ask('memory');
  child.send({ type: 'exit' });

  // Every subscriber: its first render at v0, then v0+1 … v0+M, each once, in that order.
  let delivered = 0;
  let inOrder = 0;
  const latencies = [];
  for (const s of subs) {
    const versions = s.updates.slice(1).map((u) => u.version);
    delivered += new Set(versions.filter((v) => v > v0 && v <= v0 + M)).size;
    if (versions.length === M && versions.every((v, i) => v === v0 + 1 + i)) inOrder += 1;
    for (const u of s.updates.slice(1)) latencies.push(u.receivedAt - u.renderedAt);
  }
  latencies.sort((a, b) => a - b);
  const expected = N * M;
  const heapGrowth = after.heapUsed - before.heapUsed;
  const checks = [
    ['every subscriber started from the same version', sameStart],
    ['delivered / expected = 100%', delivered === expected],
    ['every subscriber: every version once, in order', inOrder === N],
    ['no subscriber dropped as slow', during.stats.slowClientsDropped === 0],
    [`heap after ≤ before + ${mib(HEAP_TOLERANCE_BYTES)}`, heapGrowth <= HEAP_TOLERANCE_BYTES],
  ];

  const rows = [
    ['subscribers', fmt(N)],
    ['broadcasts (actions)', `${fmt(M)} (${C} in flight)`],
    ['delivered / expected', `${fmt(delivered)} / ${fmt(expected)} (${((100 * delivered) / expected).toFixed(2)}%)`],
    ['subscribers in order, no loss or dup', `${fmt(inOrder)} / ${fmt(N)}`],
    ['delivery latency p50 / p99 / max', `${ms(pct(latencies, 0.5))} / ${ms(pct(latencies, 0.99))} / ${ms(latencies.at(-1))}`],
    ['connect N streams (first render each)', ms(connectMs)],
    ['burst until all delivered', ms(burstMs)],
    ['server heapUsed before / during / after', `${mib(before.heapUsed)} / ${mib(during.heapUsed)} / ${mib(after.heapUsed)}`],
    ['server rss before / during / after', `${mib(before.rss)} / ${mib(during.rss)} / ${mib(after.rss)}`],
    ['heap after − before (tolerance)', `${signed(heapGrowth)} (≤ ${mib(HEAP_TOLERANCE_BYTES)})`],
    ['slow clients dropped / refused', `${during.stats.slowClientsDropped} / ${during.stats.subscribersRefused}`],
    ['total duration', ms(performance.now() - started)],
    ['machine', `Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'cpu'}`],
  ];
  const width = Math.max(...rows.map(([name]) => name.length));
  console.log(`\ncameo-ui/server load test on 127.0.0.1\n`);
  for (const [name, value] of rows) console.log(`  ${name.padEnd(width)}  ${value}`);
  console.log('');
  for (const [name, ok] of checks) console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${name}`);
  console.log('');
  process.exitCode = checks.every(([, ok]) => ok) ? 0 : 1;
  await new Promise((done) => child.once('exit', done));
  process.exit(process.exitCode);
}

/** One SSE subscriber over `http.get`: records each update's version and timings. */
function subscribe(base, agent) {
  return new Promise((resolveStream, reject) => {
    const state = { updates: [], ended: false, close: () => req.destroy() };
    const req = get(`${base}/events`, { agent, headers: { Accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`events answered ${res.statusCode}`));
      res.setEncoding('utf8');
      let buffered = '';
      res.on('data', (text) => {
        const receivedAt = now();
        buffered += text;
        const blocks = buffered.split('\n\n');
        buffered = blocks.pop();
        for (const block of blocks) {
          if (!block.includes('event: update')) continue;
          const data = JSON.parse(block.slice(block.indexOf('data: ') + 6));
          state.updates.push({ version: data.version, renderedAt: data.data.renderedAt, receivedAt });
        }
      });
      res.on('close', () => (state.ended = true));
      res.on('error', () => {});
      resolveStream(state);
    });
    req.on('error', (error) => (state.ended ? undefined : reject(error)));
  });
}

/** Posts `count` actions, `concurrency` at a time; each must answer 200. */
async function runActions(base, agent, count, concurrency) {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next += 1;
      const status = await new Promise((done, fail) => {
        const body = '{"by":1}';
        const req = request(`${base}/actions/bump`, {
          method: 'POST',
          agent,
          headers: { 'Content-Type': 'application/json', 'Content-Length': body.length },
        });
        req.on('response', (res) => (res.resume(), res.on('end', () => done(res.statusCode))));
        req.on('error', fail);
        req.end(body);
      });
      if (status !== 200) throw new Error(`action answered ${status}`);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
}

function positive(name, raw) {
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value <= 0) {
    console.error(`load: --${name} must be a positive integer, got ${raw}`);
    process.exit(2);
  }
  return value;
}
function pct(sorted, p) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] : NaN;
}
function ms(value) {
  return value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${value.toFixed(1)} ms`;
}
function mib(bytes) {
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}
function signed(bytes) {
  return `${bytes >= 0 ? '+' : '−'}${(Math.abs(bytes) / 1024).toFixed(0)} KiB`;
}
function fmt(n) {
  return n.toLocaleString('en-US');
}
