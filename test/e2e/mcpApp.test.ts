// @vitest-environment node
import { resolve } from 'node:path';
import { chromium, type Browser } from 'playwright';
import { createServer, type ViteDevServer } from 'vite';
import { modelPromptsOf } from '../../demo/server/cameoDevServer';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';
import { openRecordedPage } from './openRecordedPage';

// The demo's MCP App end to end, as `npm run dev` serves it: the scripted model calls the demo MCP
// server's show_poll (through mcpToolsForAISDK in the chat route), its launcher opens the view
// (the ext-apps App, behind the sandbox proxy on the other loopback name), Vote calls the
// server's app-only vote tool through the bridge and the page's MCP client, and the view redraws.
const root = resolve(import.meta.dirname, '../..');
const WAIT = 15_000;

let vite: ViteDevServer | undefined;
let browser: Browser | undefined;
let baseUrl: string;
const savedKey = process.env.OPENAI_API_KEY;
const problems: string[] = [];

beforeAll(async () => {
  delete process.env.OPENAI_API_KEY;
  vite = await createServer({
    root,
    configFile: resolve(root, 'vite.config.ts'),
    logLevel: 'silent',
    server: { port: 0, host: '127.0.0.1' },
  });
  await vite.listen();
  baseUrl = vite.resolvedUrls?.local[0] ?? '';
  if (!baseUrl) throw new Error('the Vite dev server has no local URL');
  browser = await chromium.launch({ executablePath: chromiumPath(), args: [...chromiumArgs], timeout: WAIT });
}, 30_000);

afterAll(async () => {
  await browser?.close();
  await vite?.close();
  if (savedKey !== undefined) process.env.OPENAI_API_KEY = savedKey;
}, 20_000);

describe("the demo's MCP App in real Chromium", () => {
  it('opens the poll from the agent’s launcher, votes through the bridge, and redraws the view', async () => {
    const page = await openRecordedPage(browser!, baseUrl, 'page', problems, WAIT);
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
    const prompts = modelPromptsOf(vite!).length;

    await card.getByRole('button', { name: /team poll/i }).click();
    const dialog = page.getByRole('dialog', { name: /team poll/i });
    await dialog.waitFor();
    const view = dialog.frameLocator('iframe').first().frameLocator('iframe').first();
    await expect.poll(() => view.getByRole('heading').textContent({ timeout: WAIT }), { timeout: WAIT }).toBe('Where should the team offsite be?');
    // The proxy comes from the other loopback name: another origin than the page's.
    expect([...frameOrigins]).toEqual([new URL(baseUrl).origin.replace('127.0.0.1', 'localhost')]);
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
    expect(modelPromptsOf(vite!)).toHaveLength(prompts);
    expect(JSON.stringify(modelPromptsOf(vite!))).not.toContain('text/html');
    expect(failed).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });
});
