// The lazy-Ajv check of `npm run verify:package`: the README says the memory transport loads Ajv
// only for action schemas. A Vite app (lazy-ajv/) that uses createMemoryTransport from the main
// entry without action schemas is built from the installed tarball, and no Ajv code may be in its
// entry chunk or anything that chunk imports statically; Ajv may only be in a lazy chunk.
import { cpSync, existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { check, fail, run, seconds, tail, why } from './harness.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const BUILD_TIMEOUT = 5 * 60_000;

/** String literals of Ajv's compiler that survive minification, and appear in no other package. */
export const AJV_MARKERS = ['ajv implementation error', 'Error compiling schema, function code:', '$schema must be a string'];

/** @param {{ name: string, dir: string }} app an installed Vite app (vite, @vitejs/plugin-react) */
export async function checkLazyAjv(app) {
  const dir = join(app.dir, 'lazy-ajv');
  cpSync(join(here, 'lazy-ajv'), dir, { recursive: true });
  const vite = join(app.dir, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = await run(process.execPath, [vite, 'build', '--config', join(dir, 'vite.config.js')], { cwd: app.dir, timeout: BUILD_TIMEOUT });
  if (!check('[lazy-ajv] vite build of a memory-transport app without action schemas', result.ok, result.ok ? seconds(result.ms) : why(result))) {
    console.error(tail(result.output));
    return;
  }

  const distDir = join(dir, 'dist');
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) {
    fail('[lazy-ajv] Ajv is not in the entry chunk', 'no .vite/manifest.json');
    return;
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const upFront = staticClosure(manifest, entry);
  const all = Object.values(manifest).map((chunk) => chunk.file).filter((file) => file.endsWith('.js'));
  const lazy = all.filter((file) => !upFront.includes(file));
  const read = (files) => files.map((file) => readFileSync(join(distDir, file), 'utf8')).join('\n');
  const upFrontCode = read(upFront);
  const kib = (code) => `${(Buffer.byteLength(code) / 1024).toFixed(1)} KiB`;

  const inEntry = AJV_MARKERS.filter((marker) => upFrontCode.includes(marker));
  const inLazy = AJV_MARKERS.filter((marker) => read(lazy).includes(marker));
  // Positive control: the transport's lazy import is still in the app, so Ajv must be found in
  // some lazy chunk; if it is found nowhere, the markers are stale and prove nothing.
  check(
    '[lazy-ajv] Ajv is in a lazy chunk (scan sanity check)',
    inLazy.length === AJV_MARKERS.length || inEntry.length === AJV_MARKERS.length,
    `${inLazy.length}/${AJV_MARKERS.length} markers in ${lazy.length} lazy chunk(s)`,
  );
  check(
    '[lazy-ajv] no Ajv code in the entry chunk or its static imports',
    inEntry.length === 0,
    inEntry.length
      ? `found ${inEntry.map((m) => JSON.stringify(m)).join(', ')} in ${upFront.join(', ')} (${kib(upFrontCode)})`
      : `${upFront.join(', ')}: ${kib(upFrontCode)} loaded up front`,
  );
}

/** The entry's file and every chunk it imports statically, transitively: what loads first. */
function staticClosure(manifest, key, seen = new Set()) {
  if (!key || seen.has(key) || !manifest[key]) return [];
  seen.add(key);
  const chunk = manifest[key];
  return [chunk.file, ...(chunk.imports ?? []).flatMap((next) => staticClosure(manifest, next, seen))];
}
