import type { Browser, Page } from 'playwright';

/** A new page at `url` whose console errors and uncaught exceptions go to `problems`, labelled. */
export async function openRecordedPage(browser: Browser, url: string, label: string, problems: string[], timeout: number): Promise<Page> {
  const page = await browser.newPage();
  page.setDefaultTimeout(timeout);
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${label} console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${label} page error: ${error.message}`));
  await page.goto(url);
  return page;
}

/** The demo's team board dialog. */
export function board(page: Page) {
  return page.getByRole('dialog', { name: /team board/i });
}
