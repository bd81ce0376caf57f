// A real Redis for tests and the load script: Debian's redis-server on a free loopback port, in
// its own temp directory, with no persistence, so runs never share state or touch the disk.
// Plain JavaScript so Node scripts can import it too; types in redisServer.d.mts.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const REDIS_SERVER_PATH = process.env.REDIS_SERVER_PATH || '/usr/bin/redis-server';
const READY_TIMEOUT_MS = 10_000;

/** Servers still running, killed if the parent exits without stopping them. */
const running = new Set();
let exitHookInstalled = false;

function installExitHook() {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  // 'exit' handlers must be synchronous: SIGKILL and rmSync are.
  process.on('exit', () => {
    for (const server of running) {
      server.child?.kill('SIGKILL');
      if (server.ownsDir) rmSync(server.dir, { recursive: true, force: true });
    }
  });
}

/** A port the OS reports free now; redis-server then binds it (a small race, fine on loopback). */
function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => resolvePort(port));
    });
  });
}

/** One raw RESP PING: resolves true on +PONG, false on anything else (refused, LOADING, ...). */
function ping(port) {
  return new Promise((resolvePing) => {
    const socket = connect({ host: '127.0.0.1', port });
    let reply = '';
    const done = (ok) => {
      socket.destroy();
      resolvePing(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      reply += chunk.toString('latin1');
      if (reply.includes('\r\n')) done(reply.startsWith('+PONG'));
    });
  });
}

async function waitForPing(server) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exited) {
      throw new Error(`redis-server exited early (code ${server.exitCode}):\n${server.output.trim()}`);
    }
    if (await ping(server.port)) return;
    await new Promise((resolveWait) => setTimeout(resolveWait, 25));
  }
  throw new Error(`redis-server did not answer PING on port ${server.port} within ${READY_TIMEOUT_MS} ms:\n${server.output.trim()}`);
}

function launch(server) {
  const child = spawn(REDIS_SERVER_PATH, server.argv, { stdio: ['ignore', 'pipe', 'pipe'] });
  server.child = child;
  server.exited = false;
  server.exitCode = null;
  server.output = '';
  // Keep the tail of its log for error messages; the pipes must be drained either way.
  const keep = (chunk) => {
    server.output = (server.output + chunk.toString()).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.once('exit', (code, signal) => {
    server.exited = true;
    server.exitCode = code ?? signal;
  });
  child.once('error', (error) => {
    server.exited = true;
    server.exitCode = error.message;
  });
  // The child never keeps the parent alive: the exit hook and stop() end it.
  child.unref();
  /** @type {any} */ (child.stdout).unref?.();
  /** @type {any} */ (child.stderr).unref?.();
  return waitForPing(server);
}

function kill(server) {
  const child = server.child;
  if (!child || server.exited) return Promise.resolve();
  return new Promise((resolveKill) => {
    // Held while waiting, or a parent with nothing else to do would exit before 'exit' fires.
    child.ref();
    child.once('exit', () => resolveKill(undefined));
    child.kill('SIGKILL');
  });
}

function signal(server, name) {
  if (!server.child || server.exited) throw new Error(`redis-server on port ${server.port} is not running`);
  server.child.kill(name);
}

/**
 * Starts redis-server and resolves once it answers PING.
 * @param {{ port?: number, dir?: string, args?: string[] }} [options]
 */
export async function startRedis(options = {}) {
  if (!existsSync(REDIS_SERVER_PATH)) {
    throw new Error(
      `${REDIS_SERVER_PATH} not found: install Redis with \`apt-get install redis-server\` (or set REDIS_SERVER_PATH).`,
    );
  }
  installExitHook();
  const port = options.port ?? (await freePort());
  const ownsDir = options.dir === undefined;
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), 'cameo-redis-'));
  // Later flags win in redis-server's argv, so `args` overrides any default.
  const argv = [
    '--bind', '127.0.0.1',
    '--port', String(port),
    '--dir', dir,
    '--save', '',
    '--appendonly', 'no',
    ...(options.args ?? []),
  ];
  const server = { port, dir, ownsDir, argv, child: null, exited: false, exitCode: null, output: '' };
  running.add(server);
  try {
    await launch(server);
  } catch (error) {
    await kill(server);
    running.delete(server);
    if (ownsDir) rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    dir,
    async stop() {
      await kill(server);
      running.delete(server);
      if (ownsDir) rmSync(dir, { recursive: true, force: true });
    },
    // An outage and recovery on the same address, so clients can reconnect to it.
    async restart() {
      await kill(server);
      running.add(server);
      await launch(server);
    },
    // The two halves of restart(), for an outage that lasts: kill -9 (the directory stays, so an
    // append-only file survives), then the same command line again on the same port.
    crash: () => kill(server),
    async revive() {
      if (!server.exited) return;
      running.add(server);
      await launch(server);
    },
    // A stall: the process stops (SIGSTOP) with its sockets open, so clients see no error, only
    // silence, as behind a partition; resume() lets it go on (SIGCONT) with its memory intact.
    pause: () => signal(server, 'SIGSTOP'),
    resume: () => signal(server, 'SIGCONT'),
  };
}
