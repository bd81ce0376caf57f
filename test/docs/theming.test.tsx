import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

// Runs the override examples of docs/theming.md.

describe('docs/theming.md: labels and a replaced part (examples/FrenchChat.tsx)', () => {
  it('uses the given strings and the custom note, and keeps the rest', async () => {
    const { FrenchChat } = await import('./examples/FrenchChat');
    const user = userEvent.setup();
    render(
      <FrenchChat
        transcript={[
          { type: 'user', text: 'Bonjour' },
          { type: 'ui', toolCallId: 'c1', ui: { kind: 'text', text: 'Chiffres provisoires.' } },
          { type: 'ui', toolCallId: 'c1', ui: { kind: 'widget', label: 'Ouvrir le graphique', widget: 'chart' } },
        ]}
      />,
    );
    expect(screen.getByText('Vous')).toBeInTheDocument();
    expect(screen.getByText('Chiffres provisoires.').tagName).toBe('ASIDE');
    await user.click(screen.getByRole('button', { name: 'Ouvrir le graphique' }));
    expect(within(screen.getByRole('dialog', { name: 'Ouvrir le graphique' })).getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
  });

  it('shows the custom empty state', async () => {
    const { FrenchChat } = await import('./examples/FrenchChat');
    render(<FrenchChat transcript={[]} />);
    expect(screen.getByText('Posez une question.')).toBeInTheDocument();
  });
});

describe('docs/theming.md: a message built from primitives (examples/BubbleChat.tsx)', () => {
  it('draws each message on the app’s own element, with the state attributes', async () => {
    const { BubbleChat } = await import('./examples/BubbleChat');
    render(<BubbleChat transcript={[{ type: 'user', text: 'Hi' }, { type: 'assistant', text: 'Hello!' }]} />);
    const mine = screen.getByText('Hi').closest('article');
    expect(mine).toHaveClass('bubble', 'mine');
    expect(mine).toHaveAttribute('data-role', 'user');
    expect(screen.getByText('Hello!').closest('article')).toHaveAttribute('data-role', 'assistant');
  });
});
