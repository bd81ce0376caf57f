#!/usr/bin/env node
// `npm run verify:package`: proves the package works as published, from the packed tarball, not
// from source. Needs the npm registry (it installs fresh apps) and a few minutes, so it is not part
// of `npm test`; .ci/run runs it after the build.
//
//   1. Builds the library (`npm run build`) and packs it (`npm pack`); checks the tarball holds
//      every file the `exports` map names, and that the React entries (index, primitives,
//      storybook) start with "use client".
//   2. Creates fresh consumer apps in a temp dir from scripts/package-check/: a Vite app on
//      React 19, one on React 18 and a Next.js app-router app (React 19). Each installs the
//      tarball with `npm install` and builds. Their code (scripts/package-check/consumer/) uses
//      only the README's public API: CameoProvider, Transcript, defineWidget,
//      `cameo-ui/styles.css`, --cameo-* variables and a `components={{ Note }}` override.
//   3. Serves each build on 127.0.0.1 and opens it in Chromium (playwright, Debian's Chromium,
//      never a download): the launcher is painted with the app's accent and scoped radius, the
//      overridden note renders, the launcher opens a dialog named "Open board" with the widget's
//      snapshot, Escape closes it and focus returns to the launcher.
//   4. Bundle isolation: the apps' JS holds no Storybook and no server code; `cameo-ui/core`,
//      `cameo-ui/agent`, `cameo-ui/server` and the integrations' `/server` halves bundle without
//      React and load in plain Node, where (package-check/checkReactFreeEntries.mjs) module hooks
//      make `react` and `react-dom` unresolvable (the page half `cameo-ui/ai-sdk` must fail there).
//   5. Typed consumer (package-check/checkTypes.mjs): in the React 19 Vite app, `tsc --noEmit`
//      (strict, skipLibCheck off) under moduleResolution bundler, node16 and nodenext over a
//      hand-written consumer (typed-consumer/consumer.tsx) and a generated file importing every
//      exported name of every entry and asserting none is `any`; the server entry under Node types.
//   6. ext-apps majors (package-check/checkExtAppsMajors.mjs): a fresh app each on
//      @modelcontextprotocol/ext-apps 1.x and 2.x installs the tarball with plain `npm install`
//      (no --force), `npm ls` is clean, and the bridge, `cameo-ui/mcp-apps` and its server half load in Node.
//   7. Ajv loads lazily (package-check/checkLazyAjv.mjs): a Vite app using createMemoryTransport
//      without action schemas has no Ajv code in its entry chunk or the chunks that load with it.
//
// Prints one PASS/FAIL/SKIP line per check and a summary; exits 1 on any FAIL.
//
// Options: --skip-build (reuse dist/), --skip-next, --keep (leave the temp dir for debugging).
// Env: CHROMIUM_PATH (default /usr/bin/chromium), PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD is forced on.
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import {
  check,
  cleanEnv,
  fail,
  pass,
  readJson,
  results,
  run,
  seconds,
  skip,
  started,
  step,
  tail,
  walk,
  why,
} from './package-check/harness.mjs';
import { checkLazyAjv } from './package-check/checkLazyAjv.mjs';
import { checkTypes } from './package-check/checkTypes.mjs';
import { checkExtAppsMajors } from './package-check/checkExtAppsMajors.mjs';
import { checkReactFreeEntries } from './package-check/checkReactFreeEntries.mjs';
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, createReadStream, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const templates = join(root, 'scripts', 'package-check');
const args = new Set(process.argv.slice(2));

const INSTALL_TIMEOUT = 5 * 60_000;
const BUILD_TIMEOUT = 5 * 60_000;
const PAGE_TIMEOUT = 20_000;
const ACCENT = 'rgb(200, 0, 100)';
const SCOPED_RADIUS = '3px';

const chromiumExecutable = chromiumPath();

// ---------------------------------------------------------------------------------------------
// Files

/** Every file path (without a leading ./) the exports map names, types included. */
function exportTargets(exportsMap) {
  const targets = new Set();
  const visit = (value) => {
    if (typeof value === 'string') targets.add(value.replace(/^\.\//, ''));
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  visit(exportsMap);
  return [...targets];
}

/**
 * Distinctive string literals of one built entry: prose or cameo-/storybook-specific strings that
 * appear in no other file of dist/. If any of them shows up in an app bundle, that entry leaked in.
 */
function markersOf(distDir, file) {
  const jsFiles = readdirSync(distDir).filter((f) => f.endsWith('.js'));
  const others = jsFiles.filter((f) => f !== file).map((f) => readFileSync(join(distDir, f), 'utf8')).join('\n');
  const literals = [...readFileSync(join(distDir, file), 'utf8').matchAll(/"((?:[^"\\\n]|\\.){10,})"/g)].map((m) => m[1]);
  return [...new Set(literals)].filter(
    (s) => /^[A-Za-z][\w .,:;'/-]*$/.test(s) && (s.includes(' ') || /cameo|storybook/i.test(s)) && !others.includes(s),
  );
}

/** A static file server for a built app, on 127.0.0.1 and a free port. */
function serveStatic(dir) {
  const types = {
    '.html': 'text/html; charset=utf-8',
    '.js': 'text/javascript; charset=utf-8',
    '.css': 'text/css; charset=utf-8',
    '.svg': 'image/svg+xml',
    '.json': 'application/json',
    '.ico': 'image/x-icon',
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let path = resolve(dir, `.${decodeURIComponent(url.pathname)}`);
    if (path !== dir && !path.startsWith(dir + sep)) {
      res.writeHead(403).end();
      return;
    }
    if (!existsSync(path) || statSync(path).isDirectory()) path = join(dir, 'index.html');
    res.writeHead(200, { 'Content-Type': types[extname(path)] ?? 'application/octet-stream' });
    createReadStream(path).pipe(res);
  });
  return new Promise((resolvePromise) => {
    server.listen(0, '127.0.0.1', () => resolvePromise({ server, url: `http://127.0.0.1:${server.address().port}/` }));
  });
}

// ---------------------------------------------------------------------------------------------
// Steps

function buildAndPack(work) {
  if (args.has('--skip-build') && existsSync(join(root, 'dist', 'index.js'))) {
    skip('library build', '--skip-build: reusing dist/');
  } else {
    const t0 = Date.now();
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, encoding: 'utf8', env: cleanEnv(), timeout: BUILD_TIMEOUT });
    if (!check('library build (npm run build)', build.status === 0, seconds(Date.now() - t0))) {
      console.error(tail(`${build.stdout}\n${build.stderr}`));
      return null;
    }
  }

  const t0 = Date.now();
  const pack = spawnSync('npm', ['pack', '--json', '--pack-destination', work], { cwd: root, encoding: 'utf8', env: cleanEnv() });
  if (pack.status !== 0) {
    fail('npm pack', tail(`${pack.stdout}\n${pack.stderr}`));
    return null;
  }
  const info = JSON.parse(pack.stdout)[0];
  const tarball = join(work, info.filename);
  pass('npm pack', `${info.filename}, ${info.entryCount} files, ${(info.size / 1024).toFixed(1)} kB packed, ${seconds(Date.now() - t0)}`);

  const pkg = readJson(join(root, 'package.json'));
  const packed = new Set(info.files.map((f) => f.path));
  const missing = exportTargets(pkg.exports).filter((target) => !packed.has(target));
  check('tarball holds every file the exports map names', missing.length === 0, missing.length ? `missing: ${missing.join(', ')}` : `${exportTargets(pkg.exports).length} targets`);
  const stray = [...packed].filter((f) => !/^(dist\/|package\.json$|README|LICENSE|CHANGELOG)/i.test(f));
  check('tarball holds only dist/, package.json and docs', stray.length === 0, stray.length ? `unexpected: ${stray.slice(0, 8).join(', ')}` : '');
  return { tarball, pkg };
}

function checkClientBoundary(installedDist) {
  for (const file of ['index.js', 'primitives.js', 'storybook.js']) {
    const path = join(installedDist, file);
    if (!existsSync(path)) {
      if (file === 'index.js') fail(`dist/${file} starts with "use client"`, 'file missing');
      continue;
    }
    const first = readFileSync(path, 'utf8').split('\n', 1)[0].trim();
    check(`dist/${file} starts with "use client"`, /^["']use client["'];?$/.test(first), `first line: ${first.slice(0, 50)}`);
  }
}

/**
 * What the typed consumer check needs beyond a Vite app: the compiler and the types of every peer
 * the declarations name (storybook's too, for `cameo-ui/storybook`), at this repo's versions.
 */
// The integrations' libraries too: the typed consumer writes a useChat page and an AG-UI page.
const TYPED_DEV_DEPENDENCIES = [
  'typescript',
  '@types/react',
  '@types/react-dom',
  '@types/node',
  'storybook',
  '@storybook/react-vite',
  'ai',
  '@ai-sdk/react',
  '@ag-ui/core',
  '@ag-ui/client',
  '@modelcontextprotocol/ext-apps',
  '@modelcontextprotocol/sdk',
  'zod',
];

function writeApp(dir, template, { tarball, react, typed }) {
  cpSync(join(templates, template), dir, { recursive: true });
  cpSync(join(templates, 'consumer'), join(dir, 'consumer'), { recursive: true });
  const pkgPath = join(dir, 'package.json');
  const pkg = readJson(pkgPath);
  pkg.dependencies['cameo-ui'] = `file:${tarball}`;
  if (react) {
    pkg.dependencies.react = react;
    pkg.dependencies['react-dom'] = react;
  }
  if (typed) {
    const ours = readJson(join(root, 'package.json')).devDependencies;
    for (const name of TYPED_DEV_DEPENDENCIES) pkg.devDependencies[name] = ours[name];
  }
  writeFileSync(pkgPath, `${JSON.stringify(pkg, null, 2)}\n`);
}

async function install(app) {
  const result = await run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: app.dir, timeout: INSTALL_TIMEOUT });
  const versions = result.ok ? installedVersions(app.dir) : '';
  if (!check(`[${app.name}] npm install (tarball + deps)`, result.ok, result.ok ? `${versions}, ${seconds(result.ms)}` : why(result))) {
    console.error(tail(result.output));
    return false;
  }
  if (app.expectReact) {
    const reactVersion = readJson(join(app.dir, 'node_modules', 'react', 'package.json')).version;
    check(`[${app.name}] installed react is ${app.expectReact}.x`, reactVersion.startsWith(`${app.expectReact}.`), reactVersion);
  }
  // Peers resolve without conflicts (npm ls exits non-zero on invalid or missing deps).
  const ls = spawnSync('npm', ['ls', 'cameo-ui', 'react', 'react-dom', '@tanstack/react-query'], { cwd: app.dir, encoding: 'utf8', env: cleanEnv() });
  check(`[${app.name}] npm ls: peers satisfied`, ls.status === 0, ls.status === 0 ? '' : tail(`${ls.stdout}\n${ls.stderr}`, 12));
  return true;
}

function installedVersions(dir) {
  const v = (name) => {
    try {
      return `${name}@${readJson(join(dir, 'node_modules', name, 'package.json')).version}`;
    } catch {
      return `${name}@?`;
    }
  };
  return ['react', 'vite', 'next'].filter((n) => existsSync(join(dir, 'node_modules', n))).map(v).join(' ');
}

/** The built JS of an app must hold no Storybook and no server code, and must hold the kit. */
function checkBundleIsolation(app, jsFiles, installedDist) {
  const code = jsFiles.map((file) => readFileSync(file, 'utf8')).join('\n');
  const kb = (Buffer.byteLength(code) / 1024).toFixed(1);

  const serverMarkers = markersOf(installedDist, 'server.js');
  const serverHits = ['node:http', 'createWidgetServer', ...serverMarkers].filter((s) => code.includes(s));
  check(
    `[${app.name}] bundle holds no server code`,
    serverMarkers.length >= 3 && serverHits.length === 0,
    serverHits.length ? `found: ${serverHits.join(' | ')}` : `${serverMarkers.length} server markers absent from ${jsFiles.length} JS files, ${kb} kB`,
  );

  if (existsSync(join(installedDist, 'storybook.js'))) {
    const storyMarkers = markersOf(installedDist, 'storybook.js');
    const storyHits = ['storybook/test', '@storybook', ...storyMarkers].filter((s) => code.includes(s));
    check(
      `[${app.name}] bundle holds no Storybook code`,
      storyMarkers.length >= 2 && storyHits.length === 0,
      storyHits.length ? `found: ${storyHits.join(' | ')}` : `${storyMarkers.length} storybook markers absent`,
    );
  } else {
    const storyHits = ['storybook/test', '@storybook'].filter((s) => code.includes(s));
    check(`[${app.name}] bundle holds no Storybook code`, storyHits.length === 0, storyHits.join(' | ') || 'no storybook entry in package');
  }

  // Positive control: the scan reads the right files, so the kit itself must be found.
  const kitMarkers = ['transcript-list', 'widget-launcher'];
  const kitHits = kitMarkers.filter((s) => code.includes(s));
  check(`[${app.name}] bundle holds the kit (scan sanity check)`, kitHits.length === kitMarkers.length, `found ${kitHits.join(', ') || 'none'}`);
}

async function buildVite(app, installedDist) {
  const result = await run(process.execPath, [join(app.dir, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], { cwd: app.dir, timeout: BUILD_TIMEOUT });
  if (!check(`[${app.name}] vite build`, result.ok, result.ok ? seconds(result.ms) : why(result))) {
    console.error(tail(result.output));
    return null;
  }
  const distDir = join(app.dir, 'dist');
  const jsFiles = walk(distDir).filter((f) => f.endsWith('.js'));
  const jsBytes = jsFiles.reduce((n, f) => n + statSync(f).size, 0);
  console.log(`      app JS: ${jsFiles.map((f) => relative(distDir, f)).join(', ')} = ${(jsBytes / 1024).toFixed(1)} kB (React included)`);
  checkBundleIsolation(app, jsFiles, installedDist);
  return distDir;
}

/** The browser checks, shared by every app. */
async function checkInBrowser(browser, app, url, extra) {
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (msg) => {
    // A missing favicon is the test app's, not the kit's.
    if (msg.type() === 'error' && !/\/favicon\.ico$/.test(msg.location().url ?? '')) {
      errors.push(`console.error: ${msg.text().slice(0, 200)} ${msg.location().url ?? ''}`.trim());
    }
  });
  const name = (what) => `[${app.name}] browser: ${what}`;
  try {
    await page.goto(url, { timeout: PAGE_TIMEOUT });
    const launcher = page.getByRole('button', { name: 'Open board' });
    try {
      await launcher.waitFor({ state: 'visible', timeout: PAGE_TIMEOUT });
      pass(name('launcher "Open board" renders'));
    } catch (error) {
      fail(name('launcher "Open board" renders'), `${error.message.split('\n')[0]}; ${errors.join('; ')}`);
      return;
    }

    const style = await launcher.evaluate((el) => {
      const cs = getComputedStyle(el);
      return { bg: cs.backgroundColor, radius: cs.borderTopLeftRadius, accent: cs.getPropertyValue('--cameo-color-accent').trim() };
    });
    check(name(`theme: launcher background is the app accent ${ACCENT}`), style.bg === ACCENT, `background-color ${style.bg}, --cameo-color-accent ${style.accent}`);
    check(name(`theme: scoped --cameo-radius-small reaches the launcher`), style.radius === SCOPED_RADIUS, `border-radius ${style.radius}`);

    const note = page.getByTestId('custom-note');
    try {
      await note.waitFor({ state: 'visible', timeout: PAGE_TIMEOUT });
      const text = (await note.textContent()) ?? '';
      check(name('override: custom Note renders'), text.includes('Custom note: Board data is a snapshot.'), JSON.stringify(text));
    } catch (error) {
      fail(name('override: custom Note renders'), error.message.split('\n')[0]);
    }
    const builtInNotes = await page.locator('[data-slot="note"]').count();
    check(name('override: the built-in note is replaced'), builtInNotes === 0, `${builtInNotes} built-in notes`);

    await launcher.click();
    const dialog = page.getByRole('dialog', { name: 'Open board' });
    try {
      await dialog.waitFor({ state: 'visible', timeout: PAGE_TIMEOUT });
      const text = (await dialog.textContent()) ?? '';
      check(name('launcher opens dialog "Open board" with the snapshot'), text.includes('Sprint 12 board snapshot') && text.includes('Doing'), JSON.stringify(text.slice(0, 80)));
    } catch (error) {
      fail(name('launcher opens dialog "Open board" with the snapshot'), `${error.message.split('\n')[0]}; ${errors.join('; ')}`);
      return;
    }

    await page.keyboard.press('Escape');
    try {
      await dialog.waitFor({ state: 'hidden', timeout: PAGE_TIMEOUT });
      const focused = await launcher.evaluate((el) => el === document.activeElement);
      pass(name('Escape closes the dialog'));
      check(name('focus returns to the launcher'), focused);
    } catch (error) {
      fail(name('Escape closes the dialog'), error.message.split('\n')[0]);
    }

    if (extra) await extra(page, name);
    check(name('no page errors or console errors'), errors.length === 0, errors.slice(0, 3).join('; '));
  } catch (error) {
    fail(name('page checks'), error.message.split('\n')[0]);
  } finally {
    await page.close();
  }
}

/**
 * `cameo-ui/core`, `cameo-ui/agent`, `cameo-ui/server` and the integrations' `/server` halves pull
 * in no React (bundled with nothing external) and load in plain Node. `appDir` has the
 * integrations' peers installed (the typed consumer's app).
 */
async function checkEntriesWithoutReact(appDir) {
  let esbuild;
  try {
    esbuild = await import('esbuild');
  } catch (error) {
    fail('cameo-ui/core bundles without React', `esbuild unavailable: ${error.message}`);
    return;
  }
  const reactish = /node_modules\/(react|react-dom|scheduler|@radix-ui\/[^/]+|@tanstack\/react-query|@ai-sdk\/react)\//;
  const entries = [
    ['cameo-ui/core', 'browser'],
    ['cameo-ui/agent', 'node'],
    ['cameo-ui/server', 'node'],
    ['cameo-ui/ai-sdk/server', 'node'],
    ['cameo-ui/mcp-apps/server', 'node'],
    ['cameo-ui/ag-ui/server', 'node'],
  ];
  for (const [entry, platform] of entries) {
    try {
      // Nothing external: React is installed in this app, so it would be bundled if reached.
      const result = await esbuild.build({
        stdin: { contents: `import * as entry from '${entry}'; console.log(entry);`, resolveDir: appDir, loader: 'js' },
        absWorkingDir: appDir,
        bundle: true,
        write: false,
        platform,
        format: 'esm',
        minify: true,
        metafile: true,
        logLevel: 'silent',
      });
      const inputs = Object.keys(result.metafile.inputs);
      const code = result.outputFiles[0].text;
      const bad = inputs.filter((input) => reactish.test(input));
      const symbols = ['react.element', 'react.transitional.element', '__CLIENT_INTERNALS'].filter((s) => code.includes(s));
      check(
        `${entry} bundles without React (${platform})`,
        bad.length === 0 && symbols.length === 0,
        bad.length || symbols.length ? `pulled in: ${[...bad.slice(0, 5), ...symbols].join(', ')}` : `${inputs.length} inputs, ${(code.length / 1024).toFixed(1)} kB min`,
      );
    } catch (error) {
      fail(`${entry} bundles without React (${platform})`, error.errors?.[0]?.text ?? error.message);
    }
  }

  const probe = [
    "const core = await import('cameo-ui/core');",
    "const server = await import('cameo-ui/server');",
    "const agent = await import('cameo-ui/agent');",
    "if (typeof agent.runTool !== 'function') throw new Error('cameo-ui/agent: no runTool');",
    "if (typeof core.parseTranscript !== 'function') throw new Error('cameo-ui/core: no parseTranscript');",
    "if (typeof server.createWidgetServer !== 'function') throw new Error('cameo-ui/server: no createWidgetServer');",
    "const parsed = core.parseTranscript([{ type: 'user', text: 'hi' }]);",
    "if (parsed[0]?.type !== 'user') throw new Error('parseTranscript returned ' + JSON.stringify(parsed));",
  ].join('\n');
  const node = await run(process.execPath, ['--input-type=module', '-e', probe], { cwd: appDir, timeout: 60_000 });
  check('cameo-ui/core, cameo-ui/agent and cameo-ui/server load in plain Node', node.ok, node.ok ? '' : tail(node.output, 8));
  // Each React-free entry again, in Node with `react` and `react-dom` unresolvable.
  await checkReactFreeEntries(appDir);
}

async function checkNext(browser, app) {
  const result = await run(process.execPath, [join(app.dir, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'], { cwd: app.dir, timeout: BUILD_TIMEOUT });
  if (!check(`[${app.name}] next build (app router, offline)`, result.ok, result.ok ? seconds(result.ms) : why(result))) {
    console.error(tail(result.output, 40));
    return;
  }
  // Next emits its client JS under .next/static; it must hold neither server nor Storybook code.
  const staticDir = join(app.dir, '.next', 'static');
  const jsFiles = existsSync(staticDir) ? walk(staticDir).filter((f) => f.endsWith('.js')) : [];
  checkBundleIsolation(app, jsFiles, join(app.dir, 'node_modules', 'cameo-ui', 'dist'));

  // Serve it with `next start` and run the same browser checks, plus server rendering.
  const port = await freePort();
  const env = cleanEnv({ PORT: String(port), HOSTNAME: '127.0.0.1' });
  const server = spawn(process.execPath, [join(app.dir, 'node_modules', 'next', 'dist', 'bin', 'next'), 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: app.dir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let log = '';
  server.stdout.on('data', (c) => (log += c));
  server.stderr.on('data', (c) => (log += c));
  const url = `http://127.0.0.1:${port}/`;
  try {
    const html = await waitForHttp(url, PAGE_TIMEOUT);
    if (!check(`[${app.name}] next start serves the page`, html !== null, html === null ? tail(log, 15) : '')) return;
    // The HTML as served, before any JS runs: the transcript's entries must be in it. (Text that
    // only appears in the RSC payload script does not count, so scripts are stripped first.)
    const markup = html.replace(/<script[\s\S]*?<\/script>/g, '');
    const ssrOk = markup.includes('Rendered from a server component.') && markup.includes('Open board');
    check(
      `[${app.name}] server-rendered HTML holds the transcript entries and launcher`,
      ssrOk,
      ssrOk
        ? 'entries rendered on the server'
        : markup.includes('data-empty="true"')
          ? 'SSR rendered the empty transcript ("No messages yet."): the entries only appear after hydration'
          : 'entries missing from the server HTML',
    );
    await checkInBrowser(browser, app, url, async (page, name) => {
      const text = (await page.getByTestId('server-section').textContent()) ?? '';
      check(name('server-component section hydrates'), text.includes('Rendered from a server component.'), JSON.stringify(text.slice(0, 60)));
    });
  } finally {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      server.kill('SIGTERM');
    }
  }
}

function freePort() {
  return new Promise((resolvePromise) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolvePromise(port));
    });
  });
}

async function waitForHttp(url, timeout) {
  const until = Date.now() + timeout;
  while (Date.now() < until) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      if (res.ok) return await res.text();
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return null;
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const work = mkdtempSync(join(tmpdir(), 'cameo-verify-'));
  let browser;
  const cleanup = () => {
    if (args.has('--keep')) console.log(`\n(kept ${work})`);
    else rmSync(work, { recursive: true, force: true });
  };
  process.once('SIGINT', () => {
    cleanup();
    process.exit(130);
  });

  try {
    step('build and pack');
    const packed = buildAndPack(work);
    if (!packed) return;

    const apps = [
      // Also hosts the typed consumer check and the lazy-Ajv app, so they cost no extra install.
      { name: 'vite-react19', template: 'vite-app', react: '^19.2.0', expectReact: '19', typed: true },
      { name: 'vite-react18', template: 'vite-app', react: '^18.3.1', expectReact: '18' },
      ...(args.has('--skip-next') ? [] : [{ name: 'next-app-router', template: 'next-app', expectReact: '19', next: true }]),
    ].map((app) => ({ ...app, dir: join(work, app.name) }));
    for (const app of apps) writeApp(app.dir, app.template, { tarball: packed.tarball, react: app.react, typed: app.typed });
    if (args.has('--skip-next')) skip('[next-app-router] Next.js app-router build', '--skip-next');

    step(`npm install x${apps.length} (in parallel, each bounded to ${INSTALL_TIMEOUT / 60_000} min)`);
    const installed = await Promise.all(apps.map((app) => install(app)));
    const ready = apps.filter((_, i) => installed[i]);
    if (ready.length === 0) return;

    const installedDist = join(ready[0].dir, 'node_modules', 'cameo-ui', 'dist');
    step('package entries');
    checkClientBoundary(installedDist);
    const typedApp = ready.find((app) => app.typed);
    // The typed app has the integrations' peers (ai, @ag-ui/core, the MCP SDK) the server halves import.
    await checkEntriesWithoutReact((typedApp ?? ready[0]).dir);

    if (typedApp) {
      step(`typed consumer (${typedApp.name})`);
      await checkTypes(typedApp, packed.pkg);
      step(`Ajv loads lazily (${typedApp.name})`);
      await checkLazyAjv(typedApp);
    } else {
      fail('typed consumer and lazy-Ajv checks', 'the app that hosts them did not install');
    }

    step('ext-apps 1 and 2 (a fresh app each)');
    await checkExtAppsMajors({ work, tarball: packed.tarball, ours: readJson(join(root, 'package.json')) });

    step('Chromium');
    const ensure = spawnSync(process.execPath, [join(root, 'scripts', 'ensure-chromium.mjs')], { stdio: 'inherit' });
    let chromium;
    if (ensure.status === 0) {
      try {
        ({ chromium } = await import('playwright'));
        browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
        pass('Chromium launches', `${chromiumExecutable} ${browser.version()}`);
      } catch (error) {
        fail('Chromium launches', error.message.split('\n')[0]);
      }
    } else {
      fail('Chromium launches', `not available at ${chromiumExecutable}`);
    }

    for (const app of ready) {
      step(app.name);
      if (app.next) {
        if (browser) await checkNext(browser, app);
        continue;
      }
      const distDir = await buildVite(app, installedDist);
      if (!distDir || !browser) continue;
      const { server, url } = await serveStatic(distDir);
      try {
        await checkInBrowser(browser, app, url);
      } finally {
        server.close();
      }
    }
  } catch (error) {
    fail('verify-package crashed', error.stack ?? String(error));
  } finally {
    await browser?.close().catch(() => {});
    cleanup();
  }
}

await main();

const failed = results.filter((r) => r.status === 'FAIL');
const passed = results.filter((r) => r.status === 'PASS');
const skipped = results.filter((r) => r.status === 'SKIP');
console.log(`\n=== verify-package: ${failed.length ? 'FAIL' : 'PASS'}: ${passed.length} passed, ${failed.length} failed, ${skipped.length} skipped, ${seconds(Date.now() - started)} ===`);
for (const r of failed) console.error(`FAIL  ${r.name}`);
process.exit(failed.length ? 1 : 0);
