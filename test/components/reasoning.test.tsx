import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Reasoning, Transcript, type ReasoningEntry } from '../../src';
import { ReasoningPrimitive, TranscriptPrimitive, defaultComponents } from '../../src/primitives';
import { renderCameo } from '../helpers/renderCameo';

const thought = { type: 'reasoning', text: 'The user wants **Q3**.\n\n- check `get_sales`\n- compare regions' };
const row = () => screen.getByRole('listitem');

describe('Reasoning in the transcript', () => {
  it('is a collapsed "Thinking" disclosure row, its text out of the page until opened', () => {
    renderCameo(<Transcript />, { transcript: [thought, { type: 'assistant', text: 'APAC grew fastest.' }] });
    const item = screen.getAllByRole('listitem')[0]!;
    expect(item).toHaveAttribute('data-kind', 'reasoning');
    const trigger = within(item).getByRole('button', { name: 'Thinking' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/The user wants/)).not.toBeInTheDocument();
    expect(screen.getByText('APAC grew fastest.')).toBeInTheDocument();
  });

  it('opens and closes by keyboard, the trigger controlling the markdown it reveals', async () => {
    const user = userEvent.setup();
    renderCameo(<Transcript />, { transcript: [thought] });
    await user.tab();
    const trigger = screen.getByRole('button', { name: 'Thinking' });
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const content = document.getElementById(trigger.getAttribute('aria-controls')!);
    expect(content).toBeVisible();
    // Markdown, as an assistant's text is drawn.
    expect(within(content!).getByText('Q3').tagName).toBe('STRONG');
    expect(within(content!).getAllByRole('listitem')).toHaveLength(2);
    expect(within(content!).getByText('get_sales').tagName).toBe('CODE');
    await user.keyboard(' ');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/The user wants/)).not.toBeInTheDocument();
  });

  it('says "Thinking…" and is busy while it streams, then "Thinking" once done', () => {
    const { store } = renderCameo(<Transcript />, { transcript: [{ type: 'reasoning', text: '', streaming: true, key: 'r' }] });
    const reasoning = row().querySelector('[data-slot="reasoning"]')!;
    expect(within(row()).getByRole('button', { name: 'Thinking…' })).toBeInTheDocument();
    expect(reasoning).toHaveAttribute('aria-busy', 'true');
    expect(reasoning).toHaveAttribute('data-streaming');
    act(() => store.getState().appendText('r', 'Looking at the numbers'));
    act(() => store.getState().update('r', (entry) => ({ ...entry, streaming: false })));
    expect(within(row()).getByRole('button', { name: 'Thinking' })).toBeInTheDocument();
    expect(reasoning).not.toHaveAttribute('aria-busy');
    expect(reasoning).not.toHaveAttribute('data-streaming');
  });

  it('shows the text streamed into it while open', async () => {
    const user = userEvent.setup();
    const { store } = renderCameo(<Transcript />, { transcript: [{ type: 'reasoning', text: 'First', streaming: true, key: 'r' }] });
    await user.click(screen.getByRole('button', { name: 'Thinking…' }));
    act(() => store.getState().appendText('r', ' and *then*'));
    expect(screen.getByText('then').tagName).toBe('EM');
  });

  it('takes its words from the labels', () => {
    renderCameo(<Transcript />, {
      transcript: [thought, { type: 'reasoning', text: 'more', streaming: true }],
      labels: { thinking: 'Réflexion', thinkingStreaming: 'Réflexion…' },
    });
    expect(screen.getByRole('button', { name: 'Réflexion' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réflexion…' })).toBeInTheDocument();
  });

  it('can be replaced through the Transcript’s components', () => {
    const Mine = ({ entry }: { entry: ReasoningEntry }) => <p data-testid="mine">{entry.text.length} characters of thought</p>;
    renderCameo(<Transcript components={{ Reasoning: Mine }} />, { transcript: [{ type: 'reasoning', text: 'abc' }] });
    expect(screen.getByTestId('mine')).toHaveTextContent('3 characters of thought');
    expect(screen.queryByRole('button', { name: 'Thinking' })).not.toBeInTheDocument();
  });

  it('merges the app’s className and can start open', () => {
    renderCameo(<Reasoning entry={{ type: 'reasoning', text: 'Plain *thought*' }} className="mine" defaultOpen />);
    const trigger = screen.getByRole('button', { name: 'Thinking' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger.closest('[data-slot="reasoning"]')).toHaveClass('mine');
    expect(screen.getByText('thought').tagName).toBe('EM');
  });
});

describe('ReasoningPrimitive.Root', () => {
  it('draws a reasoning row with the headless parts when a set of parts has no Reasoning', async () => {
    const user = userEvent.setup();
    const { Reasoning: _styled, ...older } = defaultComponents;
    renderCameo(
      <TranscriptPrimitive.Root>
        <TranscriptPrimitive.List components={older} virtualize={false} />
      </TranscriptPrimitive.Root>,
      { transcript: [thought] },
    );
    const trigger = screen.getByRole('button', { name: 'Thinking' });
    expect(trigger.parentElement).toHaveAttribute('data-state', 'closed');
    await user.click(trigger);
    expect(trigger.parentElement).toHaveAttribute('data-state', 'open');
    expect(screen.getByText('Q3').tagName).toBe('STRONG');
  });

  it('can be controlled, reporting the wanted state', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    renderCameo(<ReasoningPrimitive.Root entry={{ type: 'reasoning', text: 'x' }} open={false} onOpenChange={onOpenChange} />);
    await user.click(screen.getByRole('button', { name: 'Thinking' }));
    expect(onOpenChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('button', { name: 'Thinking' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps the content mounted but hidden with forceMount', () => {
    renderCameo(
      <ReasoningPrimitive.Root entry={{ type: 'reasoning', text: 'hidden thought' }}>
        <ReasoningPrimitive.Trigger />
        <ReasoningPrimitive.Content forceMount />
      </ReasoningPrimitive.Root>,
    );
    expect(screen.getByText('hidden thought')).not.toBeVisible();
  });
});
