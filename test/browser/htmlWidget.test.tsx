import { render, screen, within } from '@testing-library/react';
import { page, userEvent } from 'vitest/browser';
import '../../src/styles.css';
import { CameoProvider, HtmlWidgetFrame, Transcript, defineHtmlWidget } from '../../src';
import { installXssSpy, settle } from './xssCorpus';

// Runs inside the frame and reports what it could and could not do, through the bridge only:
// its Report button sends everything in one dispatch (each dispatch needs a click of its own).
const probe = `
<p>Hello from the frame</p>
<button type="button" onclick="cameo.dispatch('send', { amount: 3, note: 'from a click' })">Send</button>
<button type="button" onclick="cameo.dispatch('probe', report)">Report</button>
<a id="script" href="javascript:cameo.dispatch('script-link-ran', null)">script link</a>
<a id="data" href="data:text/html,<script>alert(1)</script>">data link</a>
<a id="web" href="https://example.com/">web link</a>
<div style="height: 400px">tall content</div>
<script>
  var report = { origin: location.origin, csp: [], done: false };
  try { report.parentTitle = parent.document.title; } catch (error) { report.parentDocument = 'blocked'; }
  try { top.__xss('frame-top'); report.top = 'reached'; } catch (error) { report.top = 'blocked'; }
  try { report.cookie = document.cookie; } catch (error) { report.cookie = 'blocked'; }
  try { report.storage = localStorage.length; } catch (error) { report.storage = 'blocked'; }
  report.cameoOnWindow = Object.keys(window.cameo);
  document.addEventListener('securitypolicyviolation', function (event) {
    if (report.csp.indexOf(event.effectiveDirective) < 0) report.csp.push(event.effectiveDirective);
  });
  fetch('https://example.com/steal').catch(function () {});
  // Which link clicks the frame's guard cancelled; the web one is cancelled here, after
  // recording, only so the test page does not navigate away.
  report.prevented = {};
  document.addEventListener('click', function (event) {
    if (event.target.id) report.prevented[event.target.id] = event.defaultPrevented;
    if (event.target.tagName === 'A') event.preventDefault();
  });
  ['script', 'data', 'web'].forEach(function (id) { document.getElementById(id).click(); });
  // After the link's navigation task would have run.
  setTimeout(function () { report.done = true; }, 50);
</script>`;

function renderHtmlWidget(handleAction: (action: string, args: unknown) => unknown, maxHeight?: number) {
  const widget = defineHtmlWidget({ id: 'probe', title: 'Probe widget', handleAction, maxHeight });
  const transcript = [{ type: 'ui', toolCallId: 'c1', ui: { kind: 'widget', label: 'Open probe', widget: 'probe', data: probe } }];
  return render(
    <CameoProvider widgets={[widget]} transcript={transcript}>
      <Transcript />
    </CameoProvider>,
  );
}

// Unscaled: a viewport taller than the runner's window is scaled down, and Playwright's clicks
// into a frame nested in a scaled one land off target.
beforeAll(async () => {
  await page.viewport(414, 640);
});

const xss = vi.fn();
let removeSpy = () => {};
beforeEach(() => {
  xss.mockReset();
  removeSpy = installXssSpy(xss);
});
afterEach(() => removeSpy());

describe('HTML widget in Chromium', () => {
  it('runs its scripts in an opaque origin that cannot reach the page, under its policy', async () => {
    const handleAction = vi.fn();
    renderHtmlWidget(handleAction);
    await userEvent.click(screen.getByRole('button', { name: 'Open probe' }));
    const frame = page.frameLocator(page.frameLocator(page.getByTitle('Probe widget')).getByTitle('Probe widget'));
    const reported = () => handleAction.mock.calls.filter(([action]) => action === 'probe').map(([, report]) => report as { done: boolean });
    await vi.waitFor(
      async () => {
        await frame.getByRole('button', { name: 'Report' }).click();
        await vi.waitFor(() => expect(reported().at(-1)?.done).toBe(true));
      },
      { timeout: 10_000 },
    );

    expect(reported().at(-1)).toEqual({
      origin: 'null',
      parentDocument: 'blocked',
      top: 'blocked',
      cookie: 'blocked',
      storage: 'blocked',
      cameoOnWindow: ['dispatch'],
      csp: ['connect-src'],
      // No link navigates the frame, http(s) ones included: a page loaded in its place would run
      // without the policy.
      prevented: { script: true, data: true, web: true },
      done: true,
    });
    expect(handleAction.mock.calls.map(([action]) => action)).not.toContain('script-link-ran');
    await settle();
    expect(xss).not.toHaveBeenCalled();
  });

  it('sends a click inside the frame to handleAction with its args', async () => {
    const handleAction = vi.fn();
    renderHtmlWidget(handleAction);
    await userEvent.click(screen.getByRole('button', { name: 'Open probe' }));
    const frame = page.frameLocator(page.frameLocator(page.getByTitle('Probe widget')).getByTitle('Probe widget'));
    await frame.getByRole('button', { name: 'Send' }).click();
    await vi.waitFor(() => expect(handleAction).toHaveBeenCalledWith('send', { amount: 3, note: 'from a click' }, expect.anything()), { timeout: 10_000 });
  });

  it('grows to its content, and scrolls inside beyond maxHeight', async () => {
    const { unmount } = renderHtmlWidget(() => {});
    await userEvent.click(screen.getByRole('button', { name: 'Open probe' }));
    const frame = screen.getByTitle('Probe widget');
    await vi.waitFor(() => expect(frame.getBoundingClientRect().height).toBeGreaterThan(400), { timeout: 10_000 });
    expect(frame).toHaveAttribute('data-state', 'ready');
    expect(frame).not.toHaveAttribute('data-overflow');
    unmount();

    renderHtmlWidget(() => {}, 200);
    await userEvent.click(screen.getByRole('button', { name: 'Open probe' }));
    const capped = screen.getByTitle('Probe widget');
    await vi.waitFor(() => expect(capped).toHaveAttribute('data-overflow'), { timeout: 10_000 });
    expect(capped.getBoundingClientRect().height).toBe(200);
  });

  it('ignores the same dispatch forged by another frame or by the page', async () => {
    const handleAction = vi.fn();
    const otherFrame = vi.fn();
    renderHtmlWidget(handleAction);
    render(
      <HtmlWidgetFrame
        title="Another frame"
        html={`<button type="button" onclick="cameo.dispatch('forged', null)">Forge</button>`}
        onDispatch={otherFrame}
      />,
    );
    // Clicked before the probe's dialog opens: a modal dialog keeps clicks off the page behind it.
    await page.frameLocator(page.frameLocator(page.getByTitle('Another frame')).getByTitle('Another frame')).getByRole('button', { name: 'Forge' }).click();
    // The other frame's dispatch did arrive: its own bridge took it, and ours did not.
    await vi.waitFor(() => expect(otherFrame).toHaveBeenCalledWith('forged', null), { timeout: 10_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Open probe' }));
    await page.frameLocator(page.frameLocator(page.getByTitle('Probe widget')).getByTitle('Probe widget')).getByRole('button', { name: 'Send' }).click();
    await vi.waitFor(() => expect(handleAction).toHaveBeenCalledWith('send', expect.anything(), expect.anything()), { timeout: 10_000 });

    const delivered = new Promise<void>((resolve) => window.addEventListener('message', () => resolve(), { once: true }));
    window.postMessage({ type: 'cameo:dispatch', action: 'forged', args: null }, '*');
    await delivered;
    await settle();
    expect(handleAction.mock.calls.map(([action]) => action)).toEqual(['send']);
  });

  it('neither renders the markup in the page nor lets its handlers run there', async () => {
    renderHtmlWidget(() => {});
    await userEvent.click(screen.getByRole('button', { name: 'Open probe' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Probe widget' }));
    expect(dialog.queryByText('Hello from the frame')).toBeNull();
    expect(dialog.queryByRole('button', { name: 'Send' })).toBeNull();
  });
});

describe('HTML widget frame: navigation', () => {
  it('stops hearing a frame once its markup navigates it away from the srcdoc', async () => {
    const onDispatch = vi.fn();
    // Says hello on a click, then leaves for another document that posts as the bridge would,
    // without the frame's secret: the page hears none of it, before or after its load.
    const markup = `<button type="button" onclick="cameo.dispatch('hello', null); setTimeout(leave, 50)">Hello</button><script>
      function leave() {
        location.href = 'data:text/html,<script>parent.postMessage({type:"cameo:dispatch",action:"spoof",args:null},"*");setTimeout(function(){parent.postMessage({type:"cameo:dispatch",action:"spoof",args:null},"*")},300)<\\/script>';
      }
    </script>`;
    const { container } = render(<HtmlWidgetFrame html={markup} title="Leaver" onDispatch={onDispatch} />);
    await page.frameLocator(page.frameLocator(page.getByTitle('Leaver')).getByTitle('Leaver')).getByRole('button', { name: 'Hello' }).click();
    await vi.waitFor(() => expect(onDispatch).toHaveBeenCalledWith('hello', null), { timeout: 10_000 });
    await vi.waitFor(() => expect(container.querySelector('iframe')?.getAttribute('data-state')).toBe('left'), { timeout: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 400));
    await settle();
    expect(onDispatch.mock.calls.map(([action]) => action)).toEqual(['hello']);
  });
});
