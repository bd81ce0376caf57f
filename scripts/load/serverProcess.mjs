// Bundles src/server once and forks server processes from the bundle, each answering
// `memory`/`stats` over IPC. The bundle is the library as published, without a build step.
import { fork } from 'node:child_process';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

export async function bundleServer(outDir) {
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
  return bundle;
}

/**
 * Forks one server process; resolves once it listens. With `state`, the widget's counter lives
 * in the driver (asked over IPC) rather than in Redis. `ask(type)` sends a request and resolves
 * with its reply (replies come back in order). `exited` settles when the process ends.
 */
export async function startServerProcess({ bundle, subscribers, redisUrl, name = 'server', state }) {
  const child = fork(join(import.meta.dirname, 'serve.mjs'), [], {
    execArgv: ['--expose-gc'],
    env: {
      ...process.env,
      CAMEO_LOAD_SERVER: bundle,
      CAMEO_LOAD_SUBSCRIBERS: String(subscribers),
      CAMEO_LOAD_NAME: name,
      ...(redisUrl ? { CAMEO_LOAD_REDIS: redisUrl } : {}),
      ...(state ? { CAMEO_LOAD_STATE: 'driver' } : {}),
    },
  });
  const replies = [];
  const waiting = [];
  child.on('message', (message) => {
    // The widget's state, kept by the driver (`state(op, by)`): a shared database that stays up
    // while Redis is down, so actions keep working through a Redis fault.
    if (message.type === 'state') return child.send({ type: 'state', id: message.id, count: state(message.op, message.by) });
    if (waiting.length) waiting.shift()(message);
    else replies.push(message);
  });
  const exited = new Promise((done) => child.once('exit', done));
  let stopping = false;
  child.on('exit', (code) => {
    if (!stopping && code !== 0) {
      console.error(`load: the ${name} process exited with ${code}`);
      process.exit(2);
    }
  });
  const reply = () => new Promise((done) => (replies.length ? done(replies.shift()) : waiting.push(done)));
  const { port } = await reply();
  return {
    port,
    child,
    ask: (type) => (child.send({ type }), reply()),
    stop: () => ((stopping = true), child.send({ type: 'exit' }), exited),
    kill: () => child.kill(),
  };
}
