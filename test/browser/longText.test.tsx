import { render, screen, within } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import '../../src/styles.css';
import { CameoProvider, Transcript, createCameoClient } from '../../src';

const run = 'ب'.repeat(80_000);

function renderLongTranscript() {
  const client = createCameoClient({
    transcript: [
      { type: 'user', text: `look: ${run}` },
      { type: 'assistant', text: `**Here** it is: ${run}` },
      { type: 'tool_result', toolCallId: 'gone', content: run, isError: false },
    ],
  });
  render(
    <div style={{ width: '480px' }}>
      <CameoProvider client={client}>
        <Transcript virtualize={false} />
      </CameoProvider>
    </div>,
  );
  const log = screen.getByRole('log');
  const parts = {
    user: log.querySelector<HTMLElement>('[data-slot="message-text"]')!,
    assistant: log.querySelector<HTMLElement>('[data-slot="markdown"]')!,
    result: log.querySelector<HTMLElement>('[data-slot="tool-card-result"]')!,
  };
  return { log, parts };
}

/** No part is wider than the column, and nothing scrolls sideways. */
function expectNoHorizontalOverflow(log: HTMLElement, parts: Record<string, HTMLElement>) {
  const column = log.getBoundingClientRect();
  for (const [name, part] of Object.entries(parts)) {
    const box = part.getBoundingClientRect();
    expect(box.width, name).toBeGreaterThan(0);
    expect(box.right, name).toBeLessThanOrEqual(column.right + 0.5);
    expect(part.scrollWidth, name).toBeLessThanOrEqual(part.clientWidth + 1);
  }
  expect(log.scrollWidth).toBeLessThanOrEqual(log.clientWidth + 1);
}

describe('long unbroken text in Chromium', () => {
  it('wraps an 80,000-character run inside the column, folded at the cap with a visible Show more', async () => {
    const { log, parts } = renderLongTranscript();
    // Past 16 KB arriving whole, markdown is drawn a step per frame: read it once all drawn.
    const drawn = () => vi.waitFor(() => expect(log.querySelector('[data-revealing]')).toBeNull(), { timeout: 30_000 });
    await drawn();
    for (const [name, part] of Object.entries(parts)) {
      expect(getComputedStyle(part).overflowWrap, name).toBe('anywhere');
      expect(part.querySelectorAll('wbr').length, name).toBeGreaterThan(100);
      expect(part.textContent!.length, name).toBeLessThanOrEqual(20_000);
    }
    expectNoHorizontalOverflow(log, parts);
    const toggles = within(log).getAllByRole('button', { name: /^Show more \([\d,]+ more characters\)$/ });
    expect(toggles).toHaveLength(3);
    for (const toggle of toggles) expect(toggle).toBeVisible();

    await userEvent.click(toggles[1]!);
    await drawn();
    expect(parts.assistant.textContent).toBe(`Here it is: ${run}`);
    expect(toggles[1]).toHaveAccessibleName('Show less');
    expect(toggles[1]).toHaveFocus();
    expectNoHorizontalOverflow(log, parts);

    // Folding back from the end of the long text: the button, where focus is, stays in view.
    toggles[1]!.scrollIntoView({ block: 'end' });
    await userEvent.click(toggles[1]!);
    expect(parts.assistant.textContent!.length).toBeLessThanOrEqual(20_000);
    expect(toggles[1]).toHaveFocus();
    const box = toggles[1]!.getBoundingClientRect();
    expect(box.top).toBeGreaterThanOrEqual(0);
    expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
  });
});
