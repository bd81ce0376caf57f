import { render, screen, waitFor, within } from '@testing-library/react';
import { page, userEvent } from 'vitest/browser';
import '../../src/styles.css';
import { CameoProvider, Transcript, WidgetPanel, defineWidget, useWidget, type WidgetProps } from '../../src';

function Notes({ data }: WidgetProps<{ text: string }>) {
  return (
    <form aria-label="Notes">
      <p>{data.text}</p>
      <button type="button">Save</button>
    </form>
  );
}

const transcript = [
  ...Array.from({ length: 40 }, (_, index) => ({ type: 'user', text: `Message ${index}` })),
  { type: 'ui', toolCallId: 'c1', ui: { kind: 'widget', label: 'Open notes', widget: 'notes', data: { text: 'Draft' } } },
];

/** An app control outside the panel that closes it, as an agent's "done" might. */
function CloseNotes() {
  const notes = useWidget('notes');
  return (
    <button type="button" onClick={notes.close}>
      Done with notes
    </button>
  );
}

function Chat({ dir, slot, onAttach }: { dir?: 'ltr' | 'rtl'; slot?: boolean; onAttach?: () => void }) {
  return (
    <CameoProvider dir={dir} widgets={[defineWidget({ id: 'notes', component: Notes, container: 'panel' })]} transcript={transcript}>
      <div dir={dir} style={{ display: 'flex', height: '600px' }}>
        <main style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <Transcript style={{ flex: 1, minHeight: 0 }} />
          <label>
            Message
            <textarea />
          </label>
          <button type="button" onClick={onAttach}>
            Attach
          </button>
          <CloseNotes />
        </main>
        {slot && <WidgetPanel />}
      </div>
    </CameoProvider>
  );
}

async function openPanel() {
  const launcher = screen.getByRole('button', { name: 'Open notes' });
  await userEvent.click(launcher);
  const panel = await screen.findByRole('dialog', { name: 'Open notes' });
  await Promise.all(panel.getAnimations().map((animation) => animation.finished));
  return { launcher, panel };
}

describe('panel container in Chromium', () => {
  beforeEach(async () => {
    await page.viewport(1200, 800);
  });

  it('leaves the chat usable: it scrolls, and its controls take clicks and focus', async () => {
    const onAttach = vi.fn();
    render(<Chat slot onAttach={onAttach} />);
    const { panel } = await openPanel();
    expect(panel).toHaveAttribute('data-container', 'panel');
    expect(panel).not.toHaveAttribute('aria-modal', 'true');
    expect(panel).toContainElement(document.activeElement as HTMLElement);
    expect(within(panel).getByText('Draft')).toBeVisible();

    // Nothing of the page is hidden or inert: the chat is still in the accessibility tree.
    expect(screen.getByText('Message 0')).toBeVisible();
    expect(getComputedStyle(document.body).overflow).not.toBe('hidden');
    // A modal's scroll lock cancels wheel events over the page; the chat under a panel gets them.
    const log = screen.getByRole('log');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open notes' })).toBeVisible());
    const wheel = new WheelEvent('wheel', { deltaY: -200, bubbles: true, cancelable: true });
    expect(screen.getByText('Message 30').dispatchEvent(wheel)).toBe(true);
    log.scrollTop = 0;
    expect(await screen.findByRole('button', { name: 'Jump to latest' })).toBeVisible();

    const attach = screen.getByRole('button', { name: 'Attach' });
    await userEvent.click(attach);
    expect(onAttach).toHaveBeenCalledTimes(1);
    expect(attach).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Open notes' })).toBeVisible();

    const composer = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.click(composer);
    expect(composer).toHaveFocus();
    await userEvent.keyboard('hello');
    expect(composer).toHaveValue('hello');
    // Focus and clicks outside do not close it; neither does Esc from the chat.
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Open notes' })).toBeVisible();
    expect(composer).toHaveFocus();
  });

  it('takes the slot beside the chat, so the chat is not covered', async () => {
    render(<Chat slot />);
    const { panel } = await openPanel();
    const chat = screen.getByRole('log').getBoundingClientRect();
    const box = panel.getBoundingClientRect();
    expect(Math.round(box.right)).toBe(window.innerWidth);
    expect(box.left).toBeGreaterThanOrEqual(Math.floor(chat.right));
    const middle = document.elementFromPoint(chat.left + chat.width / 2, chat.top + chat.height / 2);
    expect(screen.getByRole('log')).toContainElement(middle as HTMLElement);
  });

  it('closes on Esc from inside and returns focus to the launcher', async () => {
    render(<Chat slot />);
    const { launcher, panel } = await openPanel();
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(launcher).toHaveFocus());
  });

  it('closes from its Close button and returns focus to the launcher', async () => {
    render(<Chat />);
    const { launcher, panel } = await openPanel();
    await userEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(launcher).toHaveFocus());
  });

  it('without a slot, docks at the right edge in left-to-right text', async () => {
    render(<Chat />);
    const { panel } = await openPanel();
    const box = panel.getBoundingClientRect();
    expect(Math.round(box.right)).toBe(window.innerWidth);
    expect(box.left).toBeGreaterThan(0);
    expect(Math.round(box.height)).toBe(window.innerHeight);
  });

  it('without a slot, docks at the left edge in right-to-left text', async () => {
    render(<Chat dir="rtl" />);
    const { panel } = await openPanel();
    const box = panel.getBoundingClientRect();
    expect(Math.round(box.left)).toBe(0);
    expect(Math.round(box.right)).toBeLessThan(window.innerWidth);
  });

  it('in a slot, sits at the left in right-to-left text', async () => {
    render(<Chat dir="rtl" slot />);
    const { panel } = await openPanel();
    const box = panel.getBoundingClientRect();
    expect(Math.round(box.left)).toBe(0);
    expect(box.right).toBeLessThanOrEqual(Math.ceil(screen.getByRole('log').getBoundingClientRect().left));
  });

  it('opens fullscreen and modal on a narrow viewport', async () => {
    await page.viewport(480, 800);
    render(<Chat slot />);
    const { panel } = await openPanel();
    expect(panel).toHaveAttribute('data-container', 'fullscreen');
    const box = panel.getBoundingClientRect();
    expect([box.left, box.top, Math.round(box.width)]).toEqual([0, 0, window.innerWidth]);
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
  });

  it('does not trap focus: Tab and Shift+Tab move on from its edges to the page', async () => {
    render(<Chat slot />);
    const { panel } = await openPanel();
    const close = within(panel).getByRole('button', { name: 'Close' });
    within(panel).getByRole('button', { name: 'Save' }).focus();
    await userEvent.keyboard('{Tab}');
    expect(panel).not.toContainElement(document.activeElement as HTMLElement);
    close.focus();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    expect(panel).not.toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole('dialog', { name: 'Open notes' })).toBeVisible();
    // Inside, Tab still moves between the panel's own controls.
    close.focus();
    await userEvent.keyboard('{Tab}');
    expect(within(panel).getByRole('button', { name: 'Save' })).toHaveFocus();
  });

  it('closed from the chat, leaves focus where the user is', async () => {
    render(<Chat slot />);
    await openPanel();
    const done = screen.getByRole('button', { name: 'Done with notes' });
    await userEvent.click(done);
    expect(screen.queryByRole('dialog')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(done).toHaveFocus();
  });
});
