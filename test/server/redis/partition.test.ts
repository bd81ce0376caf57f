// @vitest-environment node
import { afterEach, describe, it } from 'vitest';
import { startRedis } from '../../../scripts/redisServer.mjs';
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
import { startTcpProxy } from './tcpProxy';

// Issue 16: one instance cut off from Redis while the other keeps acknowledging actions. The
// cut-off instance knows only the version it saw before the partition; a viewer that opens its
// stream there meanwhile gets the current state under that old label. After the partition, no
// viewer may step back to an update the other instance published meanwhile: not through the
// cut-off instance's feed catching up, nor through a replay from the id served meanwhile.

const PARTITION_MS = 8000;
const ACTION_INTERVAL_MS = 150;

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  await closeAllServers();
  await closeClients();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function deployment() {
  const redis = await startRedis({ args: ['--stream-node-max-entries', '4'] });
  cleanups.push(() => redis.stop());
  // Only instance A goes through the proxy: a partition cuts off A alone.
  const proxy = await startTcpProxy({ port: redis.port });
  cleanups.push(() => proxy.close());
  const { store, widget } = sharedCounter();
  const start = (url: string) => startInstance(url, 'partition:', widget, cleanups);
  const a = await start(proxy.url);
  const b = await start(redis.url);
  return { proxy, store, a, b };
}

describe('one instance cut off from Redis while the other goes on', () => {
  it('no viewer steps back after the partition, live or through a replay, and every one converges', { timeout: 90_000 }, async () => {
    const { proxy, store, a, b } = await deployment();
    const events = (instance: TestServer) => `${instance.url}/widgets/counter/events`;
    const onA = startViewer('a1', events(a));
    const onB = startViewer('b1', events(b));
    const everyone: Viewer[] = [onA, onB];
    cleanups.push(async () => {
      for (const viewer of everyone) await viewer.close();
    });
    await until(() => everyone.every((viewer) => viewer.latest === 0), 10_000, () => describeViewers(everyone, 0));

    const actions = runActions([`${b.url}/widgets/counter/actions/add`], ACTION_INTERVAL_MS);
    await until(() => actions.acknowledged >= 3, 10_000, () => `only ${actions.acknowledged} actions acknowledged`);
    await until(() => onA.latest === store.count, 10_000, () => describeViewers([onA], store.count));

    proxy.partition();
    const cutAt = actions.acknowledged;
    // B goes on; then viewers open on A, whose last known version is from before the partition.
    await until(() => actions.acknowledged >= cutAt + 6, 15_000, () => `only ${actions.acknowledged - cutAt} actions acknowledged since the partition`);
    const during = startViewer('a-during', events(a));
    // Opens during the partition too, then leaves before it ends and comes back after.
    const away = startViewer('a-away', events(a));
    everyone.push(during, away);
    await until(() => during.latest !== undefined && away.latest !== undefined, 15_000, () => describeViewers([during, away], store.count));
    await away.close();
    await until(() => actions.acknowledged >= cutAt + 12, 15_000, () => `only ${actions.acknowledged - cutAt} actions acknowledged since the partition`);
    await sleep(Math.max(0, PARTITION_MS - (actions.acknowledged - cutAt) * ACTION_INTERVAL_MS));
    await actions.stop();
    proxy.heal();

    const live = [onA, onB, during];
    await until(() => live.every((viewer) => viewer.latest === store.count), 30_000, () => describeViewers(live, store.count));
    away.reopen();
    await until(() => away.latest === store.count, 15_000, () => describeViewers([away], store.count));

    expectNothingLostOrStale(actions, store, everyone, [...a.serverErrors, ...b.serverErrors]);
  });
});
