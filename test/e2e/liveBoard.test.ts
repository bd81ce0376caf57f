// @vitest-environment node
import { resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright';
import { createServer, type ViteDevServer } from 'vite';
import { widgetServerOf } from '../../demo/server/cameoDevServer';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';
import type { WidgetServer } from '../../src/server';
import { board, openRecordedPage } from './openRecordedPage';

// The demo as `npm run dev` serves it: vite.config.ts with the cameo dev server plugin, the
// board behind the reference widget server, two real Chromium pages on it.
const root = resolve(import.meta.dirname, '../..');
const KANBAN = 'kanban';
const CARD = 'Draft the launch email';
const NEW_CARD = 'Write the end-to-end test';
// Every wait below is for a condition and returns once it holds; 30 s is for a loaded 2-core box.
const WAIT = 30_000;

let vite: ViteDevServer | undefined;
let browser: Browser | undefined;
let widgets: WidgetServer;
let baseUrl: string;
const problems: string[] = [];

beforeAll(async () => {
  vite = await createServer({
    root,
    configFile: resolve(root, 'vite.config.ts'),
    logLevel: 'silent',
    server: { port: 0, host: '127.0.0.1' },
  });
  await vite.listen();
  baseUrl = vite.resolvedUrls?.local[0] ?? '';
  if (!baseUrl) throw new Error('the Vite dev server has no local URL');
  widgets = widgetServerOf(vite);
  browser = await chromium.launch({ executablePath: chromiumPath(), args: [...chromiumArgs], timeout: WAIT });
});

afterAll(async () => {
  await browser?.close();
  await vite?.close();
});

/** A fresh page on the demo that records console errors and uncaught exceptions. */
async function openDemo(label: string): Promise<Page> {
  const page = await openRecordedPage(browser!, baseUrl, label, problems, WAIT);
  await page.getByRole('log', { name: 'Conversation' }).waitFor();
  return page;
}


/** Where a card is: the card's title inside the named column of the open board. */
function cardIn(page: Page, column: 'To do' | 'Doing' | 'Done', title: string) {
  return board(page).getByRole('region', { name: column }).getByText(title, { exact: true });
}

/** Polls `check` every 50 ms until it holds; fails after `timeoutMs` with `message`. */
async function until(check: () => boolean, message: () => string, timeoutMs = WAIT) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out: ${message()}`);
    await new Promise((done) => setTimeout(done, 50));
  }
}

describe('live team board in real Chromium, over HTTP and SSE', () => {
  it('shows an action from one page in both, and leaves no subscription behind', async () => {
    const pageA = await openDemo('A');
    const pageB = await openDemo('B');

    // Page A asks for the board and opens it from the tool's launcher, page B from the Widgets list.
    const input = pageA.getByRole('textbox', { name: 'Message' });
    await input.fill('Show the kanban board');
    await input.press('Enter');
    await pageA.getByRole('button', { name: 'Open the team board' }).click();
    await pageB.getByRole('complementary', { name: 'Widgets' }).getByRole('button', { name: 'Team board' }).click();
    for (const page of [pageA, pageB]) await cardIn(page, 'To do', CARD).waitFor();
    await until(
      () => widgets.subscriberCount(KANBAN) === 2,
      () => `two open boards should hold 2 subscriptions, found ${widgets.subscriberCount(KANBAN)}`,
    );

    // Any reload would drop these marks, so they prove the updates arrived live.
    for (const page of [pageA, pageB]) await page.evaluate(() => Object.assign(window, { cameoNoReload: true }));

    // A claims a card: it moves to Doing in A and in B.
    await board(pageA).getByRole('button', { name: `Claim ${CARD}` }).click();
    for (const page of [pageA, pageB]) {
      await cardIn(page, 'Doing', CARD).waitFor();
      await cardIn(page, 'To do', CARD).waitFor({ state: 'detached' });
    }

    // B adds a card: it appears under To do in B and in A.
    await board(pageB).getByLabel('New card title').fill(NEW_CARD);
    await board(pageB).getByRole('button', { name: 'Add card' }).click();
    for (const page of [pageA, pageB]) await cardIn(page, 'To do', NEW_CARD).waitFor();
    await expect(board(pageB).getByLabel('New card title').inputValue()).resolves.toBe('');

    for (const page of [pageA, pageB]) {
      await expect(page.evaluate(() => 'cameoNoReload' in window)).resolves.toBe(true);
    }

    // Closing both boards ends both event streams on the server.
    for (const page of [pageA, pageB]) {
      await page.keyboard.press('Escape');
      await board(page).waitFor({ state: 'detached' });
    }
    await until(
      () => widgets.subscriberCount() === 0,
      () => `no subscription should survive closing, found ${widgets.subscriberCount()}`,
    );

    expect(problems).toEqual([]);
    await Promise.all([pageA.close(), pageB.close()]);
  });
});
