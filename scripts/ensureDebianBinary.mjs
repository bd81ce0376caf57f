// Makes sure a binary from a Debian package is present (Chromium for the browser tests,
// redis-server for the server tests). Present: returns silently. Missing: installs the package
// with apt-get when we are root, else says how and exits 1. Tests never skip for a missing tool.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/**
 * @param {{ path: string, pkg: string, why: string, override?: string }} tool
 *   `override` names an environment variable that set `path`: then nothing is installed.
 */
export function ensureDebianBinary({ path, pkg, why, override }) {
  if (existsSync(path)) return;
  const overridden = Boolean(override && process.env[override]);
  const hasAptGet = (process.env.PATH ?? '').split(delimiter).some((dir) => dir && existsSync(join(dir, 'apt-get')));

  if (process.getuid?.() === 0 && hasAptGet && !overridden) {
    console.log(`${pkg} not found at ${path}: installing it with apt-get...`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    for (const args of [['update'], ['install', '-y', pkg]]) {
      const run = spawnSync('apt-get', args, { stdio: ['ignore', 'inherit', 'inherit'], env });
      if (run.status !== 0) {
        console.error(`apt-get ${args.join(' ')} failed (exit ${run.status ?? run.signal}).`);
        process.exit(1);
      }
    }
    if (existsSync(path)) return;
    console.error(`apt-get installed ${pkg}, but ${path} still does not exist.`);
    process.exit(1);
  }

  console.error(
    overridden
      ? `${why}, but ${override}=${path} does not exist: fix ${override} or unset it and run \`sudo apt-get install -y ${pkg}\`.`
      : `${why}: run \`sudo apt-get install -y ${pkg}\`${override ? ` or set ${override}` : ''}.`,
  );
  process.exit(1);
}
