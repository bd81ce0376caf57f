// Renders key stories in Debian's Chromium, light and dark, and writes PNGs to docs/screenshots/
// so a reviewer can look at the chat, each container, a state and a theme. Builds Storybook first so the
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

// Each shot: a story, the element whose presence means its play function has finished, and
// optionally a viewport (width 390 is a phone). Every shot is taken light and dark: the preview
// turns the kit's dark theme on with the Dark background.
const shots = [
  { name: 'transcript', story: 'chat-transcript--all-entry-kinds', ready: '[data-slot="transcript"]', height: 1100 },
  { name: 'transcript-phone', story: 'chat-transcript--all-entry-kinds', ready: '[data-slot="transcript"]', width: 390, height: 844 },
  { name: 'empty-state', story: 'chat-empty-state--with-suggestions', ready: '[data-slot="transcript-suggestions"]', height: 520 },
  { name: 'markdown', story: 'chat-markdown--assistant-reply', ready: '[data-slot="markdown"]', height: 900 },
  { name: 'composer', story: 'chat-composer--with-suggestions', ready: 'textarea', height: 360 },
  { name: 'tool-cards', story: 'tool-cards-tool-card--complete', ready: '[data-slot="tool-card"]', height: 520 },
  { name: 'approval', story: 'tool-cards-approval--pending', ready: '[data-slot="tool-card"][data-state="pending"]', height: 520 },
  { name: 'modal', story: 'widgets-modal--open', ready: '[role="dialog"] table' },
  { name: 'drawer', story: 'widgets-drawer--open', ready: '[data-container="drawer"] table' },
  { name: 'fullscreen', story: 'widgets-fullscreen--open', ready: '[data-container="fullscreen"] table' },
  { name: 'panel', story: 'widgets-panel--open', ready: '[data-container="panel"] table', height: 640 },
  { name: 'inline', story: 'widgets-inline--in-the-transcript', ready: '[data-slot="transcript"] table' },
  { name: 'action-failed', story: 'states-widget-host--action-failed', ready: '[role="dialog"] [role="alert"]' },
  { name: 'brand-theme', story: 'theming-guide-snippets--brand-block', ready: '[data-slot="transcript"]', height: 900 },
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
      const page = await browser.newPage({ viewport: { width: shot.width ?? 1000, height: shot.height ?? 720 } });
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
