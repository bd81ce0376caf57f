// `npm run load -- --fault stall|kill|kill-aof` (issue 16): the two-instance run with a Redis
// fault in the middle. N SSE subscribers spread over both instances; actions at a fixed rate
// into the fault, then quiet, so what viewers show at the end comes from the recovery alone. A
// tenth of the subscribers leave before the fault and come back after it with their
// Last-Event-ID. The widget's counter lives in this process (the shared database), so actions
// keep working while Redis is down. Prints what was acknowledged, what each viewer ended on,
// and lost / duplicated / stepped back, and how long viewers took to converge.
//
// Options: --fault stall        stall = SIGSTOP for --seconds; kill = kill -9, restarted empty
//                               after --seconds; kill-aof = the same with appendonly + fsync always
//          --seconds 8          how long the fault lasts (≤ 30)
//          --on both            actions through `both` instances, or `a` only (B stays quiet)
//          --into 3000          ms of actions into the fault (past commandTimeoutMs, so the answers
//                               once the outage is known show), then quiet until it ends
//          --subscribers 200    event streams, half on each instance (≤ 2000)
//          --rate 10            actions per second before and into the fault (≤ 100)
//          --timeout 90         hard limit for the whole run, in seconds (≤ 120)
import { Agent } from 'node:http';
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { startRedis } from '../redisServer.mjs';
import { postBump, subscribe } from './clients.mjs';
import { fmt, ms, pct, positive, report } from './format.mjs';
import { startRun } from './startRun.mjs';
import { bundleServer, startServerProcess } from './serverProcess.mjs';

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
const FAULTS = ['stall', 'kill', 'kill-aof'];
const PRE_FAULT_MS = 2000;

export async function driveFault(args) {
  const { values } = parseArgs({
    args,
    options: {
      fault: { type: 'string' },
      seconds: { type: 'string', default: '8' },
      on: { type: 'string', default: 'both' },
      into: { type: 'string', default: '3000' },
      subscribers: { type: 'string', default: '200' },
      rate: { type: 'string', default: '10' },
      timeout: { type: 'string', default: '90' },
    },
  });
  if (!FAULTS.includes(values.fault) || !['a', 'both'].includes(values.on)) {
    console.error(`load: --fault must be one of ${FAULTS.join(', ')} and --on a or both; got --fault ${values.fault} --on ${values.on}`);
    process.exit(2);
  }
  const fault = values.fault;
  const faultMs = positive('seconds', values.seconds, 30) * 1000;
  const intoMs = Math.min(faultMs, positive('into', values.into, 30_000));
  const N = positive('subscribers', values.subscribers, 2000);
  const rate = positive('rate', values.rate, 100);
  const timeoutMs = positive('timeout', values.timeout, 120) * 1000;
  const started = performance.now();

  const { outDir, servers } = startRun(timeoutMs);

  const store = { count: 0, applied: 0 };
  const state = (op, by) => {
    if (op === 'add') {
      store.applied += 1;
      store.count += by;
    }
    return store.count;
  };
  const aof = fault === 'kill-aof' ? ['--appendonly', 'yes', '--appendfsync', 'always'] : [];
  const [redis, bundle] = await Promise.all([startRedis({ args: aof }), bundleServer(outDir)]);
  for (const name of ['A', 'B']) {
    servers.push(await startServerProcess({ bundle, subscribers: N, redisUrl: redis.url, name, state }));
  }
  const bases = servers.map((server) => `http://127.0.0.1:${server.port}/widgets/load`);
  const targets = values.on === 'a' ? [bases[0]] : bases;
  const streamAgent = new Agent({ keepAlive: false, maxSockets: Infinity });
  const actionAgent = new Agent({ keepAlive: true, maxSockets: 50 });
  const waitFor = async (what, check, limitMs) => {
    const until = performance.now() + limitMs;
    while (!check()) {
      if (performance.now() > until) return false;
      await sleep(20);
    }
    return true;
  };
  const latestCount = (s) => s.updates.at(-1)?.count;

  const subs = await Promise.all(Array.from({ length: N }, async (_, i) => Object.assign(await subscribe(bases[i % 2], streamAgent), { on: i % 2 })));
  await waitFor('first renders', () => subs.every((s) => s.updates.length > 0), 20_000);

  // Actions on a fixed schedule; each answer's latency kept, by phase.
  const latencies = { before: [], during: [], known: [] };
  let phase = 'before';
  let sent = 0;
  let acknowledged = 0;
  const failures = [];
  const posts = [];
  let sending = true;
  let faultStarted = Infinity;
  // commandTimeoutMs (2 s) and a probe's margin: by then every instance knows of the outage.
  const outageKnown = () => performance.now() - faultStarted > 2500;
  const sender = (async () => {
    const t0 = performance.now();
    for (let i = 0; sending; i++) {
      const wait = t0 + (i * 1000) / rate - performance.now();
      if (wait > 0) await sleep(wait);
      if (!sending) break;
      const at = performance.now();
      const during = phase === 'during' && outageKnown() ? 'known' : phase;
      sent += 1;
      posts.push(
        postBump(targets[i % targets.length], actionAgent).then(
          (status) => {
            latencies[during].push(performance.now() - at);
            if (status === 200) acknowledged += 1;
            else failures.push(status);
          },
          (error) => failures.push(error.message),
        ),
      );
    }
  })();

  await sleep(PRE_FAULT_MS);
  // A tenth leave before the fault, keeping their Last-Event-ID, and come back after it.
  const away = subs.filter((_, i) => i % 10 === 9);
  for (const s of away) s.close();
  const live = subs.filter((_, i) => i % 10 !== 9);

  faultStarted = performance.now();
  phase = 'during';
  if (fault === 'stall') redis.pause();
  else await redis.crash();
  await sleep(intoMs);
  sending = false;
  await sender;
  await sleep(Math.max(0, faultMs - (performance.now() - faultStarted)));
  if (fault === 'stall') redis.resume();
  else await redis.revive();
  const faultEnded = performance.now();
  await Promise.all(posts);

  const final = () => store.count;
  const liveConverged = await waitFor('live viewers', () => live.every((s) => latestCount(s) === final()), 30_000);
  const liveMs = performance.now() - faultEnded;
  const back = await Promise.all(
    away.map(async (s) => Object.assign(await subscribe(bases[s.on], streamAgent, s.updates.at(-1)?.id), { on: s.on, before: s.updates })),
  );
  const backStarted = performance.now();
  const backConverged = await waitFor('returning viewers', () => back.every((s) => latestCount(s) === final()), 15_000);
  const backMs = performance.now() - backStarted;

  for (const s of [...live, ...back]) s.close();
  streamAgent.destroy();
  actionAgent.destroy();
  await Promise.all(servers.map((server) => server.stop()));
  await redis.stop();

  // What each viewer kept: as the client kit does, only an update with a higher version.
  const shown = (updates) => {
    const kept = [];
    for (const u of updates) if (u.version > (kept.at(-1)?.version ?? -Infinity)) kept.push(u);
    return kept;
  };
  const viewers = [...live.map((s) => shown(s.updates)), ...back.map((s) => shown([...s.before, ...s.updates]))];
  const finals = viewers.map((kept) => kept.at(-1)?.count ?? -1);
  const byFinal = new Map();
  for (const count of finals) byFinal.set(count, (byFinal.get(count) ?? 0) + 1);
  const lost = finals.filter((count) => count < acknowledged).length;
  const steppedBack = viewers.filter((kept) => kept.some((u, i) => i > 0 && u.count < kept[i - 1].count)).length;
  const duplicated = Math.max(0, store.applied - acknowledged);
  const during = [...latencies.during, ...latencies.known].sort((a, b) => a - b);
  const known = [...latencies.known].sort((a, b) => a - b);
  const before = [...latencies.before].sort((a, b) => a - b);
  const lat = (list) => `${ms(pct(list, 0.5))} / ${ms(list.at(-1) ?? NaN)}`;

  const checks = [
    ['every action answered 200', failures.length === 0 && acknowledged === sent],
    ['0 duplicated (applied = acknowledged)', duplicated === 0 && store.applied === acknowledged],
    ['0 lost: every viewer ends on the acknowledged count', lost === 0 && store.count === acknowledged],
    ['0 stepped back', steppedBack === 0],
    ['live viewers converged', liveConverged],
    ['viewers back with their Last-Event-ID converged', backConverged],
  ];
  report(`cameo-ui/server load test on 127.0.0.1: two instances, Redis ${fault === 'stall' ? `stalled (SIGSTOP) ${faultMs / 1000} s` : `killed (kill -9) for ${faultMs / 1000} s${aof.length ? ', AOF on' : ', restarted empty'}`}`, [
    ['instances', `2 (A :${servers[0].port}, B :${servers[1].port}), redis-server :${redis.port}`],
    ['subscribers', `${fmt(N)} (${fmt(live.length)} stay, ${fmt(away.length)} leave before the fault and come back after)`],
    ['actions', `${rate}/s through ${values.on === 'a' ? 'A only' : 'A and B'}, from ${PRE_FAULT_MS / 1000} s before the fault to ${ms(intoMs)} into it`],
    ['sent / acknowledged / applied', `${fmt(sent)} / ${fmt(acknowledged)} / ${fmt(store.applied)}`],
    ['final count', fmt(store.count)],
    ['viewers by final count', [...byFinal].sort((a, b) => b[0] - a[0]).map(([count, n]) => `${fmt(n)} at ${count}`).join(', ')],
    ['lost (viewers short of it)', fmt(lost)],
    ['duplicated (applied − acknowledged)', fmt(duplicated)],
    ['stepped back (viewers)', fmt(steppedBack)],
    ['action answer p50 / max, before', lat(before)],
    ['action answer p50 / max, in the fault', lat(during)],
    ['  sent once the outage was known (+2.5 s)', `${fmt(known.length)}: ${lat(known)}`],
    ['converge after the fault ends: live', liveConverged ? ms(liveMs) : 'never (30 s)'],
    ['converge after reconnecting: back', backConverged ? ms(backMs) : 'never (15 s)'],
    ['total duration', ms(performance.now() - started)],
    ['machine', `Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'cpu'}`],
  ], checks);
  process.exit(process.exitCode);
}
