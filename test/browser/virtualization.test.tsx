import { act, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import '../../src/styles.css';
import { CameoProvider, Transcript, createCameoClient, defineWidget, type NewEntry } from '../../src';

function history(count: number, from = 0): NewEntry[] {
  return Array.from({ length: count }, (_, offset) => {
    const index = from + offset;
    if (index % 10 === 5) {
      return { type: 'ui', toolCallId: `c${index}`, ui: { kind: 'widget', label: `Open chart ${index}`, widget: 'chart', data: { index } } };
    }
    return { type: index % 2 ? 'assistant' : 'user', text: `Message ${index} ${'lorem ipsum '.repeat(index % 7)}` };
  });
}

const chart = defineWidget({ id: 'chart', component: () => <p>chart</p> });

/** A client holding `entries`, with the chart widget their launchers open. */
function clientWith(entries: NewEntry[]) {
  return createCameoClient({ transcript: entries, widgets: [chart] });
}

function renderLong(client: ReturnType<typeof clientWith>, virtualize: boolean | 'auto' = 'auto') {
  return render(
    <CameoProvider client={client}>
      <Transcript style={{ height: 600 }} virtualize={virtualize} />
    </CameoProvider>,
  );
}

const log = () => screen.getByRole('log');
const rows = () => log().querySelectorAll('[data-slot="transcript-item"]');
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

describe('virtualized transcript in Chromium', () => {
  it('draws what the view shows, not what the history holds', async () => {
    const client = clientWith(history(10_000));
    renderLong(client);
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    expect(rows().length).toBeLessThan(60);
    expect(rows()[0]).toHaveAttribute('aria-setsize', '10000');
  });

  it('starts at the latest entry and follows new ones, until the user scrolls up', async () => {
    const client = clientWith(history(1_000));
    const store = client.transcript;
    renderLong(client);
    await waitFor(() => expect(screen.getByText(/^Message 999/)).toBeVisible());

    act(() => void store.getState().append({ type: 'assistant', text: 'A brand new reply' }));
    await waitFor(() => expect(screen.getByText('A brand new reply')).toBeVisible());

    log().scrollTop = 0;
    await waitFor(() => expect(screen.getByRole('button', { name: 'Jump to latest' })).toBeVisible());
    act(() => void store.getState().append({ type: 'assistant', text: 'Another reply' }));
    await nextFrame();
    expect(log().scrollTop).toBeLessThan(100);

    await userEvent.click(screen.getByRole('button', { name: 'Jump to latest' }));
    await waitFor(() => expect(screen.getByText('Another reply')).toBeVisible());
    expect(screen.queryByRole('button', { name: 'Jump to latest' })).toBeNull();
  });

  it.each([true, false])('sticks to the bottom while a reply streams in (virtualized: %s)', async (virtualize) => {
    const client = clientWith(history(150));
    const store = client.transcript;
    renderLong(client, virtualize);
    const [key] = store.getState().append({ type: 'assistant', text: 'Streaming' });
    for (let token = 0; token < 40; token += 1) {
      act(() => store.getState().appendText(key!, ' and more words that wrap onto new lines'));
      await nextFrame();
    }
    const node = log();
    await waitFor(() => expect(node.scrollHeight - node.scrollTop - node.clientHeight).toBeLessThan(30));
  });

  it.each([true, false])('keeps the view still when older history is prepended (virtualized: %s)', async (virtualize) => {
    const client = clientWith(history(150, 1_000));
    const store = client.transcript;
    renderLong(client, virtualize);
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    log().scrollTop = 4_000;
    await nextFrame();
    const anchor = [...rows()].find((row) => row.getBoundingClientRect().top >= log().getBoundingClientRect().top)!;
    const before = anchor.getBoundingClientRect().top;
    const text = anchor.textContent;

    act(() => void store.getState().prepend(history(100)));
    await nextFrame();
    await nextFrame();
    const same = [...rows()].find((row) => row.textContent === text);
    expect(same).toBeDefined();
    expect(Math.abs(same!.getBoundingClientRect().top - before)).toBeLessThan(80);
  });

  it('never unmounts the row that holds focus', async () => {
    const client = clientWith(history(2_000));
    renderLong(client);
    const launcher = await screen.findByRole('button', { name: 'Open chart 1995' });
    launcher.focus();
    await nextFrame();
    log().scrollTop = 0;
    await nextFrame();
    await nextFrame();
    expect(screen.getByText(/^Message 0$/)).toBeInTheDocument();
    expect(launcher).toBeInTheDocument();
    expect(launcher).toHaveFocus();
  });
});

describe('streaming into a 10,000-entry transcript in Chromium', () => {
  it('re-renders one row per token', async () => {
    const { countingParts } = await import('../helpers/countingParts');
    const client = clientWith(history(10_000));
    const store = client.transcript;
    const [lastKey] = store.getState().append({ type: 'assistant', text: 'streamed reply' });
    const { renders, components } = countingParts();
    render(
      <CameoProvider client={client}>
        <Transcript style={{ height: 600 }} components={components} />
      </CameoProvider>,
    );
    await waitFor(() => expect(screen.getByText('streamed reply')).toBeVisible());
    await nextFrame();
    renders.length = 0;
    for (let token = 0; token < 30; token += 1) {
      act(() => store.getState().appendText(lastKey!, ' with more words so that it wraps'));
      await nextFrame();
    }
    expect(new Set(renders)).toEqual(new Set(['streamed']));
    expect(renders.length).toBeLessThanOrEqual(60);
  });
});

describe('keyboard across virtualization', () => {
  it('walks launchers with Shift+Tab past the rows that were drawn at first', async () => {
    const client = clientWith(history(2_000));
    renderLong(client);
    const start = await screen.findByRole('button', { name: 'Open chart 1995' });
    start.focus();
    // Assistant messages' Copy buttons sit between the launchers in the Tab order: walk past them.
    const visited: string[] = [];
    for (let press = 0; press < 40 && visited.length < 6; press += 1) {
      await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
      await nextFrame();
      const name = document.activeElement?.textContent ?? '';
      if (name.startsWith('Open chart')) visited.push(name);
    }
    expect(visited).toEqual(['Open chart 1985', 'Open chart 1975', 'Open chart 1965', 'Open chart 1955', 'Open chart 1945', 'Open chart 1935']);
  });
});
