import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { Composer } from '../../src';

describe('Composer (styled)', () => {
  it('names its textarea and buttons for screen readers, and marks its parts by data-slot', () => {
    const { container } = render(<Composer onSend={() => {}} placeholder="Ask anything" suggestions={['Plan my week']} />);
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('data-slot', 'composer');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute('data-slot', 'composer-input');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute('placeholder', 'Ask anything');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('data-slot', 'composer-send');
    expect(within(screen.getByRole('group', { name: 'Suggestions' })).getByRole('button', { name: 'Plan my week' })).toBeInTheDocument();
  });

  it('sends with Enter and shows Stop only while running', async () => {
    const onSend = vi.fn();
    const onStop = vi.fn();
    const { rerender } = render(<Composer onSend={onSend} onStop={onStop} />);
    expect(screen.queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello{Enter}');
    expect(onSend).toHaveBeenCalledExactlyOnceWith('Hello');
    rerender(<Composer onSend={onSend} onStop={onStop} running />);
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(onStop).toHaveBeenCalledOnce();
  });

  it('sends a suggestion on click, or fills the input with suggestionAction="fill"', async () => {
    const onSend = vi.fn();
    const { rerender } = render(<Composer onSend={onSend} suggestions={['Plan my week']} />);
    await userEvent.click(screen.getByRole('button', { name: 'Plan my week' }));
    expect(onSend).toHaveBeenCalledExactlyOnceWith('Plan my week');
    rerender(<Composer onSend={onSend} suggestions={['Plan my week']} suggestionAction="fill" />);
    await userEvent.click(screen.getByRole('button', { name: 'Plan my week' }));
    expect(onSend).toHaveBeenCalledOnce();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Plan my week');
  });

  it('renders the app attachments and actions, takes a label, merges className and forwards refs', () => {
    const ref = createRef<HTMLFormElement>();
    const inputRef = createRef<HTMLTextAreaElement>();
    render(
      <Composer
        ref={ref}
        inputRef={inputRef}
        className="mine"
        label="Ask the agent"
        onSend={() => {}}
        attachments={<span>report.pdf</span>}
        actions={<button type="button">Attach file</button>}
      />,
    );
    expect(ref.current).toHaveClass('mine');
    expect(inputRef.current).toBe(screen.getByRole('textbox', { name: 'Ask the agent' }));
    expect(screen.getByText('report.pdf').closest('[data-slot="composer-attachments"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Attach file' })).toBeInTheDocument();
  });
});
