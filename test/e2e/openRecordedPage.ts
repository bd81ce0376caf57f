import type { Browser, BrowserContext, Page } from 'playwright';

const NAVIGATION_TIMEOUT_MS = 45_000;

/**
 * A new page at `url` (in `browser`, or in a context with its own viewport and colour scheme) whose
 * console errors and uncaught exceptions go to `problems`, labelled.
 */
export async function openRecordedPage(browser: Browser | BrowserContext, url: string, label: string, problems: string[], timeout: number): Promise<Page> {
  const page = await browser.newPage();
  page.setDefaultTimeout(timeout);
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${label} console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${label} page error: ${error.message}`));
  // The first load of a fresh dev server waits for Vite to pre-bundle the dependencies (the
  // integrations' libraries are many): on two busy cores that alone passed 15 s once.
  await page.goto(url, { timeout: Math.max(timeout, NAVIGATION_TIMEOUT_MS) });
  return page;
}

/** The demo's team board dialog. */
export function board(page: Page) {
  return page.getByRole('dialog', { name: /team board/i });
}
