import { render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { userEvent } from 'vitest/browser';
import '../../src/styles.css';
import { Composer } from '../../src';

/** A chat's composer wired to a list of sent messages and a running turn the test ends. */
function Chat() {
  const [sent, setSent] = useState<string[]>([]);
  const [running, setRunning] = useState(false);
  return (
    <div style={{ width: '24rem' }}>
      <ul aria-label="Sent">
        {sent.map((text, index) => (
          <li key={index}>{text}</li>
        ))}
      </ul>
      <Composer
        onSend={(text) => {
          setSent((list) => [...list, text]);
          setRunning(true);
        }}
        running={running}
        onStop={() => setRunning(false)}
        suggestions={['Plan my week']}
      />
    </div>
  );
}

const input = () => screen.getByRole('textbox', { name: 'Message' });
const sentItems = () => screen.getByRole('list', { name: 'Sent' }).querySelectorAll('li');

describe('Composer in Chromium', () => {
  it('Shift+Enter starts a line, Enter sends; the input clears and keeps focus', async () => {
    render(<Chat />);
    await userEvent.click(input());
    await userEvent.keyboard('Hello{Shift>}{Enter}{/Shift}world');
    expect(input()).toHaveValue('Hello\nworld');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(sentItems()).toHaveLength(1));
    expect(sentItems()[0]!.textContent).toBe('Hello\nworld');
    expect(input()).toHaveValue('');
    expect(input()).toHaveFocus();
  });

  it('clicking Send clears the input and leaves focus in it, not on the disabled button', async () => {
    render(<Chat />);
    await userEvent.type(input(), 'Via the button');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sentItems()).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(input()).toHaveFocus();
  });

  it('while a turn runs, Enter sends nothing and Stop ends it with focus back in the input', async () => {
    render(<Chat />);
    await userEvent.type(input(), 'First{Enter}');
    const stop = await screen.findByRole('button', { name: 'Stop' });
    await userEvent.keyboard('Second{Enter}');
    expect(sentItems()).toHaveLength(1);
    expect(input()).toHaveValue('Second');
    await userEvent.click(stop);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument());
    expect(input()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(sentItems()).toHaveLength(2));
  });

  it('a pasted multi-line message keeps its newlines', async () => {
    render(
      <>
        <textarea aria-label="Source" defaultValue={'line one\nline two\n\nline four'} />
        <Chat />
      </>,
    );
    const source = screen.getByRole('textbox', { name: 'Source' }) as HTMLTextAreaElement;
    source.focus();
    source.select();
    await userEvent.copy();
    await userEvent.click(input());
    await userEvent.paste();
    expect(input()).toHaveValue('line one\nline two\n\nline four');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(sentItems()).toHaveLength(1));
    expect(sentItems()[0]!.textContent).toBe('line one\nline two\n\nline four');
  });

  it('grows with its lines, then stops at its max-height and scrolls', async () => {
    render(<Chat />);
    const box = input() as HTMLTextAreaElement;
    const oneLine = box.offsetHeight;
    await userEvent.click(box);
    await userEvent.keyboard('one{Shift>}{Enter}{/Shift}two{Shift>}{Enter}{/Shift}three');
    const threeLines = box.offsetHeight;
    expect(threeLines).toBeGreaterThan(oneLine * 2);
    expect(box.scrollHeight).toBeLessThanOrEqual(box.clientHeight);
    await userEvent.keyboard('{Shift>}{Enter}{Enter}{Enter}{Enter}{Enter}{Enter}{Enter}{Enter}{Enter}{Enter}{Enter}{Enter}{/Shift}end');
    const capped = box.offsetHeight;
    expect(capped).toBe(parseFloat(getComputedStyle(box).maxHeight));
    expect(box.scrollHeight).toBeGreaterThan(box.clientHeight);
    // Clearing shrinks it back to one line.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(box).toHaveValue(''));
    expect(box.offsetHeight).toBe(oneLine);
  });

  it('a suggestion chip sends its prompt', async () => {
    render(<Chat />);
    await userEvent.click(screen.getByRole('button', { name: 'Plan my week' }));
    await waitFor(() => expect(sentItems()).toHaveLength(1));
    expect(sentItems()[0]!.textContent).toBe('Plan my week');
    expect(screen.getByRole('button', { name: 'Plan my week' })).toBeDisabled();
  });
});
