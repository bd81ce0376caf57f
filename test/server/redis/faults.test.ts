// @vitest-environment node
import { afterEach, describe, it } from 'vitest';
import { startRedis, type RedisServer } from '../../../scripts/redisServer.mjs';
import { closeAllServers, type TestServer } from '../helpers';
import {
  describeViewers,
  expectNothingLostOrStale,
  runActions,
  sharedCounter,
  startInstance,
  startViewer,
  until,
  type Viewer,
} from './faultKit';
import { closeClients } from './redisKit';

// The fault suite of issue 16: a real redis-server killed or stalled under steady actions, two
// widget server instances over real HTTP, viewers on both. After each fault every viewer must
// show the final count, which must equal the number of acknowledged actions (nothing lost,
// nothing applied twice), and no viewer may ever show a count below one it showed before.

const STALL_MS = 8000;
const CRASH_MS = 3000;
/** Actions at a steady rate: one every 150 ms, through the instances named. */
const ACTION_INTERVAL_MS = 150;

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  await closeAllServers();
  await closeClients();
});

async function deployment(redisArgs: string[]) {
  const redis = await startRedis({ args: ['--stream-node-max-entries', '4', ...redisArgs] });
  cleanups.push(() => redis.stop());
  const { store, widget } = sharedCounter();
  const start = () => startInstance(redis.url, 'faults:', widget, cleanups);
  const a = await start();
  const b = await start();
  return { redis, store, a, b };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * How long actions go on into a fault before they stop: some are in flight as it starts, and
 * what follows is quiet, as after the last click before a lull.
 */
const ACTIONS_INTO_FAULT_MS = 450;

/** A fault: it starts, `quietFor` stops the actions and waits out the rest of it, and it ends. */
type Fault = (redis: RedisServer, quietFor: (ms: number) => Promise<void>) => Promise<void>;
const stall: Fault = async (redis, quietFor) => {
  redis.pause();
  await sleep(ACTIONS_INTO_FAULT_MS);
  await quietFor(STALL_MS - ACTIONS_INTO_FAULT_MS);
  redis.resume();
};
const crash: Fault = async (redis, quietFor) => {
  await redis.crash();
  await sleep(ACTIONS_INTO_FAULT_MS);
  await quietFor(CRASH_MS - ACTIONS_INTO_FAULT_MS);
  await redis.revive();
};

async function survive({ redisArgs = [], fault, actionsOn }: { redisArgs?: string[]; fault: Fault; actionsOn: 'a' | 'both' }) {
  const { redis, store, a, b } = await deployment(redisArgs);
  const events = (instance: TestServer) => `${instance.url}/widgets/counter/events`;
  const viewers: Viewer[] = [
    startViewer('a1', events(a)),
    startViewer('a2', events(a)),
    startViewer('b1', events(b)),
    startViewer('b2', events(b)),
  ];
  // Away during the fault: it leaves before, and comes back after with its Last-Event-ID.
  const away = startViewer('away', events(b));
  const everyone = [...viewers, away];
  cleanups.push(async () => {
    for (const viewer of everyone) await viewer.close();
  });
  await until(() => everyone.every((viewer) => viewer.latest === 0), 10_000, () => describeViewers(everyone, 0));

  const actions = runActions(
    (actionsOn === 'a' ? [a] : [a, b]).map((instance) => `${instance.url}/widgets/counter/actions/add`),
    ACTION_INTERVAL_MS,
  );
  await until(() => actions.acknowledged >= 4, 10_000, () => `only ${actions.acknowledged} actions acknowledged`);
  await until(() => away.latest === store.count, 10_000, () => describeViewers([away], store.count));
  await away.close();

  // Actions go on into the fault, then stop: nothing sent afterwards may hide a viewer that
  // never recovered, so what it shows next comes from the recovery alone.
  let answered: Promise<void> = Promise.resolve();
  await fault(redis, async (ms) => {
    answered = actions.stop();
    await sleep(ms);
  });
  await answered;
  await until(() => viewers.every((viewer) => viewer.latest === store.count), 30_000, () => describeViewers(viewers, store.count));
  // Back once the others have recovered: its replay must carry what changed while it was away.
  away.reopen();
  await until(() => away.latest === store.count, 10_000, () => describeViewers([away], store.count));

  expectNothingLostOrStale(actions, store, everyone, [...a.serverErrors, ...b.serverErrors]);
}

describe('Redis faults under steady actions, two instances, viewers on both', () => {
  it('kill -9, restarted empty', { timeout: 60_000 }, () => survive({ fault: crash, actionsOn: 'both' }));

  it('kill -9 with AOF persistence on, restarted on the same directory', { timeout: 60_000 }, () =>
    survive({ redisArgs: ['--appendonly', 'yes', '--appendfsync', 'always'], fault: crash, actionsOn: 'both' }));

  it('an 8 s stall (SIGSTOP) with actions through one instance only: the quiet one recovers too', { timeout: 60_000 }, () =>
    survive({ fault: stall, actionsOn: 'a' }));

  it('an 8 s stall (SIGSTOP) with actions through both instances', { timeout: 60_000 }, () => survive({ fault: stall, actionsOn: 'both' }));
});
