import { render, screen, within } from '@testing-library/react';
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
});
