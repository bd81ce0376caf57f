// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, FrameLocator, Locator, Page } from 'playwright';
import { openRecordedPage } from './openRecordedPage';
import { startEmbeddedDemo, type EmbeddedDemo } from './startEmbeddedDemo';

// What a new user meets in the demo as `npm run dev` serves it, in Chromium: a clean greeting,
// a phone-width page that never scrolls sideways, a widgets list whose every button opens
// something real, no console errors, and text that keeps its contrast in both themes.
const WAIT = 15_000;
const PHONE = { width: 390, height: 844 };
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let demo: EmbeddedDemo;
const problems: string[] = [];

beforeAll(async () => {
  demo = await startEmbeddedDemo(WAIT);
});

afterAll(() => demo?.close());

/** The poll's view: the sandbox proxy's frame, and the view's frame inside it. */
const pollView = (dialog: Locator): FrameLocator => dialog.frameLocator('iframe').first().frameLocator('iframe').first();

/** What each button of the Widgets list must show once opened: real content, not an error. */
const SIDEBAR: Record<string, (dialog: Locator) => Locator> = {
  'Sales chart': (dialog) => dialog.getByText('Revenue by region, Q4 2025'),
  'Team board': (dialog) => dialog.getByRole('region', { name: 'To do' }),
  'Release checklist': (dialog) => dialog.getByRole('region', { name: 'Release 2.4.1' }).getByText('Switch traffic'),
  Weather: (dialog) => dialog.getByText('Lisbon', { exact: false }),
  'Team poll': (dialog) => pollView(dialog).getByRole('heading', { name: 'Where should the team offsite be?' }),
};

async function openDemo(context: BrowserContext | undefined, label: string): Promise<Page> {
  const page = await openRecordedPage(context ?? demo.browser, demo.baseUrl, label, problems, WAIT);
  await page.getByRole('log', { name: 'Conversation' }).waitFor();
  return page;
}

async function send(page: Page, text: string) {
  const input = page.getByRole('textbox', { name: 'Message' });
  await input.fill(text);
  await input.press('Enter');
}

/** Waits until the chat is idle again: no Stop button. */
async function settled(page: Page) {
  await expect.poll(() => page.getByRole('button', { name: 'Stop' }).count(), { timeout: WAIT }).toBe(0);
}

/** How far the page scrolls sideways (0 when it fits), and the widest offenders, for the message. */
function overflow(page: Page) {
  return page.evaluate(() => {
    const wide = [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}[data-slot=${element.getAttribute('data-slot')}].${element.className}`);
    return { excess: document.documentElement.scrollWidth - window.innerWidth, wide };
  });
}

async function expectNoOverflow(page: Page, when: string) {
  const { excess, wide } = await overflow(page);
  expect(excess, `${when}: the page is ${excess}px wider than the viewport (${wide.join(', ')})`).toBeLessThanOrEqual(0);
}

/** The Close button is on screen, whole: a person can reach it without scrolling. */
async function expectCloseInView(page: Page, dialog: Locator, when: string) {
  const close = dialog.getByRole('button', { name: 'Close' }).first();
  await close.waitFor({ state: 'visible' });
  const box = await close.boundingBox();
  const viewport = page.viewportSize();
  expect(box, `${when}: Close has no box`).not.toBeNull();
  if (!box || !viewport) return;
  expect(box.x, `${when}: Close starts left of the viewport`).toBeGreaterThanOrEqual(0);
  expect(box.y, `${when}: Close starts above the viewport`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${when}: Close ends right of the viewport`).toBeLessThanOrEqual(viewport.width);
  expect(box.y + box.height, `${when}: Close ends below the viewport`).toBeLessThanOrEqual(viewport.height);
}

/** axe-core's color-contrast rule over the page (frames are the views' own documents). */
async function contrastViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<AxeResults> } }).axe;
    interface AxeResults {
      violations: { nodes: { target: string[]; failureSummary?: string }[] }[];
    }
    const results = await axe.run(document, { runOnly: { type: 'rule', values: ['color-contrast'] }, iframes: false });
    return results.violations.flatMap((violation) => violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`));
  });
}

/** Opens each Widgets list button in turn and hands its dialog to `check`, then closes it. */
async function eachSidebarWidget(page: Page, check: (name: string, dialog: Locator) => Promise<void>) {
  const list = page.getByRole('complementary', { name: 'Widgets' });
  const names = await list.getByRole('button').allInnerTexts();
  expect(names.sort()).toEqual(Object.keys(SIDEBAR).sort());
  for (const name of names) {
    await list.getByRole('button', { name, exact: true }).click();
    const dialog = page.getByRole('dialog', { name });
    await dialog.waitFor();
    await check(name, dialog);
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await dialog.waitFor({ state: 'detached' });
  }
}

describe("the demo's first impression, in real Chromium", () => {
  it('opens on a clean greeting with suggestions: no error, no failed card, no pending approval', async () => {
    const page = await openDemo(undefined, 'first load');
    const log = page.getByRole('log', { name: 'Conversation' });
    await log.getByRole('heading', { name: 'How can I help?' }).waitFor();
    const chips = log.getByRole('list', { name: 'Suggestions' }).getByRole('button');
    await expect(chips.allInnerTexts()).resolves.toContain('Make it fail');
    expect(await page.locator('[data-slot="entry-error"]').count()).toBe(0);
    expect(await page.locator('[data-slot="tool-card"]').count()).toBe(0);
    expect(await page.getByRole('group', { name: /^Allow/ }).count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await page.getByText('Failed', { exact: true }).count()).toBe(0);

    // The failures are one chip away, where a person asks for them.
    await chips.filter({ hasText: 'Make it fail' }).click();
    await page.locator('[data-slot="tool-card"][data-state="error"]').waitFor();
    await settled(page);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('opens something real from every button of the Widgets list', async () => {
    const page = await openDemo(undefined, 'widgets list');
    await eachSidebarWidget(page, async (name, dialog) => {
      await SIDEBAR[name]!(dialog).first().waitFor();
      // Found by its name above: the container is titled by the widget, as its button is.
      expect(await dialog.getByRole('alert').count(), `${name} shows an error`).toBe(0);
    });
    expect(problems).toEqual([]);
    await page.close();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`at 390 px in the ${colorScheme} theme: no sideways scroll, every Close on screen, contrast of 4.5:1 or more`, async () => {
      const context = await demo.browser.newContext({ viewport: PHONE, colorScheme });
      const page = await openDemo(context, `${colorScheme} phone`);
      await expect(page.evaluate(() => document.documentElement.dataset.cameoTheme)).resolves.toBe(colorScheme);
      await expectNoOverflow(page, 'the greeting');
      expect(await contrastViolations(page)).toEqual([]);

      // The header leaves the chat the page: a line or two, not a third of the height.
      const header = await page.locator('header').boundingBox();
      expect(header?.height ?? Infinity).toBeLessThan(PHONE.height / 8);

      // A failure quotes its error as a code block one long line wide, and a deploy asks first.
      await send(page, 'Make it fail');
      await page.locator('[data-slot="tool-card"][data-state="error"]').waitFor();
      await settled(page);
      await page.locator('[data-slot="markdown"] pre').last().waitFor();
      await send(page, 'Deploy 2.4.1');
      await page.getByText('Deploy 2.4.1 to production?').waitFor();
      await expectNoOverflow(page, 'after a failure and an approval');
      expect(await contrastViolations(page)).toEqual([]);

      await eachSidebarWidget(page, async (name, dialog) => {
        await SIDEBAR[name]!(dialog).first().waitFor();
        await expectNoOverflow(page, `with ${name} open`);
        await expectCloseInView(page, dialog, `${name} at 390 px`);
        expect(await contrastViolations(page), `contrast with ${name} open`).toEqual([]);
      });
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
