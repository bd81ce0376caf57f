import { render, screen, within } from '@testing-library/react';
import { page } from 'vitest/browser';
import '../../src/styles.css';
import { CameoProvider, Transcript, type TranscriptEntry } from '../../src';
import { contrast } from '../../stories/fixtures/themeColours';

// The default look on a phone (390 px wide), light and dark: nothing wider than the screen,
// the user's bubble narrower than the column, and the empty state's prompts wrapped onto it.

const long = 'A question long enough to wrap on a phone, with a URL https://example.com/a/very/long/path/that/never/breaks';

const conversation: TranscriptEntry[] = [
  { type: 'user', text: 'Hi' },
  { type: 'user', text: long },
  { type: 'assistant', text: 'Sales rose **12%**.\n\n| Region | Q3 |\n|---|---|\n| North | 11 |' },
  { type: 'tool_call', id: 'c1', name: 'get_sales_for_every_region_and_quarter', args: { quarter: 'Q3' } },
  { type: 'tool_result', toolCallId: 'c1', content: 'ok', isError: false },
  { type: 'ui', toolCallId: 'c1', ui: { kind: 'widget', label: 'Open the Q3 sales table for every region', widget: 'sales' } },
];

beforeEach(async () => {
  await page.viewport(390, 844);
  expect(document.documentElement.clientWidth).toBe(390);
});

afterEach(() => {
  delete document.documentElement.dataset.cameoTheme;
});

function expectWithinScreen(element: HTMLElement) {
  for (const child of element.querySelectorAll<HTMLElement>('*')) {
    const box = child.getBoundingClientRect();
    expect({ slot: child.dataset.slot ?? child.tagName, right: Math.round(box.right) }).toEqual({
      slot: child.dataset.slot ?? child.tagName,
      right: expect.toSatisfy((right: number) => right <= 390),
    });
  }
}

describe.each(['light', 'dark'] as const)('at 390 px, %s', (theme) => {
  it('keeps every part of a conversation on the screen, the short bubble fitted to its text', () => {
    document.documentElement.dataset.cameoTheme = theme;
    render(
      <CameoProvider transcript={conversation}>
        <Transcript style={{ height: 800 }} />
      </CameoProvider>,
    );
    const log = screen.getByRole('log', { name: 'Conversation' });
    expect(log.scrollWidth).toBeLessThanOrEqual(log.clientWidth);
    expectWithinScreen(log);
    const bubble = (text: string) => within(log).getByText(text).closest<HTMLElement>('[data-slot="message-text"]')!;
    expect(bubble('Hi').getBoundingClientRect().width).toBeLessThan(100);
    const style = getComputedStyle(bubble(long));
    expect(contrast(style.color, style.backgroundColor)).toBeGreaterThanOrEqual(4.5);
  });

  it('wraps the empty state’s prompts onto the screen', () => {
    document.documentElement.dataset.cameoTheme = theme;
    render(
      <CameoProvider>
        <Transcript
          style={{ height: 800 }}
          suggestions={['Summarise Q3 sales', 'Which region grew fastest?', 'Draft a note to the team']}
          onSuggestion={() => {}}
        />
      </CameoProvider>,
    );
    const log = screen.getByRole('log', { name: 'Conversation' });
    expect(log.scrollWidth).toBeLessThanOrEqual(log.clientWidth);
    expectWithinScreen(log);
    const heading = screen.getByRole('heading', { name: 'How can I help?' });
    const headingStyle = getComputedStyle(heading);
    expect(contrast(headingStyle.color, getComputedStyle(log).backgroundColor)).toBeGreaterThanOrEqual(7);
    for (const button of within(screen.getByRole('list', { name: 'Suggestions' })).getAllByRole('button')) {
      const chip = getComputedStyle(button);
      expect(contrast(chip.color, chip.backgroundColor)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
