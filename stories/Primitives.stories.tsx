import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createMemoryTransport, defineWidget, type MemoryTransport, type WidgetProps } from '../src';
import { EntryErrorPrimitive, MessagePrimitive, ToolCardPrimitive, TranscriptPrimitive, WidgetPrimitive, type TranscriptComponents } from '../src/primitives';
import { shortConversation } from './fixtures/conversation';
import { deployServer, type DeployData } from './fixtures/Deploy';
import { FreshProvider } from './fixtures/FreshProvider';
import { expectClosedWithFocusOn, page } from './fixtures/play';
import { salesWidget } from './fixtures/SalesTable';

// The headless layer alone: no cameo stylesheet selectors match (nothing here has data-slot),
// the look comes from the app's own classes and inline styles, and state is read from data-*
// attributes. A design system builds its own styled layer this way.

const css = `
.acme-log { font-family: system-ui, sans-serif; color: #1c1917; background: #fafaf9; border: 1px solid #a8a29e; border-radius: 12px; }
.acme-list { list-style: none; margin: 0; padding: 12px; display: grid; gap: 8px; }
.acme-row[data-kind='user'] { justify-self: end; }
.acme-message { padding: 6px 10px; border-radius: 10px; background: #ffffff; border: 1px solid #a8a29e; }
.acme-message[data-role='user'] { background: #1e3a8a; color: #ffffff; border-color: #1e3a8a; }
.acme-author { display: block; font-size: 12px; font-weight: 700; }
.acme-text { margin: 0; }
.acme-tool, .acme-result { font-size: 14px; }
.acme-result[data-state='error'] { color: #991b1b; font-weight: 600; }
.acme-note { margin: 0; font-style: italic; }
.acme-launcher { font: inherit; justify-self: start; padding: 6px 14px; border-radius: 999px; border: 0; background: #0f766e; color: #ffffff; cursor: pointer; }
.acme-launcher[data-state='open'] { background: #134e4a; }
.acme-launcher:focus-visible, .acme-action:focus-visible, .acme-close:focus-visible { outline: 3px solid #b45309; outline-offset: 2px; }
.acme-error { color: #991b1b; display: grid; }
.acme-empty { margin: 0; padding: 12px; color: #57534e; }
.acme-overlay { position: fixed; inset: 0; background: rgb(0 0 0 / 0.4); }
.acme-dialog { position: fixed; top: 10vh; left: 50%; transform: translateX(-50%); width: min(30rem, 90vw); padding: 16px;
  font-family: system-ui, sans-serif; background: #ffffff; color: #1c1917; border-radius: 12px; border: 1px solid #a8a29e; }
.acme-dialog[data-container='drawer'] { top: 0; bottom: 0; left: auto; right: 0; transform: none; border-radius: 0; }
.acme-dialog-header { display: flex; justify-content: space-between; align-items: center; }
.acme-dialog-title { margin: 0; font-size: 18px; }
.acme-close, .acme-action { font: inherit; cursor: pointer; border: 1px solid #78716c; border-radius: 6px; background: #f5f5f4; color: #1c1917; }
.acme-action[data-state='pending'] { cursor: progress; border-style: dashed; }
.acme-body[data-status='loading'] { color: #57534e; }
`;

/** The app's stylesheet: plain classes that read the primitives' data-* state. */
function AcmeStyles() {
  return <style>{css}</style>;
}

/**
 * The row parts, from primitives. `asChild` puts a message's state and behaviour on the app's
 * own `<article>`, and the launcher's on the app's own `<button>`.
 */
const acmeParts: TranscriptComponents = {
  Message: ({ entry }) => (
    <MessagePrimitive.Root entry={entry} asChild>
      <article className="acme-message">
        <MessagePrimitive.Author className="acme-author" />
        <MessagePrimitive.Text className="acme-text" />
      </article>
    </MessagePrimitive.Root>
  ),
  ToolCard: ({ group }) => (
    <ToolCardPrimitive.Root group={group} className="acme-tool">
      <ToolCardPrimitive.Trigger className="acme-tool-trigger">
        <ToolCardPrimitive.Label /> <ToolCardPrimitive.Status />
      </ToolCardPrimitive.Trigger>
      <ToolCardPrimitive.Content>
        <ToolCardPrimitive.Args />
      </ToolCardPrimitive.Content>
      <ToolCardPrimitive.Result className="acme-result" />
      <ToolCardPrimitive.Ui />
      <ToolCardPrimitive.Announcer />
    </ToolCardPrimitive.Root>
  ),
  Note: ({ note }) => <TranscriptPrimitive.Note note={note} className="acme-note" />,
  Launcher: ({ launcher, launcherKey }) => (
    <WidgetPrimitive.Launcher launcher={launcher} launcherKey={launcherKey} asChild>
      <button type="button" className="acme-launcher">
        {launcher.label}
      </button>
    </WidgetPrimitive.Launcher>
  ),
  EntryError: ({ entry }) => <EntryErrorPrimitive.Root entry={entry} className="acme-error" />,
};

/** A transcript from `TranscriptPrimitive.*` alone. */
function AcmeTranscript() {
  return (
    <TranscriptPrimitive.Root className="acme-log" style={{ maxWidth: '40rem' }}>
      <TranscriptPrimitive.Empty className="acme-empty" />
      <TranscriptPrimitive.List className="acme-list" components={acmeParts}>
        {(key) => <TranscriptPrimitive.Item key={key} entryKey={key} components={acmeParts} className="acme-row" />}
      </TranscriptPrimitive.List>
    </TranscriptPrimitive.Root>
  );
}

/** A widget host from `WidgetPrimitive.*` alone, passed to the provider as `host`. */
function AcmeHost() {
  return (
    <WidgetPrimitive.Root>
      <WidgetPrimitive.Portal>
        <WidgetPrimitive.Overlay className="acme-overlay" />
        <WidgetPrimitive.Content className="acme-dialog">
          <div className="acme-dialog-header">
            <WidgetPrimitive.Title className="acme-dialog-title" />
            <WidgetPrimitive.Close className="acme-close" />
          </div>
          <WidgetPrimitive.Body className="acme-body" />
        </WidgetPrimitive.Content>
      </WidgetPrimitive.Portal>
    </WidgetPrimitive.Root>
  );
}

const meta = {
  title: 'Theming/Primitives',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The headless parts under the styled components, from `cameo-ui/primitives`: one family per namespace (`TranscriptPrimitive`, `MessagePrimitive`, `ToolCardPrimitive`, `WidgetPrimitive` and the rest). They carry no classes, state is in `data-*` attributes and many take `asChild`; here an app styles them with its own CSS (Acme).',
      },
    },
  },
  decorators: [
    (Story) => (
      <>
        <AcmeStyles />
        <Story />
      </>
    ),
  ],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

// Each tool call is one row (its card); the malformed ui entry has no call left, so it is its own.
const kinds = ['user', 'assistant', 'tool_call', 'tool_call', 'error'];

/**
 * Every entry kind, drawn by primitives with the app's classes. Rows carry `data-kind`, messages
 * `data-role`, tool cards `data-state`, the launcher `data-state`; nothing carries `data-slot`.
 */
export const HeadlessTranscript: Story = {
  parameters: { expectMalformed: true },
  render: () => (
    <FreshProvider widgets={() => [salesWidget()]} transcript={shortConversation} host={<AcmeHost />}>
      <AcmeTranscript />
    </FreshProvider>
  ),
  play: async ({ canvas, canvasElement }) => {
    const log = canvas.getByRole('log', { name: 'Conversation' });
    await expect(log).toHaveClass('acme-log');
    await expect(log).not.toHaveAttribute('data-empty');
    const rows = within(log).getAllByRole('listitem');
    await expect(rows.map((row) => row.dataset.kind)).toEqual(kinds);
    for (const row of rows) await expect(row).toHaveClass('acme-row');
    await expect(log.querySelectorAll('[data-slot]')).toHaveLength(0);

    // asChild: the message's state lands on the app's own <article>.
    const messages = log.querySelectorAll('article.acme-message');
    await expect([...messages].map((message) => message.getAttribute('data-role'))).toEqual(['user', 'assistant']);
    await expect(getComputedStyle(messages[0]!).backgroundColor).toBe('rgb(30, 58, 138)');
    await expect(log.querySelector('.acme-result[data-state="error"]')).toHaveTextContent('Forecast service timed out.');
    await expect(log.querySelector('.acme-tool[data-tool="get_forecast"]')).toHaveAttribute('data-state', 'error');
    await expect(log.querySelector('.acme-tool[data-tool="get_sales"]')).toBeInTheDocument();

    // The launcher: the app's <button>, with the primitive's state and behaviour.
    const launcher = within(log).getByRole('button', { name: 'Open Q3 sales table' });
    await expect(launcher).toHaveClass('acme-launcher');
    await expect(launcher).toHaveAttribute('data-state', 'closed');
    await expect(launcher).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(launcher);
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Open Q3 sales table' });
    await expect(launcher).toHaveAttribute('data-state', 'open');
    await expect(getComputedStyle(launcher).backgroundColor).toBe('rgb(19, 78, 74)');
    await expect(within(dialog).getByRole('table', { name: 'Q3 sales by region' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expectClosedWithFocusOn(canvasElement, launcher);
    await expect(launcher).toHaveAttribute('data-state', 'closed');
  },
};

/** With no entries: `data-empty` on the root and the `Empty` part, styled by the app. */
export const HeadlessEmpty: Story = {
  render: () => (
    <FreshProvider host={<AcmeHost />}>
      <AcmeTranscript />
    </FreshProvider>
  ),
  play: async ({ canvas }) => {
    const log = canvas.getByRole('log', { name: 'Conversation' });
    await expect(log).toHaveAttribute('data-empty', 'true');
    await expect(within(log).getByText('Ask a question to start the conversation.')).toHaveClass('acme-empty');
    await expect(within(log).queryByRole('list')).not.toBeInTheDocument();
    await expect(log.querySelectorAll('[data-slot]')).toHaveLength(0);
  },
};

/** A widget drawn with `WidgetPrimitive.ActionButton`: the app's class, the primitive's state. */
function AcmeDeployCard({ data }: WidgetProps<DeployData>) {
  return (
    <div>
      <p>
        {data.service} {data.version}: <span data-testid="deploy-stage">{data.stage}</span>
      </p>
      <WidgetPrimitive.ActionButton action="promote" className="acme-action">
        Promote
      </WidgetPrimitive.ActionButton>
    </div>
  );
}

interface Loaded {
  transport: MemoryTransport;
  releaseRender: () => void;
}

/**
 * The host from `WidgetPrimitive.*`: `Content` reports `data-state`, `data-container` and
 * `data-widget`; `Body` reports `data-status` (loading, then ready); `ActionButton` reports
 * `data-state` (pending, then idle). The transport holds the first render and the action so
 * each state can be seen.
 */
export const HeadlessWidgetHost: Story = {
  loaders: [
    (): Loaded => {
      const transport = createMemoryTransport({ widgets: [deployServer(undefined, { container: 'drawer' })] });
      return { transport, releaseRender: transport.hold('render') };
    },
  ],
  render: (_args, { loaded }) => (
    <FreshProvider
      widgets={() => [defineWidget<DeployData>({ id: 'deploy', component: AcmeDeployCard })]}
      transport={(loaded as unknown as Loaded).transport}
      narrowViewport="(max-width: 1px)"
      host={<AcmeHost />}
    >
      <WidgetPrimitive.Launcher
        className="acme-launcher"
        launcher={{ kind: 'widget', label: 'Open deploy', widget: 'deploy' }}
        launcherKey="deploy-launcher"
      />
    </FreshProvider>
  ),
  play: async ({ canvas, canvasElement, loaded }) => {
    const { transport, releaseRender } = loaded as unknown as Loaded;
    const launcher = canvas.getByRole('button', { name: 'Open deploy' });
    await userEvent.click(launcher);
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Open deploy' });
    await expect(dialog).toHaveClass('acme-dialog');
    await expect(dialog).toHaveAttribute('data-state', 'open');
    await expect(dialog).toHaveAttribute('data-widget', 'deploy');
    // The backend's list says drawer; the app's CSS docks it to the right from that attribute.
    await waitFor(() => expect(dialog).toHaveAttribute('data-container', 'drawer'));
    await waitFor(() => expect(Math.round(dialog.getBoundingClientRect().right)).toBe(canvasElement.ownerDocument.documentElement.clientWidth));

    const body = dialog.querySelector<HTMLElement>('.acme-body')!;
    await expect(body).toHaveAttribute('data-status', 'loading');
    await expect(within(body).getByRole('status')).toHaveTextContent('Loading…');
    await expect(within(body).getByRole('status')).toHaveAttribute('data-notice', 'loading');
    releaseRender();
    await waitFor(() => expect(body).toHaveAttribute('data-status', 'ready'));
    await expect(within(body).getByTestId('deploy-stage')).toHaveTextContent('building');

    const release = transport.hold('action');
    const promote = within(body).getByRole('button', { name: 'Promote' });
    await expect(promote).toHaveAttribute('data-state', 'idle');
    await userEvent.click(promote);
    await waitFor(() => expect(promote).toHaveAttribute('data-state', 'pending'));
    await expect(promote).toHaveAttribute('aria-busy', 'true');
    release();
    await waitFor(() => expect(within(body).getByTestId('deploy-stage')).toHaveTextContent('live'));
    await waitFor(() => expect(promote).toHaveAttribute('data-state', 'idle'));

    await expect(dialog.querySelectorAll('[data-slot]')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expectClosedWithFocusOn(canvasElement, launcher);
  },
};
