// @vitest-environment node
import type { Locator, Page } from 'playwright';
import { modelPromptsOf } from '../../demo/server/cameoDevServer';
import { openRecordedPage } from './openRecordedPage';
import { startEmbeddedDemo, type EmbeddedDemo } from './startEmbeddedDemo';

// The demo as `npm run dev` serves it, with no key: the real `useChat` in Chromium posting to the
// dev server's AI SDK route, which runs the real `streamText` loop with the embedded scripted model
// and the demo's Cameo tools through `toAISDKTools`.
// Every wait below is for a condition and returns once it holds; 30 s is for a loaded 2-core box.
const WAIT = 30_000;

let demo: EmbeddedDemo;
const problems: string[] = [];

beforeAll(async () => {
  demo = await startEmbeddedDemo(WAIT);
});

afterAll(() => demo?.close());

/**
 * The card the next call of `tool` will get: the opening thread already has cards of the same
 * tools, so it is the one after those counted now.
 */
async function nextCard(page: Page, tool: string) {
  const cards = page.locator(`[data-slot="tool-card"][data-tool="${tool}"]`);
  return cards.nth(await cards.count());
}

/** Polls the card's status (`data-state`) until it is `state`. */
async function until(card: Locator, state: string) {
  await expect.poll(() => card.getAttribute('data-state', { timeout: WAIT }), { timeout: WAIT }).toBe(state);
}

async function send(page: Page, text: string) {
  const input = page.getByRole('textbox', { name: 'Message' });
  await input.fill(text);
  await input.press('Enter');
}

/** The last assistant message's rendered text (Message rows are labelled by role). */
function lastReply(page: Page) {
  return page.locator('[data-slot="message"][data-role="assistant"]').last();
}

describe('the demo chat on useChat and an AI SDK route, in real Chromium', () => {
  it('streams a turn with tools, opens a launcher from its snapshot, and runs a deploy approved by keyboard', async () => {
    const page = await openRecordedPage(demo.browser, demo.baseUrl, 'page', problems, WAIT);
    const widgetRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/widgets/')) widgetRequests.push(request.url());
    });
    await page.getByRole('log', { name: 'Conversation' }).waitFor();
    const before = modelPromptsOf(demo.vite).length;

    // A turn typed in the composer: two tool cards run, then complete.
    const weather = await nextCard(page, 'get_weather');
    const sales = await nextCard(page, 'show_sales');
    await send(page, "What's the weather in Paris, and how were Q2 sales?");
    await until(weather, 'running');
    await until(weather, 'complete');
    await until(sales, 'complete');

    // The reply streams in as markdown, drawn: bold is <strong>, list items are <li>, no asterisks.
    await lastReply(page).getByText('2 tools', { exact: true }).waitFor();
    await lastReply(page).getByRole('listitem').filter({ hasText: 'Q2 revenue' }).waitFor();
    await expect.poll(async () => (await page.getByRole('button', { name: 'Stop' }).count()) === 0, { timeout: WAIT }).toBe(true);
    const reply = await lastReply(page).innerText();
    expect(reply).toContain('I ran 2 tools:');
    expect(reply).toContain('Paris: ');
    expect(reply).not.toContain('*');
    await expect(lastReply(page).locator('strong').first().innerText()).resolves.toBe('2 tools');

    // The sales launcher opens the chart in the side panel from the snapshot it carries.
    await page.getByRole('button', { name: 'Open Q2 sales chart' }).click();
    await page.getByText('Revenue by region, Q2 2025').waitFor();
    expect(widgetRequests.filter((url) => url.includes('sales-chart'))).toEqual([]);

    // A deploy asks first; Approve, pressed from the keyboard, lets it run, then it completes.
    const deploy = await nextCard(page, 'deploy_release');
    await send(page, 'Deploy 2.4.1 to staging');
    await until(deploy, 'pending');
    // Asked as a question in words, the tool by its human name; the question names the group.
    await deploy.getByText('Deploy 2.4.1 to staging?').waitFor();
    await deploy.getByRole('group', { name: 'Deploy 2.4.1 to staging?' }).getByRole('button', { name: 'Approve' }).focus();
    await page.keyboard.press('Enter');
    await until(deploy, 'running');
    await until(deploy, 'complete');
    await lastReply(page).getByText('Deployed 2.4.1 to staging: 4 steps done.', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Open the 2.4.1 release checklist' }).last().waitFor();

    // What the model received: the conversation and the tools' text, never their UI.
    const prompts = modelPromptsOf(demo.vite).slice(before);
    // Tools, reply; deploy; deploy's reply after the approval.
    expect(prompts.length).toBe(4);
    const seen = JSON.stringify(prompts);
    expect(seen).toContain('Q2 revenue');
    expect(seen).toContain('Deployed 2.4.1 to staging');
    const parts = prompts.flat().flatMap((message): { type: string }[] => (typeof message.content === 'string' ? [] : [...message.content]));
    expect(new Set(parts.map((part) => part.type))).toEqual(new Set(['text', 'tool-call', 'tool-result']));
    for (const ui of ['data-cameo-ui', 'Open Q2 sales chart', 'Revenue by region', 'release checklist', 'sales-chart', 'weather-card']) {
      expect(seen, `the model saw ${ui}`).not.toContain(ui);
    }

    expect(widgetRequests).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });
});
