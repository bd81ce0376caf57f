// `npm run load` (issue 8): two widget server instances sharing one real Redis on loopback, as
// behind a load balancer. N SSE subscribers are spread over both; M actions per second for a
// fixed time go alternately to each. Every subscriber must get every broadcast once, in order,
// whichever instance handled the action; and each instance's heap must return near its start.
//
// Options: --subscribers 400   concurrent event streams, half on each instance (≤ 5000)
//          --rate 20           actions per second, alternating instances (≤ 200)
//          --duration 10       seconds of actions (≤ 60)
//          --timeout 90        hard limit for the whole run, in seconds (≤ 90)
import { Agent } from 'node:http';
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { startRedis } from '../redisServer.mjs';
import { postBump, runActions, subscribe } from './clients.mjs';
import { fmt, mib, ms, pct, positive, report, signed } from './format.mjs';
import { startRun } from './startRun.mjs';
import { bundleServer, startServerProcess } from './serverProcess.mjs';

const HEAP_TOLERANCE_BYTES = 2 * 1024 * 1024;
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

export async function driveMulti(args) {
  const { values } = parseArgs({
    args,
    options: {
      subscribers: { type: 'string', default: '400' },
      rate: { type: 'string', default: '20' },
      duration: { type: 'string', default: '10' },
      timeout: { type: 'string', default: '90' },
    },
  });
  const N = positive('subscribers', values.subscribers, 5000);
  const rate = positive('rate', values.rate, 200);
  const durationS = positive('duration', values.duration, 60);
  const timeoutMs = positive('timeout', values.timeout, 90) * 1000;
  const total = rate * durationS;
  const started = performance.now();

  const { outDir, servers } = startRun(timeoutMs);

  const [redis, bundle] = await Promise.all([startRedis(), bundleServer(outDir)]);
  for (const name of ['A', 'B']) {
    servers.push(await startServerProcess({ bundle, subscribers: N, redisUrl: redis.url, name }));
  }
  const bases = servers.map((server) => `http://127.0.0.1:${server.port}/widgets/load`);
  const askAll = (type) => Promise.all(servers.map((server) => server.ask(type)));

  const streamAgent = new Agent({ keepAlive: false, maxSockets: Infinity });
  const actionAgents = bases.map(() => new Agent({ keepAlive: true, maxSockets: 50 }));
  const waitFor = async (what, check, limitMs = timeoutMs) => {
    const until = Math.min(started + timeoutMs, performance.now() + limitMs);
    while (!(await check())) {
      if (performance.now() > until) throw new Error(`timed out waiting for ${what}`);
      await sleep(20);
    }
  };
  const subscribersNow = async () => (await askAll('stats')).reduce((sum, reply) => sum + reply.stats.subscribers, 0);

  // Warm up both instances, across instances: streams on each, actions through the other.
  const warm = await Promise.all(Array.from({ length: 20 }, (_, i) => subscribe(bases[i % 2], streamAgent)));
  await waitFor('warm-up streams', () => warm.every((s) => s.updates.length > 0));
  for (const [i, base] of bases.entries()) await runActions(base, actionAgents[i], 10, 5);
  // Bounded: if pushes do not cross instances, the checks below say so rather than a timeout.
  await waitFor('warm-up updates', () => warm.every((s) => s.updates.length > 20), 10_000).catch(() => {});
  for (const s of warm) s.close();
  await waitFor('warm-up disconnects', async () => (await subscribersNow()) === 0);

  const before = await askAll('memory');

  const connectStarted = performance.now();
  const subs = await Promise.all(
    Array.from({ length: N }, async (_, i) => Object.assign(await subscribe(bases[i % 2], streamAgent), { on: i % 2 })),
  );
  await waitFor('every subscriber’s first update', () => subs.every((s) => s.updates.length > 0));
  const connectMs = performance.now() - connectStarted;
  // A render's version is read off Redis's clock (above anything published so far), so it varies
  // by when each stream opened; its event id, the point a reconnect resumes from, must not.
  const startId = subs[0].updates[0].id;
  const sameStart = subs.every((s) => s.updates[0].id === startId);

  // A fixed schedule, not back-to-back: action i leaves at i/rate seconds, to A then B then A…
  const actionsStarted = performance.now();
  const posts = [];
  for (let i = 0; i < total; i++) {
    const wait = actionsStarted + (i * 1000) / rate - performance.now();
    if (wait > 0) await sleep(wait);
    posts.push(postBump(bases[i % 2], actionAgents[i % 2]).catch((error) => error.message));
  }
  const statuses = await Promise.all(posts);
  const actionsMs = performance.now() - actionsStarted;
  const failedActions = statuses.filter((status) => status !== 200).length;
  // Streams are in order, so a subscriber holding `total` updates after its first is complete.
  const deadline = performance.now() + Math.max(5000, Math.min(15_000, timeoutMs - (performance.now() - started) - 15_000));
  const complete = (s) => s.ended || s.updates.length > total;
  while (!subs.every(complete) && performance.now() < deadline) await sleep(20);
  const drainMs = performance.now() - actionsStarted - actionsMs;
  const during = await askAll('memory');

  for (const s of subs) s.close();
  await waitFor('every subscriber to be dropped', async () => (await subscribersNow()) === 0);
  streamAgent.destroy();
  for (const agent of actionAgents) agent.destroy();
  await sleep(200);
  const after = await askAll('memory');
  await Promise.all(servers.map((server) => server.stop()));
  await redis.stop();

  // What was published: every version pushed to any subscriber after its first render, with its id.
  const idOf = new Map();
  let oneIdPerVersion = true;
  for (const s of subs) {
    for (const u of s.updates.slice(1)) {
      if (idOf.has(u.version) && idOf.get(u.version) !== u.id) oneIdPerVersion = false;
      idOf.set(u.version, u.id);
    }
  }
  const published = [...idOf.keys()].sort((a, b) => a - b);
  const publishedSet = new Set(published);
  const firstBelowPushes = subs.every((s) => s.updates.slice(1).every((u) => u.version > s.updates[0].version));
  let delivered = 0;
  let inOrder = 0;
  const latencies = { local: [], cross: [] };
  for (const s of subs) {
    const versions = s.updates.slice(1).map((u) => u.version);
    delivered += new Set(versions.filter((v) => publishedSet.has(v))).size;
    if (versions.length === total && versions.every((v, i) => v === published[i])) inOrder += 1;
    for (const u of s.updates.slice(1)) {
      (u.instance === ['A', 'B'][s.on] ? latencies.local : latencies.cross).push(u.receivedAt - u.renderedAt);
    }
  }
  const all = [...latencies.local, ...latencies.cross].sort((a, b) => a - b);
  for (const list of Object.values(latencies)) list.sort((a, b) => a - b);
  const expected = N * total;
  const growth = servers.map((_, i) => after[i].heapUsed - before[i].heapUsed);
  const checks = [
    ['every action answered 200', failedActions === 0],
    ['one broadcast per action (distinct versions = actions)', published.length === total],
    ['both instances started subscribers from the same event id', sameStart],
    ['every first render is older than every push after it', firstBelowPushes],
    ['delivered / expected = 100%', delivered === expected],
    ['every subscriber: every version once, in order', inOrder === N],
    ['each version has one event id on both instances', oneIdPerVersion],
    ['no subscriber dropped as slow', during.every((reply) => reply.stats.slowClientsDropped === 0)],
    ...servers.map((_, i) => [`instance ${'AB'[i]}: heap after ≤ before + ${mib(HEAP_TOLERANCE_BYTES)}`, growth[i] <= HEAP_TOLERANCE_BYTES]),
  ];
  const latency = (list) => `${ms(pct(list, 0.5))} / ${ms(pct(list, 0.99))} / ${ms(list.at(-1) ?? NaN)}`;
  report('cameo-ui/server load test on 127.0.0.1: two instances sharing Redis', [
    ['instances', `2 (A :${servers[0].port}, B :${servers[1].port}), redis-server :${redis.port}`],
    ['subscribers', `${fmt(N)} (${fmt(Math.ceil(N / 2))} on A, ${fmt(Math.floor(N / 2))} on B)`],
    ['actions', `${fmt(total)} = ${rate}/s × ${durationS} s, alternating A/B (${failedActions} failed)`],
    // Below the asked rate when this machine cannot keep up: clients share its cores with both servers.
    ['achieved action rate', `${(total / (actionsMs / 1000)).toFixed(1)}/s`],
    ['delivered / expected', `${fmt(delivered)} / ${fmt(expected)} (${((100 * delivered) / expected).toFixed(2)}%)`],
    ['subscribers in order, no loss or dup', `${fmt(inOrder)} / ${fmt(N)}`],
    ['latency p50 / p99 / max, all', latency(all)],
    ['  action on the stream’s instance', latency(latencies.local)],
    ['  action on the other instance', latency(latencies.cross)],
    ['connect N streams (first render each)', ms(connectMs)],
    ['actions, then drain to the last push', `${ms(actionsMs)} + ${ms(drainMs)}`],
    ...servers.flatMap((_, i) => [
      [`${'AB'[i]} heapUsed before / during / after`, `${mib(before[i].heapUsed)} / ${mib(during[i].heapUsed)} / ${mib(after[i].heapUsed)} (${signed(growth[i])})`],
      [`${'AB'[i]} rss before / during / after`, `${mib(before[i].rss)} / ${mib(during[i].rss)} / ${mib(after[i].rss)}`],
    ]),
    ['total duration', ms(performance.now() - started)],
    ['machine', `Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'cpu'}`],
  ], checks);
  process.exit(process.exitCode);
}
