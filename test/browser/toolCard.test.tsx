import { act, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import '../../src/styles.css';
import { CameoProvider, Transcript, createCameoClient, defineWidget, type NewEntry } from '../../src';

const chart = defineWidget({ id: 'chart', component: () => <p>chart</p> });
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

function renderChat(entries: NewEntry[], props: { onToolApproval?: (decision: unknown) => void } = {}) {
  const client = createCameoClient({ transcript: entries, widgets: [chart], ...props });
  render(
    <CameoProvider client={client}>
      <Transcript style={{ height: 600 }} />
    </CameoProvider>,
  );
  return client;
}

const cardOf = (trigger: HTMLElement) => trigger.closest<HTMLElement>('[data-slot="tool-card"]')!;

describe('tool cards in Chromium', () => {
  it('expands and collapses by keyboard, showing arguments and result', async () => {
    renderChat([
      { type: 'user', text: 'Weather?' },
      { type: 'tool_call', id: 'c1', name: 'get_weather', args: { city: 'Oslo' } },
      { type: 'tool_result', toolCallId: 'c1', content: 'It is 21 °C in Oslo.', isError: false },
      { type: 'ui', toolCallId: 'c1', ui: { kind: 'widget', label: 'Weather in Oslo', widget: 'chart' } },
    ]);
    const trigger = screen.getByRole('button', { name: 'get_weather Done' });
    // The launcher is the point of the card: visible with the card closed.
    expect(screen.getByRole('button', { name: 'Weather in Oslo' })).toBeVisible();
    expect(screen.queryByText('It is 21 °C in Oslo.')).toBeNull();
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const content = document.getElementById(trigger.getAttribute('aria-controls')!)!;
    expect(within(content).getByText('It is 21 °C in Oslo.')).toBeVisible();
    expect(content).toHaveTextContent('"city": "Oslo"');
    await userEvent.keyboard(' ');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it('shows each status with an icon and words; a running call has a visible, moving indicator unless motion is reduced', async () => {
    renderChat([
      { type: 'tool_call', id: 'a', name: 'slow_tool', args: {} },
      { type: 'tool_call', id: 'b', name: 'ok_tool', args: {} },
      { type: 'tool_result', toolCallId: 'b', content: 'fine', isError: false },
      { type: 'tool_call', id: 'c', name: 'bad_tool', args: {} },
      { type: 'tool_result', toolCallId: 'c', content: 'disk full', isError: true },
      { type: 'tool_call', id: 'd', name: 'risky_tool', args: {}, approval: 'required' },
      { type: 'tool_call', id: 'e', name: 'refused_tool', args: {}, approval: 'required' },
      { type: 'tool_approval', toolCallId: 'e', approved: false },
    ]);
    const states = ['running', 'complete', 'error', 'pending', 'denied'];
    const words = ['Running', 'Done', 'Failed', 'Awaiting approval', 'Denied'];
    const triggers = ['slow_tool', 'ok_tool', 'bad_tool', 'risky_tool', 'refused_tool'].map((name) =>
      screen.getByRole('button', { name: new RegExp(`^${name} `) }),
    );
    triggers.forEach((trigger, index) => {
      expect(cardOf(trigger)).toHaveAttribute('data-state', states[index]);
      expect(trigger).toHaveAccessibleName(`${trigger.textContent!.split(' ')[0]} ${words[index]}`);
      const icon = trigger.querySelector<HTMLElement>('[data-part="icon"], [data-part="indicator"]')!;
      expect(icon.getBoundingClientRect().width).toBeGreaterThan(4);
    });
    expect(screen.getByText('disk full')).toBeVisible();

    const indicator = triggers[0]!.querySelector<HTMLElement>('[data-part="indicator"]')!;
    expect(indicator).toBeVisible();
    const still = matchMedia('(prefers-reduced-motion: reduce)').matches;
    expect(getComputedStyle(indicator).animationName).toBe(still ? 'none' : 'cameo-tool-card-spin');
  });

  it('approves by keyboard, tells the app, and leaves focus on the card’s trigger', async () => {
    const onToolApproval = vi.fn();
    renderChat([{ type: 'tool_call', id: 'c1', name: 'delete_files', args: { path: '/tmp/cache' }, approval: 'required' }], { onToolApproval });
    const question = screen.getByRole('group', { name: 'Allow delete_files to run?' });
    expect(question).toHaveTextContent('/tmp/cache');
    const trigger = screen.getByRole('button', { name: /^delete_files/ });
    trigger.focus();
    await userEvent.keyboard('{Tab}');
    expect(within(question).getByRole('button', { name: 'Approve' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onToolApproval).toHaveBeenCalledWith({ toolCallId: 'c1', approved: true });
    await waitFor(() => expect(cardOf(trigger)).toHaveAttribute('data-state', 'running'));
    expect(screen.queryByRole('group', { name: /Allow/ })).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('denies by keyboard; the card says Denied and focus stays on the card', async () => {
    const onToolApproval = vi.fn();
    renderChat([{ type: 'tool_call', id: 'c1', name: 'delete_files', args: {}, approval: 'required' }], { onToolApproval });
    const trigger = screen.getByRole('button', { name: /^delete_files/ });
    trigger.focus();
    await userEvent.keyboard('{Tab}{Tab}');
    expect(screen.getByRole('button', { name: 'Deny' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(cardOf(trigger)).toHaveAttribute('data-state', 'denied'));
    expect(trigger).toHaveAccessibleName('delete_files Denied');
    expect(trigger).toHaveFocus();
    expect(onToolApproval).toHaveBeenCalledWith({ toolCallId: 'c1', approved: false });
  });

  it('shows streamed arguments as they grow', async () => {
    const client = renderChat([{ type: 'tool_call', id: 'c1', name: 'search', args: {}, argsText: '' }]);
    const trigger = screen.getByRole('button', { name: /^search/ });
    await userEvent.click(trigger);
    const key = client.transcript.getState().keys[0]!;
    for (const delta of ['{"qu', 'ery": ', '"oslo', ' weather"}']) {
      act(() => client.transcript.getState().appendArgs(key, delta));
      await nextFrame();
    }
    expect(cardOf(trigger).querySelector('pre')).toHaveTextContent('{"query": "oslo weather"}');
  });
});

/** 10k entries where every tenth is a tool turn: call, result, launcher. */
function toolHistory(count: number): NewEntry[] {
  const entries: NewEntry[] = [];
  for (let index = 0; entries.length < count; index += 1) {
    if (index % 10 === 5) {
      const id = `c${index}`;
      entries.push(
        { type: 'tool_call', id, name: `tool_${index}`, args: { index } },
        { type: 'tool_result', toolCallId: id, content: `result ${index}`, isError: false },
        { type: 'ui', toolCallId: id, ui: { kind: 'widget', label: `Open chart ${index}`, widget: 'chart' } },
      );
    } else entries.push({ type: index % 2 ? 'assistant' : 'user', text: `Message ${index}` });
  }
  return entries.slice(0, count);
}

describe('tool cards in a 10,000-entry transcript', () => {
  it('virtualizes cards: few rows drawn, one row per card, focus kept while scrolling away', async () => {
    const client = renderChat(toolHistory(10_000));
    const log = screen.getByRole('log');
    const rows = () => log.querySelectorAll('[data-slot="transcript-item"]');
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    expect(rows().length).toBeLessThan(60);
    const setSize = Number(rows()[0]!.getAttribute('aria-setsize'));
    expect(setSize).toBeLessThan(10_000);
    expect(setSize).toBeGreaterThan(8_000);

    const launcher = (await screen.findAllByRole('button', { name: /^Open chart \d+$/ })).at(-1)!;
    const trigger = within(launcher.closest('[data-slot="tool-card"]')!).getAllByRole('button')[0]!;
    trigger.focus();
    await nextFrame();
    log.scrollTop = 0;
    await nextFrame();
    await nextFrame();
    expect(screen.getByText(/^Message 0$/)).toBeInTheDocument();
    expect(trigger).toBeInTheDocument();
    expect(trigger).toHaveFocus();

    // A new turn at the end still follows when the view is at the bottom.
    await userEvent.click(screen.getByRole('button', { name: 'Jump to latest' }));
    act(() => void client.transcript.getState().append({ type: 'tool_call', id: 'new', name: 'fresh_tool', args: {} }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'fresh_tool Running' })).toBeVisible());
  });
});
