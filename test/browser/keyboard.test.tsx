import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import '../../src/styles.css';
import { CameoProvider, Transcript, WidgetActionButton, createMemoryTransport, defineServerWidget, defineWidget, type WidgetProps } from '../../src';

function Checklist({ data }: WidgetProps<{ items: string[]; done: string[] }>) {
  return (
    <ul aria-label="Checklist">
      {data.items.map((item) => (
        <li key={item}>
          {item} {data.done.includes(item) ? '(done)' : '(open)'}{' '}
          <WidgetActionButton action="done" args={{ item }}>
            Finish {item}
          </WidgetActionButton>
        </li>
      ))}
    </ul>
  );
}

function renderChat() {
  const done: string[] = [];
  const transport = createMemoryTransport({
    widgets: [
      defineServerWidget({
        id: 'checklist',
        render: () => ({ items: ['Build', 'Ship'], done: [...done] }),
        handleAction: (_action, args) => void done.push((args as { item: string }).item),
      }),
    ],
  });
  render(
    <CameoProvider
      widgets={[defineWidget({ id: 'checklist', component: Checklist })]}
      transport={transport}
      transcript={[
        { type: 'user', text: 'What is left before the release?' },
        { type: 'ui', toolCallId: 'c1', ui: { kind: 'widget', label: 'Open checklist', widget: 'checklist' } },
      ]}
    >
      <Transcript />
    </CameoProvider>,
  );
  return transport;
}

/** Presses Tab until `target` has focus, at most `limit` times. */
async function tabTo(target: HTMLElement, limit = 10) {
  for (let presses = 0; presses < limit; presses += 1) {
    await userEvent.keyboard('{Tab}');
    if (document.activeElement === target) return;
  }
  throw new Error(`"${target.textContent}" never got focus in ${limit} presses of Tab`);
}

describe('keyboard only', () => {
  it('reaches a launcher, opens the widget, acts inside it and returns focus on Esc', async () => {
    const transport = renderChat();
    const launcher = screen.getByRole('button', { name: 'Open checklist' });
    await tabTo(launcher);

    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Open checklist' });
    const finishShip = await within(dialog).findByRole('button', { name: 'Finish Ship' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await tabTo(finishShip);
    await userEvent.keyboard('{Enter}');
    expect(await within(dialog).findByText(/Ship \(done\)/)).toBeVisible();
    expect(transport.calls.filter((call) => call.method === 'action')).toHaveLength(1);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(launcher).toHaveFocus();
    expect(transport.subscriberCount()).toBe(0);
  });

  it('opens with Space as well as Enter', async () => {
    renderChat();
    const launcher = screen.getByRole('button', { name: 'Open checklist' });
    await tabTo(launcher);
    await userEvent.keyboard(' ');
    expect(await screen.findByRole('dialog', { name: 'Open checklist' })).toBeVisible();
  });
});
