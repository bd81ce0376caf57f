// `npm run load -- --single`: issue 7's load test of one widget server instance on loopback.
// Opens N concurrent SSE subscribers, fires a burst of M actions that each broadcast, and checks
// that every subscriber received every broadcast exactly once, in order. Then it disconnects
// everyone and checks that the server's heap returns near its start.
//
// Options: --subscribers 500   concurrent event streams
//          --actions 200       actions in the burst (each one broadcast)
//          --concurrency 20    actions in flight at once
//          --timeout 60        hard limit for the whole run, in seconds
import { Agent } from 'node:http';
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { runActions, subscribe } from './clients.mjs';
import { fmt, mib, ms, pct, positive, report, signed } from './format.mjs';
import { startRun } from './startRun.mjs';
import { bundleServer, startServerProcess } from './serverProcess.mjs';

/** Heap growth after everyone left that still counts as "back to the start". */
const HEAP_TOLERANCE_BYTES = 2 * 1024 * 1024;

export async function driveSingle(args) {
  const { values } = parseArgs({
    args,
    options: {
      single: { type: 'boolean' },
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

  const { outDir, servers } = startRun(timeoutMs);
  const bundle = await bundleServer(outDir);
  const server = await startServerProcess({ bundle, subscribers: N });
  servers.push(server);
  const { ask } = server;
  const base = `http://127.0.0.1:${server.port}/widgets/load`;

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
  const stopped = server.stop();

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

  report('cameo-ui/server load test on 127.0.0.1 (one instance)', [
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
  ], checks);
  await stopped;
  process.exit(process.exitCode);
}
