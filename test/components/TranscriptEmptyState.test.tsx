import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CameoProvider, Transcript, useTranscript } from '../../src';

const suggestions = ['Summarise Q3 sales', 'Draft a release note'];

describe('Transcript empty state', () => {
  it('greets with a heading and a line, and offers no dead buttons without a handler', () => {
    render(
      <CameoProvider>
        <Transcript suggestions={suggestions} />
      </CameoProvider>,
    );
    const log = screen.getByRole('log', { name: 'Conversation' });
    expect(within(log).getByRole('heading', { name: 'How can I help?' })).toBeInTheDocument();
    expect(within(log).getByText('Ask a question to start the conversation.')).toBeInTheDocument();
    expect(within(log).queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers suggestions as a labelled list of buttons that hand their text to the app', async () => {
    const user = userEvent.setup();
    function Chat() {
      const { append } = useTranscript();
      return <Transcript suggestions={suggestions} onSuggestion={(text) => append({ type: 'user', text })} />;
    }
    render(
      <CameoProvider>
        <Chat />
      </CameoProvider>,
    );
    const list = screen.getByRole('list', { name: 'Suggestions' });
    expect(within(list).getAllByRole('button').map((button) => button.textContent)).toEqual(suggestions);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Draft a release note' })).toHaveFocus();
    await user.keyboard('{Enter}');
    // The picked prompt became the first message, and the empty state is gone.
    expect(screen.getByText('Draft a release note')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'How can I help?' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Suggestions' })).not.toBeInTheDocument();
  });

  it('takes its words from the labels, and `empty` still replaces all of it', () => {
    const { rerender } = render(
      <CameoProvider labels={{ emptyTitle: 'Bonjour', empty: 'Posez une question.', suggestions: 'Idées' }}>
        <Transcript suggestions={['Résumer']} onSuggestion={() => {}} />
      </CameoProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Bonjour' })).toBeInTheDocument();
    expect(screen.getByText('Posez une question.')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Idées' })).toBeInTheDocument();
    rerender(
      <CameoProvider>
        <Transcript empty={<p>Ask me anything</p>} suggestions={['Résumer']} onSuggestion={() => {}} />
      </CameoProvider>,
    );
    expect(screen.getByText('Ask me anything')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
