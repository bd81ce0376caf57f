// verify:package, ext-apps majors: the peer range takes `@modelcontextprotocol/ext-apps` 1.7+
// and 2.x, so a fresh app installs cameo-ui (the packed tarball) with either, with a plain
// `npm install` (no --force, no --legacy-peer-deps), `npm ls` finds no invalid peer, and in plain
// Node the installed bridge and `cameo-ui/mcp-apps` load together.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { check, cleanEnv, readJson, run, seconds, tail, why } from './harness.mjs';

const INSTALL_TIMEOUT = 10 * 60_000;

/** The ext-apps range each app asks for; the rest is what a React app on cameo-ui/mcp-apps has. */
const MAJORS = [
  { major: '1', range: '^1.7.5' },
  { major: '2', range: '^2.0.4' },
];

export async function checkExtAppsMajors({ work, tarball, ours }) {
  await Promise.all(MAJORS.map((each) => checkMajor({ ...each, dir: join(work, `ext-apps-${each.major}`), tarball, ours })));
}

async function checkMajor({ major, range, dir, tarball, ours }) {
  const name = (what) => `[ext-apps ${major}] ${what}`;
  mkdirSync(dir, { recursive: true });
  const pkg = {
    name: `cameo-ext-apps-${major}`,
    private: true,
    version: '0.0.0',
    type: 'module',
    dependencies: {
      'cameo-ui': `file:${tarball}`,
      '@modelcontextprotocol/ext-apps': range,
      // The app's own MCP client stays the 1.x SDK on either major: ext-apps 2 brings its
      // @modelcontextprotocol/client and core as peers of its own, which npm installs.
      '@modelcontextprotocol/sdk': ours.devDependencies['@modelcontextprotocol/sdk'],
      '@tanstack/react-query': '^5.0.0',
      react: '^19.2.0',
      'react-dom': '^19.2.0',
    },
  };
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
  writeFileSync(
    join(dir, 'load.mjs'),
    [
      "import { AppBridge } from '@modelcontextprotocol/ext-apps/app-bridge';",
      "import { defineMcpAppWidget } from 'cameo-ui/mcp-apps';",
      "import { sandboxProxyHtml } from 'cameo-ui/mcp-apps/server';",
      "if (typeof AppBridge !== 'function' || typeof defineMcpAppWidget !== 'function' || !sandboxProxyHtml().includes('<')) process.exit(1);",
      '',
    ].join('\n'),
  );
  const installed = await run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir, timeout: INSTALL_TIMEOUT });
  if (!check(name('npm install, no --force'), installed.ok, installed.ok ? seconds(installed.ms) : `${why(installed)}\n${tail(installed.output, 12)}`)) return;
  const version = readJson(join(dir, 'node_modules', '@modelcontextprotocol', 'ext-apps', 'package.json')).version;
  check(name(`installed ext-apps is ${major}.x`), version.startsWith(`${major}.`), version);
  const ls = spawnSync('npm', ['ls', 'cameo-ui', '@modelcontextprotocol/ext-apps', '@modelcontextprotocol/sdk'], { cwd: dir, encoding: 'utf8', env: cleanEnv() });
  check(name('npm ls: peers satisfied'), ls.status === 0, ls.status === 0 ? '' : tail(`${ls.stdout}\n${ls.stderr}`, 12));
  const load = spawnSync(process.execPath, ['load.mjs'], { cwd: dir, encoding: 'utf8', env: cleanEnv() });
  check(name('the bridge, cameo-ui/mcp-apps and cameo-ui/mcp-apps/server load in Node'), load.status === 0, load.status === 0 ? '' : tail(`${load.stdout}\n${load.stderr}`, 12));
}
