import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, type ReactElement } from 'react';
import { CameoProvider, EntryError, Message, Note, ToolCard, Transcript, WidgetLauncher, WidgetView, defineWidget } from '../../src';
import { testQueryClient } from '../helpers/renderCameo';

function inProvider(ui: ReactElement) {
  return render(
    <CameoProvider queryClient={testQueryClient()} widgets={[defineWidget({ id: 'w', component: () => <p>widget body</p> })]}>
      {ui}
    </CameoProvider>,
  );
}

const parts: Array<[string, (props: { className: string; 'data-testid': string; ref: never }) => ReactElement]> = [
  ['message', (props) => <Message entry={{ type: 'user', text: 'hi' }} {...props} />],
  ['tool-card', (props) => <ToolCard group={{ callKey: 'c', uiKeys: [] }} {...props} />],
  ['note', (props) => <Note note={{ kind: 'text', text: 'fyi' }} {...props} />],
  ['entry-error', (props) => <EntryError entry={{ type: 'error', message: 'bad' }} {...props} />],
  ['widget-launcher', (props) => <WidgetLauncher launcher={{ kind: 'widget', label: 'Open', widget: 'w' }} launcherKey="k" {...props} />],
  ['widget-view', (props) => <WidgetView widget="w" {...props} />],
  ['transcript', (props) => <Transcript {...props} />],
];

describe('styled parts', () => {
  it.each(parts)('%s has its data-slot, takes className and rest props, and forwards its ref', (slot, make) => {
    const ref = createRef<HTMLElement>();
    inProvider(make({ className: 'theirs', 'data-testid': 'part', ref: ref as never }));
    const element = screen.getByTestId('part');
    expect(element).toHaveAttribute('data-slot', slot);
    expect(element).toHaveClass('theirs');
    expect(ref.current).toBe(element);
  });

  it('runs the app’s onClick and still opens the widget, unless the app prevents it', async () => {
    const user = userEvent.setup();
    const seen = vi.fn();
    inProvider(
      <>
        <WidgetLauncher launcher={{ kind: 'widget', label: 'Open', widget: 'w', data: {} }} launcherKey="a" onClick={seen} />
        <WidgetLauncher
          launcher={{ kind: 'widget', label: 'Blocked', widget: 'w', data: {} }}
          launcherKey="b"
          onClick={(event) => event.preventDefault()}
        />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Blocked' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(seen).toHaveBeenCalledTimes(1);
    expect(within(screen.getByRole('dialog', { name: 'Open' })).getByText('widget body')).toBeInTheDocument();
  });

  it('puts every built-in string through labels', async () => {
    const user = userEvent.setup();
    render(
      <CameoProvider
        queryClient={testQueryClient()}
        labels={{ conversation: 'Gespräch', empty: 'Noch nichts.', close: 'Schließen', unknownWidget: (id) => `Unbekannt: ${id}` }}
        transcript={[]}
      >
        <Transcript />
        <WidgetLauncher launcher={{ kind: 'widget', label: 'Öffnen', widget: 'nope' }} launcherKey="k" />
      </CameoProvider>,
    );
    expect(screen.getByRole('log', { name: 'Gespräch' })).toHaveTextContent('Noch nichts.');
    await user.click(screen.getByRole('button', { name: 'Öffnen' }));
    const dialog = screen.getByRole('dialog', { name: 'Öffnen' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Unbekannt: nope');
    expect(within(dialog).getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
  });

  it('draws rows with the app’s replacements for any part', () => {
    render(
      <CameoProvider
        queryClient={testQueryClient()}
        transcript={[
          { type: 'user', text: 'hello' },
          { type: 'ui', toolCallId: 'c', ui: { kind: 'text', text: 'a note' } },
        ]}
      >
        <Transcript components={{ Note: ({ note }) => <aside data-testid="custom-note">📎 {note.text}</aside> }} />
      </CameoProvider>,
    );
    expect(screen.getByTestId('custom-note')).toHaveTextContent('📎 a note');
    expect(screen.getByText('hello').closest('[data-slot="message"]')).toBeInTheDocument();
  });
});
