import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CameoProvider } from '../../../src';
import { ComposerPrimitive } from '../../../src/primitives';
import { testQueryClient } from '../../helpers/renderCameo';

function Bare(props: Partial<ComposerPrimitive.RootProps>) {
  return (
    <ComposerPrimitive.Root onSend={() => {}} {...props}>
      <ComposerPrimitive.Attachments data-testid="attachments">{props.children}</ComposerPrimitive.Attachments>
      <ComposerPrimitive.Input />
      <ComposerPrimitive.Stop />
      <ComposerPrimitive.Send />
      <ComposerPrimitive.Suggestions>
        <ComposerPrimitive.Suggestion prompt="Summarise the thread" />
        <ComposerPrimitive.Suggestion prompt="Draft a reply" action="fill" />
      </ComposerPrimitive.Suggestions>
    </ComposerPrimitive.Root>
  );
}

const input = () => screen.getByRole('textbox', { name: 'Message' });
const send = () => screen.getByRole('button', { name: 'Send' });

describe('ComposerPrimitive', () => {
  it('works without a CameoProvider, named for screen readers in English', () => {
    render(<Bare />);
    expect(input()).toBeInTheDocument();
    expect(send()).toBeDisabled();
    expect(screen.getByRole('group', { name: 'Suggestions' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument();
  });

  it('takes its names from the provider labels', () => {
    render(
      <CameoProvider queryClient={testQueryClient()} labels={{ messageInput: 'Nachricht', send: 'Senden', stop: 'Anhalten' }}>
        <Bare running />
      </CameoProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'Nachricht' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Senden' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Anhalten' })).toBeInTheDocument();
  });

  it('sends on Enter with the text as typed, then clears the draft and keeps focus', async () => {
    const onSend = vi.fn();
    render(<Bare onSend={onSend} />);
    await userEvent.type(input(), 'first line{Shift>}{Enter}{/Shift}second line');
    expect(onSend).not.toHaveBeenCalled();
    expect(input()).toHaveValue('first line\nsecond line');
    await userEvent.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledExactlyOnceWith('first line\nsecond line');
    expect(input()).toHaveValue('');
    expect(input()).toHaveFocus();
  });

  it('never sends while an input method composes', () => {
    const onSend = vi.fn();
    render(<Bare onSend={onSend} defaultValue="日本" />);
    fireEvent.keyDown(input(), { key: 'Enter', isComposing: true });
    fireEvent.keyDown(input(), { key: 'Enter', keyCode: 229 });
    expect(onSend).not.toHaveBeenCalled();
    expect(input()).toHaveValue('日本');
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(onSend).toHaveBeenCalledExactlyOnceWith('日本');
  });

  it('keeps Send disabled for a blank draft, and Enter then adds no newline', async () => {
    const onSend = vi.fn();
    render(<Bare onSend={onSend} />);
    await userEvent.type(input(), '   ');
    expect(send()).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(input()).toHaveValue('   ');
    await userEvent.type(input(), 'x');
    expect(send()).toBeEnabled();
    await userEvent.click(send());
    expect(onSend).toHaveBeenCalledExactlyOnceWith('   x');
    expect(input()).toHaveFocus();
  });

  it('while a turn runs: Send disabled, Enter keeps the draft, Stop calls onStop and focuses the input', async () => {
    const onSend = vi.fn();
    const onStop = vi.fn();
    render(<Bare onSend={onSend} onStop={onStop} running defaultValue="next question" />);
    expect(send()).toBeDisabled();
    expect(send()).toHaveAttribute('data-state', 'running');
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
    expect(input()).toHaveValue('next question');
    await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(onStop).toHaveBeenCalledOnce();
    expect(input()).toHaveFocus();
  });

  it('a send suggestion sends its prompt and leaves the draft; a fill suggestion fills the input', async () => {
    const onSend = vi.fn();
    render(<Bare onSend={onSend} defaultValue="my draft" />);
    await userEvent.click(screen.getByRole('button', { name: 'Summarise the thread' }));
    expect(onSend).toHaveBeenCalledExactlyOnceWith('Summarise the thread');
    expect(input()).toHaveValue('my draft');
    await userEvent.click(screen.getByRole('button', { name: 'Draft a reply' }));
    expect(onSend).toHaveBeenCalledOnce();
    expect(input()).toHaveValue('Draft a reply');
    expect(input()).toHaveFocus();
  });

  it('disables send suggestions while a turn runs, and everything when disabled', () => {
    const { rerender } = render(<Bare running />);
    expect(screen.getByRole('button', { name: 'Summarise the thread' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Draft a reply' })).toBeEnabled();
    rerender(<Bare disabled defaultValue="hi" />);
    expect(input()).toBeDisabled();
    expect(send()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Draft a reply' })).toBeDisabled();
  });

  it('works controlled: the parent owns the value and hears the clear after a send', async () => {
    const onSend = vi.fn();
    function Controlled() {
      const [text, setText] = useState('');
      return (
        <>
          <Bare onSend={onSend} value={text} onValueChange={setText} />
          <output>{`draft: ${text}`}</output>
          <button type="button" onClick={() => setText('from parent')}>
            Prefill
          </button>
        </>
      );
    }
    render(<Controlled />);
    await userEvent.type(input(), 'hello');
    expect(screen.getByText('draft: hello')).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledExactlyOnceWith('hello');
    expect(screen.getByText('draft:')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Prefill' }));
    expect(input()).toHaveValue('from parent');
    expect(send()).toBeEnabled();
  });

  it('a controlled value the parent does not update stays put', async () => {
    render(<Bare value="fixed" />);
    await userEvent.type(input(), 'abc');
    expect(input()).toHaveValue('fixed');
  });

  it('with submitOnEnter false, Enter starts a line and only Send sends', async () => {
    const onSend = vi.fn();
    render(
      <ComposerPrimitive.Root onSend={onSend}>
        <ComposerPrimitive.Input submitOnEnter={false} aria-label="Note" />
        <ComposerPrimitive.Send />
      </ComposerPrimitive.Root>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Note' }), 'a{Enter}b');
    expect(onSend).not.toHaveBeenCalled();
    await userEvent.click(send());
    expect(onSend).toHaveBeenCalledExactlyOnceWith('a\nb');
  });

  it('renders the attachment slot only when the app fills it', () => {
    const { rerender } = render(<Bare>{false}</Bare>);
    expect(screen.queryByTestId('attachments')).not.toBeInTheDocument();
    rerender(<Bare>{<span>report.pdf</span>}</Bare>);
    expect(screen.getByTestId('attachments')).toHaveTextContent('report.pdf');
  });

  it('exposes its state as data attributes on the form', async () => {
    const { container, rerender } = render(<Bare />);
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('data-state', 'idle');
    expect(form).toHaveAttribute('data-empty');
    await userEvent.type(input(), 'x');
    expect(form).not.toHaveAttribute('data-empty');
    rerender(<Bare running />);
    expect(form).toHaveAttribute('data-state', 'running');
  });

  it('throws a clear error for a part outside Root', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<ComposerPrimitive.Send />)).toThrow(/inside <ComposerPrimitive.Root>/);
  });
});
