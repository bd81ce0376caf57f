// The reporting and process helpers of `npm run verify:package` (scripts/verify-package.mjs),
// shared by its check modules in this folder.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const results = [];
export const started = Date.now();

export function seconds(ms) {
  return `${(ms / 1000).toFixed(1)}s`;
}

export function record(status, name, detail = '') {
  results.push({ status, name, detail });
  const line = `${status.padEnd(4)}  ${name}${detail ? ` (${detail})` : ''}`;
  (status === 'FAIL' ? console.error : console.log)(line);
}

export const pass = (name, detail) => record('PASS', name, detail);
export const fail = (name, detail) => record('FAIL', name, detail);
export const skip = (name, detail) => record('SKIP', name, detail);

export function check(name, ok, detail) {
  (ok ? pass : fail)(name, detail);
  return ok;
}

export function step(title) {
  console.log(`\n--- ${title} [${seconds(Date.now() - started)}]`);
}

// ---------------------------------------------------------------------------------------------
// Processes

// Under `npm run`, npm exports this project's location (npm_config_local_prefix, npm_package_*,
// INIT_CWD): child npm processes must not inherit it, or they act on this repo instead of the
// temp app. Registry, cache and certificate settings are kept.
export function cleanEnv(extra = {}) {
  const projectBound = /^(npm_config_local_prefix|npm_package_.*|npm_lifecycle_.*|npm_command|INIT_CWD)$/i;
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !projectBound.test(key)));
  return { ...env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', NEXT_TELEMETRY_DISABLED: '1', ...extra };
}

/** Runs a command, capturing output; never rejects. */
export function run(command, argv, { cwd, timeout, env = cleanEnv() }) {
  return new Promise((resolvePromise) => {
    const t0 = Date.now();
    const child = spawn(command, argv, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
    }, timeout);
    child.on('error', (error) => {
      clearTimeout(timer);
      resolvePromise({ ok: false, code: null, output: `${output}\n${error.message}`, ms: Date.now() - t0, timedOut });
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolvePromise({ ok: code === 0 && !timedOut, code, output, ms: Date.now() - t0, timedOut });
    });
  });
}

export function tail(text, lines = 25) {
  return text.trim().split('\n').slice(-lines).map((l) => `      | ${l}`).join('\n');
}

export function why(result) {
  return result.timedOut ? `timed out after ${seconds(result.ms)}` : `exit ${result.code}, ${seconds(result.ms)}`;
}

// ---------------------------------------------------------------------------------------------
// Files

export function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? walk(path) : [path];
  });
}

export function readJson(path) {
  return JSON.parse(readFileSync(path, 'utf8'));
}

