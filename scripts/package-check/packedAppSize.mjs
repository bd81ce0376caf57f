// The app budgets of `npm run size` (issue 24): the initial chunk of two app shapes, measured on
// the packed tarball in a fresh Vite app, as a consumer ships them.
//
// - `npm pack` of this package (its dist/ as published) is unpacked into a temp app's
//   node_modules/cameo-ui. The app's other packages are links to this repo's node_modules, so it
//   runs offline and resolves them as an installed app does (through each package's `exports`).
// - Each app (size-apps/*.jsx) is built on its own with Vite (production, minified, the app's
//   default chunking) with the peers left out (external), as in the rows above: React, react-dom,
//   the query client and zustand are the app's, shared with the rest of it. Everything else the
//   kit pulls in counts: its dependencies (radix, valibot, marked, the virtualizer, ...).
// - The initial chunk is the entry chunk and every chunk it imports statically, transitively
//   (Vite's manifest): what loads before the page can draw. Chunks loaded with import() (the
//   markdown parser, the virtualizer, the highlighter, Ajv) are listed apart, not counted.
// - Sizes are bytes of the minified files and the sum of each file's gzip (level 9).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * The app shapes and their budgets for the initial chunk, gzip bytes (the goals). The
 * launchers app's goal is 30 kB; reading a long history from its recent end first (firstRead,
 * issue 24 §6) took it from 29.8 to 30.4 kB, so it is held at 31 kB until it is won back.
 */
export const APP_BUDGETS = {
  'chat app (provider, transcript, composer, markdown)': { app: 'chat.jsx', gzip: 45_000 },
  'launchers and widgets app': { app: 'widgets.jsx', gzip: 31_000 },
};

/** The peers, as size.mjs's PEERS: the app's own, never in the figures. */
const PEERS = ['react', 'react-dom', 'zustand', '@tanstack/react-query', '@tanstack/query-core'].map(
  (name) => new RegExp(`^${name.replace(/[/.]/g, '\\$&')}(/.*)?$`),
);

/** The kit's chunks an app loads with import() when first needed (named after their modules). */
const LAZY_PARTS = [/markdownParser-/, /VirtualRows-/, /highlight-/];

/** Packs `root`, unpacks it into a fresh app dir, and returns that dir (caller removes it). */
function freshApp(root) {
  const dir = mkdtempSync(join(tmpdir(), 'cameo-size-app-'));
  const packed = spawnSync('npm', ['pack', '--silent', '--pack-destination', dir], { cwd: root, encoding: 'utf8' });
  if (packed.status !== 0) throw new Error(`npm pack failed: ${packed.stderr.trim()}`);
  const tarball = join(dir, packed.stdout.trim().split('\n').at(-1));
  const modules = join(dir, 'node_modules');
  mkdirSync(join(modules, 'cameo-ui'), { recursive: true });
  const unpacked = spawnSync('tar', ['-xzf', tarball, '-C', join(modules, 'cameo-ui'), '--strip-components=1']);
  if (unpacked.status !== 0) throw new Error(`tar failed: ${unpacked.stderr}`);
  rmSync(tarball);
  for (const name of readdirSync(join(root, 'node_modules'))) {
    if (name === 'cameo-ui' || name.startsWith('.')) continue;
    symlinkSync(join(root, 'node_modules', name), join(modules, name), 'dir');
  }
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'cameo-size-app', private: true, type: 'module' }));
  return dir;
}

/** The entry's file and every chunk it imports statically, transitively. */
function staticClosure(manifest, key, seen = new Set()) {
  if (!key || seen.has(key) || !manifest[key]) return [];
  seen.add(key);
  return [manifest[key].file, ...(manifest[key].imports ?? []).flatMap((next) => staticClosure(manifest, next, seen))];
}

async function buildApp(vite, react, dir, app) {
  const name = app.replace(/\.jsx$/, '');
  writeFileSync(join(dir, `${name}.html`), `<!doctype html><div id="root"></div><script type="module" src="./${app}"></script>\n`);
  writeFileSync(join(dir, app), readFileSync(join(here, 'size-apps', app)));
  const outDir = join(dir, `dist-${name}`);
  await vite.build({
    root: dir,
    configFile: false,
    envDir: false,
    publicDir: false,
    logLevel: 'silent',
    mode: 'production',
    plugins: [react()],
    build: {
      outDir,
      emptyOutDir: true,
      manifest: true,
      sourcemap: false,
      reportCompressedSize: false,
      rollupOptions: { input: join(dir, `${name}.html`), external: PEERS },
    },
  });
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const size = (file) => {
    const bytes = readFileSync(join(outDir, file));
    return { file, min: bytes.byteLength, gzip: gzipSync(bytes, { level: 9 }).byteLength };
  };
  const initial = staticClosure(manifest, entry).filter((file) => file.endsWith('.js')).map(size);
  const upFront = new Set(initial.map((chunk) => chunk.file));
  const lazy = [...new Set(Object.values(manifest).map((chunk) => chunk.file))]
    .filter((file) => file.endsWith('.js') && !upFront.has(file))
    .map(size);
  const sum = (chunks, key) => chunks.reduce((total, chunk) => total + chunk[key], 0);
  return { min: sum(initial, 'min'), gzip: sum(initial, 'gzip'), initial, lazy };
}

/**
 * Builds each app shape from the packed tarball and returns one row per shape:
 * `{ name, min, gzip, budget, status, initial, lazy }` (status 'ok', 'OVER BUDGET' or 'ERROR: …').
 */
export async function measurePackedApps(root) {
  const vite = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  const dir = freshApp(root);
  const rows = [];
  try {
    for (const [name, { app, gzip: budget }] of Object.entries(APP_BUDGETS)) {
      try {
        const measured = await buildApp(vite, react, dir, app);
        // The parts that load later must stay out of what loads first, whatever the sizes say.
        const early = LAZY_PARTS.filter((part) => measured.initial.some((chunk) => part.test(chunk.file)));
        const status = early.length ? `ERROR: ${early.join(', ')} in the initial chunk` : measured.gzip > budget ? 'OVER BUDGET' : 'ok';
        rows.push({ name, ...measured, budget, status });
      } catch (error) {
        rows.push({ name, budget, status: `ERROR: ${String(error.message ?? error).split('\n')[0]}`, error: true });
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}

/** Prints the rows: each app's initial chunk against its budget, and its lazy chunks apart. */
export function printPackedApps(rows) {
  const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
  console.log('\nApp initial chunks (packed tarball, fresh Vite app, peers excluded; gzip budget)\n');
  for (const row of rows) {
    if (row.error) {
      console.log(`  ${row.name}: ${row.status}`);
      continue;
    }
    console.log(`  ${row.name}: ${kb(row.min)} min, ${kb(row.gzip)} gzip (budget ${kb(row.budget)}) ${row.status}`);
    for (const chunk of row.initial) console.log(`      initial  ${chunk.file}: ${kb(chunk.min)} min, ${kb(chunk.gzip)} gzip`);
    for (const chunk of row.lazy) console.log(`      lazy     ${chunk.file}: ${kb(chunk.min)} min, ${kb(chunk.gzip)} gzip`);
  }
}
