// The server process of `npm run load`, forked with --expose-gc so its memory is measured after
// real collections, apart from the clients. One widget whose render carries its render time, so
// clients can measure delivery latency across processes on the same clock. With
// CAMEO_LOAD_REDIS it is one instance of several: its counter lives in Redis and its updates go
// through the Redis broadcaster, as a scaled-out deployment's would.
import { createServer } from 'node:http';
import { now } from './clients.mjs';

const { createWidgetServer, createRedisBroadcaster, defineServerWidget } = await import(process.env.CAMEO_LOAD_SERVER);
const subscribers = Number(process.env.CAMEO_LOAD_SUBSCRIBERS);
const redisUrl = process.env.CAMEO_LOAD_REDIS;
const onError = (error, context) => console.error('[server]', context, error instanceof Error ? error.message : error);

let counter;
let client;
let broadcaster;
if (redisUrl) {
  const { createClient } = await import('redis');
  client = createClient({ url: redisUrl });
  // A fault run kills Redis on purpose: its connection errors are expected, and counted there.
  const faults = process.env.CAMEO_LOAD_STATE === 'driver';
  client.on('error', (error) => (faults ? undefined : console.error('[redis]', error.message)));
  await client.connect();
  broadcaster = createRedisBroadcaster({ client, onError: (error) => onError(error, { operation: 'broadcast' }) });
  counter = faults
    ? driverCounter()
    : {
        read: async () => Number((await client.get('cameo:load:count')) ?? 0),
        add: (by) => client.incrBy('cameo:load:count', by),
      };
} else {
  let count = 0;
  counter = { read: () => count, add: (by) => (count += by) };
}

/** The counter kept by the driver process (the fault run's shared database), over IPC. */
function driverCounter() {
  const waiting = new Map();
  let next = 0;
  process.on('message', (message) => {
    if (message.type !== 'state') return;
    waiting.get(message.id)?.(message.count);
    waiting.delete(message.id);
  });
  const ask = (op, by) =>
    new Promise((done) => {
      next += 1;
      waiting.set(next, done);
      process.send({ type: 'state', id: next, op, by });
    });
  return { read: () => ask('read'), add: (by) => ask('add', by) };
}

const widget = defineServerWidget({
  id: 'load',
  render: async () => ({ count: await counter.read(), renderedAt: now(), instance: process.env.CAMEO_LOAD_NAME }),
  actions: { bump: { type: 'object', properties: { by: { type: 'integer' } }, required: ['by'] } },
  handleAction: (_action, args) => counter.add(args.by),
});
const server = createWidgetServer({
  widgets: [widget],
  ...(broadcaster ? { broadcaster } : {}),
  maxSubscribers: Math.max(10_000, subscribers + 100),
  onError,
});
const http = createServer(server.handler);
http.listen(0, '127.0.0.1', () => process.send({ type: 'ready', port: http.address().port }));
process.on('message', async (message) => {
  if (message.type === 'memory') {
    globalThis.gc();
    globalThis.gc();
    const { heapUsed, rss } = process.memoryUsage();
    process.send({ type: 'memory', heapUsed, rss, stats: server.stats() });
  } else if (message.type === 'stats') {
    process.send({ type: 'stats', stats: server.stats() });
  } else if (message.type === 'exit') {
    server.close();
    http.closeAllConnections();
    await broadcaster?.close();
    await client?.quit();
    http.close(() => process.exit(0));
  }
});
