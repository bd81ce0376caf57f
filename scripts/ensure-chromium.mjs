// Makes sure a Chromium binary is present for the browser tests (run by `npm test` and .ci/run).
// Present: exit 0 silently. Missing: install it with apt when we are root, else say how and fail.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';

const target = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (existsSync(target)) process.exit(0);

const hasAptGet = (process.env.PATH ?? '').split(delimiter).some((dir) => dir && existsSync(join(dir, 'apt-get')));

if (process.getuid?.() === 0 && hasAptGet && !process.env.CHROMIUM_PATH) {
  console.log(`Chromium not found at ${target}: installing it with apt-get (chromium)...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', 'chromium']]) {
    const run = spawnSync('apt-get', args, { stdio: ['ignore', 'inherit', 'inherit'], env });
    if (run.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed (exit ${run.status ?? run.signal}).`);
      process.exit(1);
    }
  }
  if (existsSync(target)) process.exit(0);
  console.error(`apt-get installed chromium, but ${target} still does not exist.`);
  process.exit(1);
}

console.error(
  process.env.CHROMIUM_PATH
    ? `Chromium is needed for the browser tests, but CHROMIUM_PATH=${target} does not exist: fix CHROMIUM_PATH or unset it and run \`sudo apt-get install -y chromium\`.`
    : 'Chromium is needed for the browser tests: run `sudo apt-get install -y chromium` or set CHROMIUM_PATH.',
);
process.exit(1);
