import { render, screen, within } from '@testing-library/react';
import { CameoProvider, Transcript, createCameoClient } from '../../src';
import { type MarkdownComponentProps, MarkdownContext } from '../../src/primitives';

function chat(children = <Transcript virtualize={false} />) {
  const client = createCameoClient({
    transcript: [
      { type: 'user', text: '**not bold**\n  two spaces kept' },
      { type: 'assistant', text: 'Some **bold** text' },
    ],
  });
  return render(<CameoProvider client={client}>{children}</CameoProvider>);
}

describe('messages with markdown', () => {
  it('renders assistant text as markdown and user text as typed', () => {
    chat();
    const log = screen.getByRole('log');
    expect(within(log).getByText('bold').tagName).toBe('STRONG');
    const user = log.querySelector('[data-role="user"] [data-slot="message-text"]');
    expect(user?.textContent).toBe('**not bold**\n  two spaces kept');
    expect(within(log).getByRole('button', { name: 'Copy message' })).toBeInTheDocument();
  });

  it('lets the app replace the renderer through MarkdownContext', () => {
    const Shout = ({ text }: MarkdownComponentProps) => <p data-testid="shout">{text.toUpperCase()}</p>;
    chat(
      <MarkdownContext.Provider value={Shout}>
        <Transcript virtualize={false} />
      </MarkdownContext.Provider>,
    );
    expect(screen.getByTestId('shout')).toHaveTextContent('SOME **BOLD** TEXT');
    expect(screen.queryByText('bold', { selector: 'strong' })).not.toBeInTheDocument();
  });

  it('lets the app replace the renderer through the Transcript’s components', () => {
    const Shout = ({ text }: MarkdownComponentProps) => <p data-testid="shout">{text.toUpperCase()}</p>;
    chat(<Transcript virtualize={false} components={{ Markdown: Shout }} />);
    expect(screen.getByTestId('shout')).toHaveTextContent('SOME **BOLD** TEXT');
    expect(screen.queryByText('bold', { selector: 'strong' })).not.toBeInTheDocument();
  });
});
