// @vitest-environment node
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright';
import { createClient } from 'redis';
import { createServer, type ViteDevServer } from 'vite';
import { widgetServerOf } from '../../demo/server/cameoDevServer';
import { createDemoWidgetServer } from '../../demo/server/createDemoWidgetServer';
import { createRedisKanbanStore } from '../../demo/server/createRedisKanbanStore';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';
import { startRedis, type RedisServer } from '../../scripts/redisServer.mjs';
import { createRedisBroadcaster, type WidgetServer } from '../../src/server';
import { board, openRecordedPage } from './openRecordedPage';

// Scale-out as a deployment runs it: one real Redis, two widget server instances on two ports
// (each its own Redis connection, broadcaster and view of the shared board), and two Chromium
// pages of the demo, each pointed at a different instance with `?api=`. The Vite dev server only
// serves the page; its own in-process /api must stay unused.
const root = resolve(import.meta.dirname, '../..');
const KANBAN = 'kanban';
// Every wait below is for a condition and returns once it holds; 30 s is for a loaded 2-core box.
const WAIT = 30_000;

interface Instance {
  name: string;
  url: string;
  widgets: WidgetServer;
  http: Server;
  close(): Promise<void>;
}

let redis: RedisServer | undefined;
let vite: ViteDevServer | undefined;
let browser: Browser | undefined;
let pageOrigin: string;
const instances: Instance[] = [];
const problems: string[] = [];

async function startInstance(name: string, redisUrl: string): Promise<Instance> {
  const client = createClient({ url: redisUrl });
  client.on('error', (error: Error) => problems.push(`${name} redis: ${error.message}`));
  await client.connect();
  const broadcaster = createRedisBroadcaster({ client, onError: (error: unknown) => problems.push(`${name} broadcaster: ${String(error)}`) });
  const widgets = createDemoWidgetServer({
    store: createRedisKanbanStore({ client }),
    broadcaster,
    cors: { origins: [pageOrigin] },
    onError: (error, context) => problems.push(`${name} server ${context.operation}: ${String(error)}`),
  });
  const http = createHttpServer(widgets.handler);
  await new Promise<void>((listening) => http.listen(0, '127.0.0.1', listening));
  const { port } = http.address() as AddressInfo;
  return {
    name,
    url: `http://127.0.0.1:${port}`,
    widgets,
    http,
    async close() {
      widgets.close();
      http.closeAllConnections();
      await new Promise((closed) => http.close(closed));
      await broadcaster.close();
      await client.quit();
    },
  };
}

beforeAll(async () => {
  redis = await startRedis();
  vite = await createServer({
    root,
    configFile: resolve(root, 'vite.config.ts'),
    logLevel: 'silent',
    server: { port: 0, host: '127.0.0.1' },
  });
  await vite.listen();
  const local = vite.resolvedUrls?.local[0];
  if (!local) throw new Error('the Vite dev server has no local URL');
  pageOrigin = new URL(local).origin;
  instances.push(await startInstance('A', redis.url), await startInstance('B', redis.url));
  browser = await chromium.launch({ executablePath: chromiumPath(), args: [...chromiumArgs], timeout: WAIT });
});

afterAll(async () => {
  await browser?.close();
  for (const instance of instances) await instance.close();
  await vite?.close();
  await redis?.stop();
});

/** A page of the demo on `instance`, recording console errors and uncaught exceptions. */
async function openDemoOn(instance: Instance): Promise<Page> {
  const url = `${pageOrigin}/?widget=${KANBAN}&api=${encodeURIComponent(instance.url)}`;
  const page = await openRecordedPage(browser!, url, `page ${instance.name}`, problems, WAIT);
  await board(page).getByRole('region', { name: 'To do' }).waitFor();
  return page;
}


function cardIn(page: Page, column: 'To do' | 'Doing' | 'Done', title: string) {
  return board(page).getByRole('region', { name: column }).getByText(title, { exact: true });
}

const COLUMN_NAMES = ['To do', 'Doing', 'Done'] as const;

/** What both pages must agree on: per column, each card's title and claimant, in order. */
async function boardText(page: Page): Promise<string[][]> {
  return Promise.all(
    COLUMN_NAMES.map((column) =>
      board(page)
        .getByRole('region', { name: column })
        .getByRole('listitem')
        .evaluateAll((items) =>
          items.map((item) =>
            [item.querySelector('.kanban-card-title'), item.querySelector('.kanban-assignee')]
              .map((part) => part?.textContent ?? '')
              .join(' | '),
          ),
        ),
    ),
  );
}

/** Polls `check` every 50 ms until it holds; fails after `timeoutMs` with `message`. */
async function until(check: () => boolean | Promise<boolean>, message: () => string, timeoutMs = WAIT) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out: ${message()}`);
    await new Promise((done) => setTimeout(done, 50));
  }
}

/** Waits until what `shows` checks holds on every page, whichever instance handled the action. */
async function onBoth(pages: Page[], shows: (page: Page) => Promise<void>) {
  for (const [index, page] of pages.entries()) {
    await shows(page).catch((error: unknown) => {
      throw new Error(`page ${'AB'[index]} (on instance ${'AB'[index]}): ${error instanceof Error ? error.message : String(error)}`);
    });
  }
}

describe('two widget server instances sharing Redis, two pages in real Chromium', () => {
  it('keeps both boards identical whichever instance handles the action', async () => {
    const [a, b] = [instances[0]!, instances[1]!];
    const pageA = await openDemoOn(a);
    const pageB = await openDemoOn(b);
    const pages = [pageA, pageB];

    // Each page streams from its own instance, and neither from the dev server's /api.
    await until(
      () => a.widgets.subscriberCount(KANBAN) === 1 && b.widgets.subscriberCount(KANBAN) === 1,
      () => `each instance should hold 1 stream, found A ${a.widgets.subscriberCount(KANBAN)}, B ${b.widgets.subscriberCount(KANBAN)}`,
    );
    expect(widgetServerOf(vite!).subscriberCount()).toBe(0);
    // A reload would drop this mark, so it proves every change below arrived live.
    for (const page of pages) await page.evaluate(() => Object.assign(window, { cameoNoReload: true }));

    // A claims: B, on the other instance, sees it move to Doing.
    await board(pageA).getByRole('button', { name: 'Claim Draft the launch email' }).click();
    await onBoth(pages, async (page) => {
      await cardIn(page, 'Doing', 'Draft the launch email').waitFor();
      await cardIn(page, 'To do', 'Draft the launch email').waitFor({ state: 'detached' });
    });

    // B creates: A sees the new card.
    await board(pageB).getByLabel('New card title').fill('Scale out over Redis');
    await board(pageB).getByRole('button', { name: 'Add card' }).click();
    await onBoth(pages, (page) => cardIn(page, 'To do', 'Scale out over Redis').waitFor());

    // B marks a card done and A deletes one; each shows on the other page.
    await board(pageB).getByRole('button', { name: 'Mark Fix the login redirect done' }).click();
    await onBoth(pages, (page) => cardIn(page, 'Done', 'Fix the login redirect').waitFor());
    await board(pageA).getByRole('button', { name: 'Delete Ship the changelog' }).click();
    await onBoth(pages, (page) => cardIn(page, 'Done', 'Ship the changelog').waitFor({ state: 'detached' }));

    // A claims the card B created, then B deletes it: the last word is on B's instance.
    await board(pageA).getByRole('button', { name: 'Claim Scale out over Redis' }).click();
    await onBoth(pages, (page) => cardIn(page, 'Doing', 'Scale out over Redis').waitFor());
    await board(pageB).getByRole('button', { name: 'Delete Scale out over Redis' }).click();
    await onBoth(pages, (page) => cardIn(page, 'Doing', 'Scale out over Redis').waitFor({ state: 'detached' }));

    // Both boards end identical, and as the shared store holds it.
    const shown = await boardText(pageA);
    expect(await boardText(pageB)).toEqual(shown);
    const [todo, doing, done] = shown;
    expect(todo).toEqual([]);
    expect(doing?.map((card) => card.split(' | ')[0])).toEqual(['Draft the launch email', 'Review the pricing page']);
    expect(done).toEqual(['Fix the login redirect | ']);
    for (const page of pages) {
      await expect(page.evaluate(() => 'cameoNoReload' in window)).resolves.toBe(true);
    }

    // Closing both boards ends the streams on both instances.
    for (const page of pages) {
      await page.keyboard.press('Escape');
      await board(page).waitFor({ state: 'detached' });
    }
    await until(
      () => a.widgets.subscriberCount() + b.widgets.subscriberCount() === 0,
      () => `no stream should survive closing, found A ${a.widgets.subscriberCount()}, B ${b.widgets.subscriberCount()}`,
    );

    expect(problems).toEqual([]);
    await Promise.all(pages.map((page) => page.close()));
  });
});
