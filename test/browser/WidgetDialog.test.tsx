import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import '../../src/styles.css';
import { CameoProvider, Transcript, defineWidget, type WidgetProps } from '../../src';

function Counter({ data }: WidgetProps<{ count: number }>) {
  return (
    <form aria-label="Counter">
      <p>Count: {data.count}</p>
      <button type="button">Increment</button>
      <button type="button">Reset</button>
    </form>
  );
}

const transcript = [
  { type: 'user', text: 'Open the counter' },
  { type: 'ui', toolCallId: 'c1', ui: { kind: 'widget', label: 'Open counter', widget: 'counter', data: { count: 3 } } },
  { type: 'assistant', text: 'Here it is.' },
];

function renderChat() {
  return render(
    <CameoProvider widgets={[defineWidget({ id: 'counter', component: Counter })]} transcript={transcript}>
      <button type="button">Before the chat</button>
      <Transcript />
    </CameoProvider>,
  );
}

describe('widget dialog in Chromium', () => {
  it('opens from the launcher, traps focus, closes on Esc and returns focus', async () => {
    renderChat();
    const launcher = screen.getByRole('button', { name: 'Open counter' });
    await userEvent.click(launcher);

    const dialog = screen.getByRole('dialog', { name: 'Open counter' });
    expect(within(dialog).getByText('Count: 3')).toBeVisible();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    // Tab cycles inside the dialog and never reaches the page behind it.
    for (let step = 0; step < 5; step += 1) {
      await userEvent.keyboard('{Tab}');
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(launcher).toHaveFocus();
  });

  it('hides the page behind from assistive technology and locks its scroll while open', async () => {
    const { container } = renderChat();
    await userEvent.click(screen.getByRole('button', { name: 'Open counter' }));
    expect(container).toHaveAttribute('aria-hidden', 'true');
    expect(getComputedStyle(document.body).overflow).toBe('hidden');
    expect(screen.queryByRole('button', { name: 'Before the chat' })).toBeNull();

    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(container).not.toHaveAttribute('aria-hidden');
    expect(screen.getByRole('button', { name: 'Before the chat' })).toBeVisible();
  });

  it('draws the modal above the page, centred in the viewport', async () => {
    renderChat();
    await userEvent.click(screen.getByRole('button', { name: 'Open counter' }));
    const box = screen.getByRole('dialog').getBoundingClientRect();
    const middle = box.left + box.width / 2;
    expect(Math.abs(middle - window.innerWidth / 2)).toBeLessThan(2);
    expect(getComputedStyle(screen.getByRole('dialog')).position).toBe('fixed');
  });

  it.each(['modal', 'drawer', 'fullscreen'] as const)(
    'draws nothing of the kit over an open %s: Jump to latest stays under the overlay',
    async (container) => {
      const long = [
        transcript[1],
        ...Array.from({ length: 60 }, (_, index) => ({ type: 'assistant', text: `Reply ${index}` })),
      ];
      render(
        <CameoProvider widgets={[defineWidget({ id: 'counter', component: Counter, container })]} transcript={long}>
          <Transcript style={{ height: '400px' }} />
        </CameoProvider>,
      );
      await waitFor(() => expect(screen.getByText('Reply 59')).toBeVisible());
      // As a person does: a wheel up first (which stops following at once), then the move.
      screen.getByRole('log').dispatchEvent(new WheelEvent('wheel', { deltaY: -400, bubbles: true }));
      screen.getByRole('log').scrollTop = 0;
      const jump = await screen.findByRole('button', { name: 'Jump to latest' });
      await userEvent.click(screen.getByRole('button', { name: 'Open counter' }));
      const dialog = await screen.findByRole('dialog', { name: 'Open counter' });
      await Promise.all(dialog.getAnimations().map((animation) => animation.finished));

      const box = jump.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      expect(top).not.toBe(jump);
      const overlay = document.querySelector("[data-slot='widget-overlay']");
      expect(top === overlay || dialog.contains(top)).toBe(true);
    },
  );
});
