import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { page, userEvent } from 'vitest/browser';
import '../../src/styles.css';
import { CameoProvider, Transcript, WidgetLauncherList, WidgetView, createMemoryTransport, defineHtmlWidget, defineServerWidget, defineWidget, type NewEntry, type WidgetDefinition, createCameoClient } from '../../src';
import { parseTranscript } from '../../src/core';
import { useWidgetInstance } from '../../src/react';
import { injectedMarkup, installXssSpy, settle, xssCorpus } from './xssCorpus';

const xss = vi.fn();
let removeSpy = () => {};
beforeAll(async () => {
  await page.viewport(414, 640);
});
beforeEach(() => {
  xss.mockReset();
  removeSpy = installXssSpy(xss);
});
afterEach(() => removeSpy());

/** Every payload is on the page as text, exactly as sent. */
function expectShownAsText(root: HTMLElement, payload: string) {
  const holders = within(root).queryAllByText((_, element) => element?.firstChild?.nodeValue === payload);
  expect(holders.length, payload).toBeGreaterThan(0);
}

/** The open dialog once its title shows `payload` as text. */
async function openDialog(payload: string): Promise<HTMLElement> {
  return vi.waitFor(() => {
    const dialog = document.querySelector<HTMLElement>('[role="dialog"]');
    expect(dialog?.querySelector('[data-slot="widget-title"]')?.firstChild?.nodeValue).toBe(payload);
    return dialog!;
  }, { timeout: 10_000 });
}

function transcriptOf(payload: string, index: number): NewEntry[] {
  const call = `call-${index}`;
  return [
    { type: 'user', text: payload },
    { type: 'assistant', text: payload },
    { type: 'tool_call', id: call, name: payload, args: { query: payload, [payload]: [payload] } },
    { type: 'tool_result', toolCallId: call, content: payload, isError: false },
    { type: 'tool_result', toolCallId: call, content: payload, isError: true },
    { type: 'ui', toolCallId: call, ui: { kind: 'text', text: payload } },
    { type: 'ui', toolCallId: call, ui: { kind: 'widget', label: payload, widget: payload } },
    { type: 'error', message: payload, index },
  ];
}

describe('XSS corpus in Chromium', () => {
  it('shows every payload as text in every transcript row, and opening launchers runs none', async () => {
    const entries = xssCorpus.flatMap(transcriptOf);
    // The same payloads through the wire format's own error paths.
    const wire = parseTranscript(xssCorpus.flatMap((payload) => [{ type: payload }, { type: 'ui', toolCallId: 'x', ui: { kind: payload } }]));
    const client = createCameoClient({ transcript: [...entries, ...wire] });
    const { container } = render(
      <CameoProvider client={client}>
        <Transcript virtualize={false} />
      </CameoProvider>,
    );
    const log = screen.getByRole('log');
    // Open every call's card, so the payloads in arguments and results are on screen too. Each
    // call's second result has no call left to join, so it is a card of its own, open at once.
    const cards = [...log.querySelectorAll<HTMLElement>('[data-slot="tool-card"][data-tool] [data-slot="tool-card-trigger"]')];
    expect(cards).toHaveLength(xssCorpus.length);
    const orphans = log.querySelectorAll('[data-slot="tool-card"]:not([data-tool])');
    expect(orphans).toHaveLength(xssCorpus.length);
    for (const trigger of cards) trigger.click();
    await vi.waitFor(() => expect(log.querySelectorAll('[data-slot="tool-card-content"]')).toHaveLength(2 * xssCorpus.length), { timeout: 10_000 });
    for (const [index, payload] of xssCorpus.entries()) {
      expectShownAsText(log, payload);
      const card = cards[index]!.closest<HTMLElement>('[data-slot="tool-card"]')!;
      expect(card.querySelector('[data-slot="tool-card-label"]')?.firstChild?.nodeValue).toBe(payload);
      expect(card.querySelector('[data-slot="tool-card-result"]')?.firstChild?.nodeValue).toBe(payload);
      expect(card.querySelector('[data-slot="tool-card-args"]')?.textContent).toContain(JSON.stringify(payload).slice(1, -1));
    }
    expect(injectedMarkup(document.body)).toEqual([]);

    // Each launcher opens a dialog named by its payload, for an unknown widget named by it too.
    const launchers = within(log)
      .getAllByRole('button', { expanded: false })
      .filter((button) => button.getAttribute('aria-haspopup') === 'dialog');
    expect(launchers).toHaveLength(xssCorpus.length);
    for (const [index, launcher] of launchers.entries()) {
      // A plain click re-targets the open dialog, as a launcher clicked behind it would.
      launcher.click();
      const dialog = await openDialog(xssCorpus[index]!);
      expect(within(dialog).getByRole('alert')).toHaveTextContent(/Unknown widget/);
    }
    expect(injectedMarkup(document.body)).toEqual([]);
    await userEvent.keyboard('{Escape}');
    expect(container).toBeVisible();
    await settle();
    expect(xss).not.toHaveBeenCalled();
  });

  it('shows widget titles and load, action and crash errors as text', async () => {
    const transport = createMemoryTransport({
      widgets: xssCorpus.map((payload, index) => defineServerWidget({ id: `remote-${index}`, title: payload, render: () => null })),
    });
    const failing: WidgetDefinition[] = xssCorpus.map((payload, index) =>
      defineWidget<unknown>({
        id: `failing-${index}`,
        title: payload,
        component: () => null,
        render: () => Promise.reject(new Error(payload)),
      }),
    );
    const acting: WidgetDefinition[] = xssCorpus.map((payload, index) =>
      defineWidget({
        id: `acting-${index}`,
        component: ActOnce,
        render: () => ({}),
        handleAction: () => Promise.reject(new Error(payload)),
      }),
    );
    const crashing: WidgetDefinition[] = xssCorpus.map((payload, index) =>
      defineWidget({
        id: `crashing-${index}`,
        render: () => ({}),
        component: () => {
          throw new Error(payload);
        },
      }),
    );
    const inline = [...acting, ...crashing];
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <CameoProvider widgets={[...failing, ...inline]} transport={transport} queryClient={noRetry()} transcript={[]}>
        <WidgetLauncherList />
        {inline.map((widget) => (
          <WidgetView key={widget.id} widget={widget.id} aria-label={widget.id} />
        ))}
      </CameoProvider>,
    );
    const list = screen.getByRole('list', { name: 'Widgets' });
    // Registered widgets first (the failing ones titled with payloads), then the transport's.
    await vi.waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(xssCorpus.length * 4), { timeout: 10_000 });
    for (const payload of xssCorpus) {
      expect(within(list).getAllByText((_, element) => element?.firstChild?.nodeValue === payload)).toHaveLength(2);
    }

    await vi.waitFor(() => expect(screen.getAllByRole('button', { name: 'Act' })).toHaveLength(xssCorpus.length), { timeout: 10_000 });
    for (const button of screen.getAllByRole('button', { name: 'Act' })) button.click();
    for (const [index, payload] of xssCorpus.entries()) {
      const acted = screen.getByRole('region', { name: `acting-${index}` });
      await vi.waitFor(() => expect(within(acted).getByRole('alert')).toHaveTextContent(payload, { normalizeWhitespace: false }), { timeout: 10_000 });
      expect(within(screen.getByRole('region', { name: `crashing-${index}` })).getByRole('alert')).toHaveTextContent(payload, {
        normalizeWhitespace: false,
      });
    }

    // Opening each failing widget from the list: its title names the dialog, its error is text.
    const listed = within(list).getAllByRole('button');
    for (const [index, payload] of xssCorpus.entries()) {
      listed[index]!.click();
      const dialog = await openDialog(payload);
      await vi.waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(payload, { normalizeWhitespace: false }), { timeout: 10_000 });
    }
    await userEvent.keyboard('{Escape}');
    expect(injectedMarkup(document.body)).toEqual([]);
    await settle();
    expect(xss).not.toHaveBeenCalled();
  });

  it('runs the payloads inside the HTML widget frame only, never in the page', async () => {
    const handleAction = vi.fn();
    // Each payload that runs in the frame tries the page: `top.__xss` throws there, so it is
    // noted, and the Report button (first: some payloads, an unclosed <style>, swallow all
    // markup after them) sends the list in one dispatch, which needs a click of its own.
    const markup = `<button type="button" onclick="cameo.dispatch('ran-in-frame', ran)">Report</button><script>
        var ran = [];
        window.__xss = function (id) { ran.push(id); };
      </script>
      ${xssCorpus.join('\n')}`;
    render(
      <CameoProvider widgets={[defineHtmlWidget({ id: 'corpus', title: 'Corpus', render: () => markup, handleAction })]} transcript={[]}>
        <WidgetView widget="corpus" />
      </CameoProvider>,
    );
    // Scripts did run, inside the frame, and reached the page only as actions. Clicked until
    // they have: on a busy machine an onload can land late.
    const report = page.frameLocator(page.frameLocator(page.getByTitle('Corpus')).getByTitle('Corpus')).getByRole('button', { name: 'Report' });
    await vi.waitFor(
      async () => {
        handleAction.mockClear();
        await report.click();
        await vi.waitFor(() => expect(handleAction).toHaveBeenCalled());
        expect(handleAction.mock.calls[0]![1]).toEqual(expect.arrayContaining(['script', 'img', 'svg']));
      },
      { timeout: 10_000 },
    );
    expect(injectedMarkup(document.body)).toEqual([]);
    await settle();
    expect(xss).not.toHaveBeenCalled();
  });
});

/** A failed render shows its error at once instead of after react-query's retries. */
function noRetry() {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

function ActOnce() {
  const { dispatch } = useWidgetInstance();
  return (
    <button type="button" onClick={() => void dispatch('act')}>
      Act
    </button>
  );
}
