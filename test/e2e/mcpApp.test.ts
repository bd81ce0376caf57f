// @vitest-environment node
import { modelPromptsOf } from '../../demo/server/cameoDevServer';
import type { Page } from 'playwright';
import { openRecordedPage } from './openRecordedPage';
import { startEmbeddedDemo, type EmbeddedDemo } from './startEmbeddedDemo';

// The demo's MCP App end to end, as `npm run dev` serves it: the scripted model calls the demo MCP
// server's show_poll (through mcpToolsForAISDK in the chat route), its launcher opens the view
// (the ext-apps App, behind the sandbox proxy on the other loopback name), Vote calls the
// server's app-only vote tool through the bridge and the page's MCP client, and the view redraws.
// Every wait below is for a condition and returns once it holds; 30 s is for a loaded 2-core box.
const WAIT = 30_000;

let demo: EmbeddedDemo;
const problems: string[] = [];

beforeAll(async () => {
  demo = await startEmbeddedDemo(WAIT);
});

afterAll(() => demo?.close());

describe("the demo's MCP App in real Chromium", () => {
  it('opens the poll from the agent’s launcher, votes through the bridge, and redraws the view', async () => {
    const page = await openRecordedPage(demo.browser, demo.baseUrl, 'page', problems, WAIT);
    const mcpRequests: string[] = [];
    const frameOrigins = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/mcp') mcpRequests.push(request.postData() ?? '');
      if (url.pathname === '/__cameo/mcp-sandbox.html') frameOrigins.add(url.origin);
    });
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.request().method()} ${new URL(response.url()).pathname} ${response.status()}`);
    });
    await page.getByRole('log', { name: 'Conversation' }).waitFor();

    const input = page.getByRole('textbox', { name: 'Message' });
    await input.fill('Show the team poll');
    await input.press('Enter');
    const card = page.locator('[data-slot="tool-card"][data-tool="show_poll"]').last();
    await expect.poll(() => card.getAttribute('data-state', { timeout: WAIT }), { timeout: WAIT }).toBe('complete');
    const prompts = modelPromptsOf(demo.vite).length;

    // The launcher, not the card's own row (which the demo also calls "Team poll").
    await card.locator('[data-slot="tool-card-ui"]').getByRole('button', { name: /team poll/i }).click();
    const dialog = page.getByRole('dialog', { name: /team poll/i });
    await dialog.waitFor();
    const view = dialog.frameLocator('iframe').first().frameLocator('iframe').first();
    await expect.poll(() => view.getByRole('heading').textContent({ timeout: WAIT }), { timeout: WAIT }).toBe('Where should the team offsite be?');
    // The proxy comes from the other loopback name: another origin than the page's.
    expect([...frameOrigins]).toEqual([new URL(demo.baseUrl).origin.replace('127.0.0.1', 'localhost')]);
    const lisbon = view.getByRole('radio', { name: /lisbon/i });
    const votes = () => view.locator('label', { has: lisbon }).locator('[data-slot="votes"]').textContent({ timeout: WAIT });
    const before = Number.parseInt((await votes()) ?? '', 10);
    expect(before).toBeGreaterThan(0);

    await lisbon.check();
    await view.getByRole('button', { name: 'Vote' }).click();
    await expect.poll(() => view.getByText('Vote counted.').count(), { timeout: WAIT }).toBe(1);
    expect(Number.parseInt((await votes()) ?? '', 10)).toBe(before + 1);

    // The vote went to the MCP server from the page, as a human action: the model was not called.
    expect(mcpRequests.some((body) => body.includes('"tools/call"') && body.includes('"vote"') && body.includes('lisbon'))).toBe(true);
    expect(modelPromptsOf(demo.vite)).toHaveLength(prompts);
    expect(JSON.stringify(modelPromptsOf(demo.vite))).not.toContain('text/html');
    expect(failed).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('updates the poll live in a second tab when someone votes in the first', async () => {
    // Opened from the link, each tab's page asks the MCP server for the poll (no chat turn).
    const url = new URL('/?widget=mcp-poll', demo.baseUrl).href;
    const voter = await openRecordedPage(demo.browser, url, 'voter', problems, WAIT);
    const watcher = await openRecordedPage(demo.browser, url, 'watcher', problems, WAIT);
    const viewOf = (page: Page) => page.getByRole('dialog', { name: /team poll/i }).frameLocator('iframe').first().frameLocator('iframe').first();
    const votesFor = (page: Page, option: RegExp) => {
      const view = viewOf(page);
      return async () => Number.parseInt((await view.locator('label', { has: view.getByRole('radio', { name: option }) }).locator('[data-slot="votes"]').textContent({ timeout: WAIT })) ?? '', 10);
    };
    const watched = votesFor(watcher, /berlin/i);
    await expect.poll(watched, { timeout: WAIT }).toBeGreaterThan(0);
    await expect.poll(votesFor(voter, /berlin/i), { timeout: WAIT }).toBeGreaterThan(0);
    const before = await watched();

    await viewOf(voter).getByRole('radio', { name: /berlin/i }).check();
    await viewOf(voter).getByRole('button', { name: 'Vote' }).click();
    await expect.poll(() => viewOf(voter).getByText('Vote counted.').count(), { timeout: WAIT }).toBe(1);
    // The watcher did nothing: the widget server pushed the new poll to its open view.
    await expect.poll(watched, { timeout: WAIT }).toBe(before + 1);
    expect(problems).toEqual([]);
    await Promise.all([voter.close(), watcher.close()]);
  });
});
