// Renders key stories in Debian's Chromium, light and dark, and writes PNGs to docs/screenshots/
// so a reviewer can look at the transcript and each container. Builds Storybook first so the
// pictures match the code. Bounded: every page waits at most 20 s.
import { execFileSync } from 'node:child_process';
import { createReadStream, existsSync, mkdirSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, resolve } from 'node:path';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const root = resolve(import.meta.dirname, '..');
const out = join(root, 'docs/screenshots');
const site = join(root, 'storybook-static');
const executablePath = chromiumPath();
const args = chromiumArgs;

// Each shot: a story, and the element whose presence means its play function has finished.
const shots = [
  { name: 'transcript', story: 'components-transcript--all-entry-kinds', ready: '[data-slot="transcript"]', height: 1100 },
  { name: 'modal', story: 'components-widgethost--snapshot', ready: '[role="dialog"] table' },
  { name: 'drawer', story: 'components-widgethost--drawer', ready: '[data-container="drawer"] table' },
  { name: 'fullscreen', story: 'components-widgethost--fullscreen', ready: '[data-container="fullscreen"] table' },
  { name: 'action-failed', story: 'components-widgethost--action-failed', ready: '[data-slot="widget-action-error"]' },
];

if (!existsSync(executablePath)) {
  console.error(`Chromium not found at ${executablePath}: run \`node scripts/ensure-chromium.mjs\` or set CHROMIUM_PATH.`);
  process.exit(1);
}
execFileSync('npm', ['run', 'build-storybook'], { cwd: root, stdio: 'inherit' });
mkdirSync(out, { recursive: true });

const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml' };
const server = createServer((req, res) => {
  const path = join(site, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
  if (!path.startsWith(site) || !existsSync(path) || !statSync(path).isFile()) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'Content-Type': types[extname(path)] ?? 'application/octet-stream' });
  createReadStream(path).pipe(res);
});
await new Promise((done) => server.listen(0, '127.0.0.1', done));
const { port } = server.address();

const browser = await chromium.launch({ executablePath, args });
try {
  for (const shot of shots) {
    for (const theme of ['light', 'dark']) {
      const page = await browser.newPage({ viewport: { width: 1000, height: shot.height ?? 720 } });
      const url = `http://127.0.0.1:${port}/iframe.html?id=${shot.story}&viewMode=story&globals=backgrounds.value:${theme}`;
      await page.goto(url);
      await page.locator(shot.ready).first().waitFor({ timeout: 20_000 });
      await page.waitForTimeout(300); // let the slide-in and focus ring settle
      const file = join(out, `${shot.name}-${theme}.png`);
      await page.screenshot({ path: file });
      console.log(`wrote ${file.slice(root.length + 1)}`);
      await page.close();
    }
  }
} finally {
  await browser.close();
  server.close();
}
