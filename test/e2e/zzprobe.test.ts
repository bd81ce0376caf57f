// @vitest-environment node
import { startEmbeddedDemo } from './startEmbeddedDemo';
it('probe', async () => {
const demo = await startEmbeddedDemo(20000);
const errors: string[] = [];
for (const scheme of ['light', 'dark'] as const) {
  const ctx = await demo.browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme: scheme });
  const page = await ctx.newPage();
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto(demo.baseUrl, { timeout: 60000 });
  await page.getByRole('log', { name: 'Conversation' }).waitFor();
  await page.waitForTimeout(1500);
  const w = await page.evaluate(() => [document.documentElement.scrollWidth, innerWidth, document.querySelector('.app-header')?.getBoundingClientRect().height]);
  console.log(scheme, w);
  await page.screenshot({ path: `/tmp/demoprobe/first-${scheme}.png`, fullPage: false });
  await ctx.close();
}
const page = await demo.browser.newPage({ viewport: { width: 1280, height: 900 } });
page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
await page.goto(demo.baseUrl);
await page.getByRole('log', { name: 'Conversation' }).waitFor();
await page.waitForTimeout(1000);
await page.screenshot({ path: `/tmp/demoprobe/desk.png` });
const buttons = page.getByRole('complementary', { name: 'Widgets' }).getByRole('button');
const n = await buttons.count();
for (let i = 0; i < n; i++) {
  const name = await buttons.nth(i).innerText();
  await buttons.nth(i).click();
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/demoprobe/widget-${i}.png` });
  console.log('widget', i, name);
  await page.keyboard.press('Escape');
  await page.waitForTimeout(500);
}
console.log('errors', errors);
await demo.close();
}, 200000);
