import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CameoProvider, defineWidget } from '../../src';
import { MessagePrimitive, TranscriptPrimitive, WidgetPrimitive, defaultComponents } from '../../src/primitives';
import { testQueryClient } from '../helpers/renderCameo';

const transcript = [
  { type: 'assistant', text: 'Here you go' },
  { type: 'tool_result', toolCallId: 'c', content: 'failed', isError: true },
  { type: 'ui', toolCallId: 'c', ui: { kind: 'widget', label: 'Open it', widget: 'w', data: { n: 1 } } },
];

function HeadlessChat() {
  return (
    <TranscriptPrimitive.Root className="chat">
      <TranscriptPrimitive.List components={defaultComponents} />
    </TranscriptPrimitive.Root>
  );
}

function HeadlessHost() {
  return (
    <WidgetPrimitive.Root>
      <WidgetPrimitive.Portal>
        <WidgetPrimitive.Content className="sheet">
          <WidgetPrimitive.Title />
          <WidgetPrimitive.Close />
          <WidgetPrimitive.Body />
        </WidgetPrimitive.Content>
      </WidgetPrimitive.Portal>
    </WidgetPrimitive.Root>
  );
}

function renderHeadless() {
  return render(
    <CameoProvider
      queryClient={testQueryClient()}
      host={<HeadlessHost />}
      transcript={transcript}
      widgets={[defineWidget<{ n: number }>({ id: 'w', component: ({ data }) => <p>n = {data.n}</p> })]}
    >
      <HeadlessChat />
    </CameoProvider>,
  );
}

describe('headless primitives', () => {
  it('render state as data attributes and carry no classes or slots of their own', () => {
    const { container } = renderHeadless();
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-kind'))).toEqual(['assistant', 'tool_result', 'launcher']);
    expect(items[0]!.firstElementChild).toHaveAttribute('data-role', 'assistant');
    expect(items[1]!.firstElementChild).toHaveAttribute('data-state', 'error');
    expect(screen.getByRole('button', { name: 'Open it' })).toHaveAttribute('data-state', 'closed');
    expect(container.querySelectorAll('[class]:not(.chat)')).toHaveLength(0);
    expect(container.querySelectorAll('[data-slot]')).toHaveLength(0);
  });

  it('build a working host: dialog named by the label, body states, Close', async () => {
    const user = userEvent.setup();
    renderHeadless();
    await user.click(screen.getByRole('button', { name: 'Open it' }));
    const dialog = screen.getByRole('dialog', { name: 'Open it' });
    expect(dialog).toHaveAttribute('data-container', 'modal');
    expect(dialog).toHaveClass('sheet');
    expect(screen.getByText('n = 1').parentElement).toHaveAttribute('data-status', 'ready');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open it' })).toHaveFocus();
  });

  it('merge onto the app’s own element with asChild', () => {
    render(
      <CameoProvider queryClient={testQueryClient()} transcript={[{ type: 'user', text: 'hi' }]}>
        <TranscriptPrimitive.Root asChild>
          <section data-testid="mine" />
        </TranscriptPrimitive.Root>
        <MessagePrimitive.Root entry={{ type: 'user', text: 'typed' }} asChild>
          <article data-testid="message">
            <MessagePrimitive.Text />
          </article>
        </MessagePrimitive.Root>
      </CameoProvider>,
    );
    const root = screen.getByTestId('mine');
    expect(root.tagName).toBe('SECTION');
    expect(root).toHaveAttribute('role', 'log');
    const message = screen.getByTestId('message');
    expect(message.tagName).toBe('ARTICLE');
    expect(message).toHaveAttribute('data-role', 'user');
    expect(message).toHaveTextContent('typed');
  });

  it('explain a sub-part used outside its part', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      render(
        <CameoProvider queryClient={testQueryClient()}>
          <MessagePrimitive.Text />
        </CameoProvider>,
      ),
    ).toThrow('This part must be inside a transcript part for a user or assistant entry.');
  });

  it('give leaf parts’ text to the app’s element with asChild, and rows too', () => {
    const components = {
      ...defaultComponents,
      Note: ({ note }: { note: { kind: 'text'; text: string } }) => (
        <TranscriptPrimitive.Note note={note} asChild>
          <em data-testid="note" />
        </TranscriptPrimitive.Note>
      ),
      Message: ({ entry }: { entry: { type: 'user' | 'assistant'; text: string } }) => (
        <MessagePrimitive.Root entry={entry}>
          <MessagePrimitive.Text asChild>
            <q data-testid="text" />
          </MessagePrimitive.Text>
        </MessagePrimitive.Root>
      ),
    };
    render(
      <CameoProvider
        queryClient={testQueryClient()}
        transcript={[
          { type: 'user', text: 'quoted' },
          { type: 'ui', toolCallId: 'c', ui: { kind: 'text', text: 'emphasised' } },
        ]}
      >
        <TranscriptPrimitive.List components={components}>
          {(key) => (
            <TranscriptPrimitive.Item key={key} entryKey={key} components={components} asChild>
              <div data-testid="row" />
            </TranscriptPrimitive.Item>
          )}
        </TranscriptPrimitive.List>
      </CameoProvider>,
    );
    expect(screen.getByTestId('text').tagName).toBe('Q');
    expect(screen.getByTestId('text')).toHaveTextContent('quoted');
    expect(screen.getByTestId('note').tagName).toBe('EM');
    expect(screen.getByTestId('note')).toHaveTextContent('emphasised');
    expect(screen.getAllByTestId('row').map((row) => row.getAttribute('data-kind'))).toEqual(['user', 'note']);
  });
});
