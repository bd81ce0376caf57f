import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Composer, type ComposerProps } from '../../src';
import { ComposerPrimitive } from '../../src/primitives';
import { withCameoTheme } from '../fixtures/theme';

/** A composer whose Send starts a turn and whose Stop ends it, as in a chat. */
function LiveComposer(props: ComposerProps) {
  const [running, setRunning] = useState(props.running ?? false);
  return (
    <Composer
      {...props}
      running={running}
      onSend={(text) => {
        props.onSend(text);
        setRunning(true);
      }}
      onStop={() => {
        props.onStop?.();
        setRunning(false);
      }}
    />
  );
}

const meta = {
  title: 'Chat/Composer',
  component: Composer,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Where the user writes: a textarea named "Message" that grows with its text, Send (Enter; Shift+Enter for a new line) and, while a turn runs, Stop. Optional suggestion chips above it, and slots for your attachments and actions.',
      },
    },
  },
  decorators: [withCameoTheme, (Story) => <div style={{ maxWidth: '40rem' }}><Story /></div>],
  args: { onSend: fn(), onStop: fn(), placeholder: 'Ask anything', running: false, disabled: false },
  render: (args) => <LiveComposer {...args} />,
} satisfies Meta<typeof Composer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: Send is disabled. Shift+Enter starts a line, Enter sends; the input clears and keeps focus. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Message' });
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.type(input, 'Two lines{Shift>}{Enter}{/Shift}of text');
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeEnabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('Two lines\nof text');
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    // The story ends on the state it shows: a turn running, with Stop.
    await expect(canvas.getByRole('button', { name: 'Stop' })).toBeInTheDocument();
  },
};

/** A turn runs: Send is disabled, Stop shows; Stop ends the turn and focus returns to the input. */
export const Running: Story = {
  args: { running: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Stop' }));
    await expect(args.onStop).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument());
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveFocus();
  },
};

/** Suggestion chips: clicking one sends it at once. */
export const WithSuggestions: Story = {
  args: { suggestions: ['Summarise this thread', 'What changed since Monday?', 'Draft a status update'] },
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('group', { name: 'Suggestions' });
    await expect(group).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'What changed since Monday?' }));
    await expect(args.onSend).toHaveBeenCalledWith('What changed since Monday?');
  },
};

/** With `suggestionAction="fill"` a chip fills the input to edit before sending. */
export const SuggestionsFill: Story = {
  args: { suggestions: ['Translate into French: '], suggestionAction: 'fill' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Translate into French:' }));
    const input = canvas.getByRole('textbox', { name: 'Message' });
    await expect(input).toHaveValue('Translate into French: ');
    await expect(input).toHaveFocus();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

function AttachmentChip({ name, onRemove }: { name: string; onRemove: () => void }) {
  return (
    <span style={{ display: 'inline-flex', gap: 4, alignItems: 'center', padding: '2px 8px', borderRadius: 8, border: '1px solid var(--cameo-color-border)', fontSize: 13 }}>
      {name}
      <button type="button" aria-label={`Remove ${name}`} onClick={onRemove} style={{ font: 'inherit', border: 0, background: 'transparent', color: 'inherit', cursor: 'pointer' }}>
        ×
      </button>
    </span>
  );
}

/** The app fills the attachment slot and adds its own Attach button beside Send. */
function WithFiles(props: ComposerProps) {
  const [files, setFiles] = useState(['q3-report.pdf', 'chart.png']);
  return (
    <LiveComposer
      {...props}
      attachments={files.map((name) => (
        <AttachmentChip key={name} name={name} onRemove={() => setFiles((list) => list.filter((file) => file !== name))} />
      ))}
      actions={
        <button type="button" onClick={() => setFiles((list) => [...list, `file-${list.length + 1}.txt`])} style={{ font: 'inherit', cursor: 'pointer' }}>
          Attach
        </button>
      }
    />
  );
}

export const WithAttachments: Story = {
  render: (args) => <WithFiles {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('q3-report.pdf')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove chart.png' }));
    await expect(canvas.queryByText('chart.png')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Attach' }));
    await expect(canvas.getByText('file-2.txt')).toBeInTheDocument();
  },
};

/** A long draft: the input grows, then stops at its max-height and scrolls. */
export const LongDraft: Story = {
  args: {
    defaultValue: Array.from({ length: 14 }, (_, index) => `Line ${index + 1} of a long pasted message`).join('\n'),
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Message' });
    await waitFor(() => expect(input.scrollHeight).toBeGreaterThan(input.clientHeight));
    await expect(input.offsetHeight).toBe(parseFloat(getComputedStyle(input).maxHeight));
  },
};

/** Disabled (no connection, say): nothing can be typed or sent. */
export const Disabled: Story = {
  args: { disabled: true, suggestions: ['Try again later'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Try again later' })).toBeDisabled();
  },
};

const headlessCss = `
.acme-composer { display: flex; gap: 8px; align-items: flex-end; font-family: system-ui, sans-serif; }
.acme-input { flex: 1; max-height: 8rem; resize: none; font: inherit; padding: 8px; border: 2px solid #57534e; border-radius: 4px; color: #1c1917; background: #ffffff; }
.acme-input:focus-visible, .acme-button:focus-visible { outline: 3px solid #b45309; outline-offset: 2px; }
.acme-button { font: inherit; padding: 8px 14px; border: 0; border-radius: 4px; background: #0f766e; color: #ffffff; cursor: pointer; }
.acme-button:disabled { background: #e7e5e4; color: #44403c; cursor: not-allowed; }
`;

/** The headless parts with an app's own classes: state comes as data-* attributes, no kit styles. */
export const Headless: Story = {
  render: (args) => (
    <>
      <style>{headlessCss}</style>
      <ComposerPrimitive.Root className="acme-composer" onSend={args.onSend} running={args.running} onStop={args.onStop}>
        <ComposerPrimitive.Input className="acme-input" aria-label="Your question" placeholder="Type here" />
        <ComposerPrimitive.Stop className="acme-button" />
        <ComposerPrimitive.Send className="acme-button">Ask</ComposerPrimitive.Send>
      </ComposerPrimitive.Root>
    </>
  ),
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Your question' });
    await expect(canvas.getByRole('button', { name: 'Ask' })).toHaveAttribute('data-state', 'empty');
    await userEvent.type(input, 'Headless works{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('Headless works');
    await expect(input).toHaveFocus();
  },
};
