import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { defineWidget, Transcript, type CameoLabels } from '../src';
import { counterWidget } from './fixtures/Counter';
import { BottomSheet, customParts } from './fixtures/customParts';
import { oneLauncher, shortConversation } from './fixtures/conversation';
import { FreshProvider } from './fixtures/FreshProvider';
import { expectClosedWithFocusOn, openFromLauncher, page } from './fixtures/play';
import { never, q3Sales, SalesTable, salesWidget, type SalesData } from './fixtures/SalesTable';

// Replacing parts without forking: `components` for each transcript row, `empty` for the empty
// state, `labels` for every built-in string, and a widget's own `Container`.

const meta = {
  title: 'Theming/Overrides',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'How an app replaces parts of the kit: `Transcript components` for any row part, `styledComponents` to wrap a built-in one, `labels` for every built-in string (French here), a custom empty state, and a widget\'s own `Container`.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * `<Transcript components={{Message, ToolCard, Note, Launcher, EntryError}}>`: every
 * row part is the app's own. The transcript still parses, orders and isolates the rows.
 */
export const CustomParts: Story = {
  parameters: { expectMalformed: true },
  render: () => (
    <FreshProvider widgets={() => [salesWidget()]} transcript={shortConversation}>
      <Transcript components={customParts} />
    </FreshProvider>
  ),
  play: async ({ canvas, canvasElement }) => {
    const log = within(canvas.getByRole('log', { name: 'Conversation' }));
    const messages = log.getAllByTestId('custom-message');
    await expect(messages.map((message) => message.dataset.role)).toEqual(['user', 'assistant']);
    await expect(messages[0]).toHaveTextContent('You: How did Q3 go?');
    await expect(log.getAllByTestId('custom-tool-call')[0]).toHaveTextContent('Ran get_sales(quarter)');
    const results = log.getAllByTestId('custom-tool-result');
    await expect(results.map((result) => result.textContent)).toEqual([
      'Done: Q3 revenue $4.2M; APAC grew fastest.',
      'Failed: Forecast service timed out.',
    ]);
    await expect(log.getByRole('note')).toHaveTextContent('Figures are in USD.');
    await expect(log.getByTestId('custom-note')).toBeInTheDocument();
    await expect(log.getByTestId('custom-entry-error')).toHaveTextContent("Skipped a malformed entry: unknown UI kind 'video'");
    // None of the built-in parts is drawn.
    for (const slot of ['message', 'tool-card', 'note', 'widget-launcher', 'entry-error']) {
      await expect(canvasElement.querySelector(`[data-slot="${slot}"]`)).toBeNull();
    }
    // The custom launcher still opens the widget, and focus comes back to it.
    const launcher = log.getByTestId('custom-launcher');
    await expect(launcher).toHaveAccessibleName('Open Q3 sales table');
    const { inDialog } = await openFromLauncher(canvasElement, 'Open Q3 sales table');
    await expect(inDialog.getByRole('table', { name: 'Q3 sales by region' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expectClosedWithFocusOn(canvasElement, launcher);
  },
};

/** Only one part replaced: the rest stay the styled defaults. */
export const OneCustomPart: Story = {
  parameters: { expectMalformed: true },
  render: () => (
    <FreshProvider widgets={() => [salesWidget()]} transcript={shortConversation}>
      <Transcript components={{ Note: customParts.Note! }} />
    </FreshProvider>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('custom-note')).toHaveTextContent('Figures are in USD.');
    await expect(canvas.getAllByText('How did Q3 go?')[0]!.closest('[data-slot="message"]')).not.toBeNull();
    await expect(canvas.getByRole('button', { name: 'Open Q3 sales table' })).toHaveAttribute('data-slot', 'widget-launcher');
  },
};

/** `empty` replaces the empty state; it goes away when the first entry arrives. */
export const CustomEmptyState: Story = {
  render: () => (
    <FreshProvider>
      <Transcript
        empty={
          <span data-testid="custom-empty">
            <strong>No questions yet.</strong> Ask about sales, stock or the forecast to get started.
          </span>
        }
      />
    </FreshProvider>
  ),
  play: async ({ canvas }) => {
    const log = canvas.getByRole('log', { name: 'Conversation' });
    await expect(log).toHaveAttribute('data-empty', 'true');
    await expect(within(log).getByTestId('custom-empty')).toHaveTextContent('No questions yet. Ask about sales');
    await expect(log).not.toHaveTextContent('Ask a question to start the conversation.');
    await expect(within(log).queryByRole('list')).not.toBeInTheDocument();
  },
};

const frenchStatus = { pending: 'En attente d’autorisation', running: 'En cours', complete: 'Terminé', error: 'Échec', denied: 'Refusé', cancelled: 'Arrêté' } as const;

/** Every built-in string in French, as an app passes them: one stable object. */
const french: CameoLabels = {
  conversation: 'Fil de la conversation',
  empty: 'Aucun message pour l’instant.',
  emptyTitle: 'Comment puis-je aider ?',
  you: 'Vous',
  assistant: 'Assistant',
  toolCall: 'Appel d’outil',
  arguments: 'Arguments',
  toolResult: 'Résultat de l’outil',
  toolError: 'Erreur de l’outil',
  entryError: (index) => (index === undefined ? 'Impossible d’afficher une entrée' : `Impossible d’afficher l’entrée ${index}`),
  entryCrashed: (message) => `cette entrée n’a pas pu être affichée : ${message}`,
  close: 'Fermer',
  loading: 'Chargement…',
  retry: 'Réessayer',
  loadFailed: (message) => `Impossible de charger ce widget : ${message}`,
  noData: 'Ce widget n’a pas de données : son lanceur n’a envoyé aucun instantané et il ne sait pas les charger.',
  unknownWidget: (id) => `Widget inconnu ${id} : aucun widget n’est enregistré sous cet identifiant.`,
  widgetUnavailable: (id) => `Le widget ${id} n’est plus disponible.`,
  widgetCrashed: (message, widget) => `Ce widget (${widget}) a cessé de fonctionner : ${message}`,
  tryAgain: 'Recommencer',
  actionFailed: (action, message) => `L’action « ${action} » a échoué : ${message}`,
  dismiss: 'Ignorer',
  reconnecting: 'Mises à jour en direct interrompues ; reconnexion…',
  widgets: 'Widgets',
  jumpToLatest: 'Aller au plus récent',
  toolLabel: (name) => ({ get_sales: 'Ventes' })[name] ?? name,
  toolStatus: (status) => frenchStatus[status],
  toolAnnouncement: (label, status) => `${label} : ${frenchStatus[status]}`,
  toolApproval: (label) => `Autoriser ${label} ?`,
  approvalQuestion: ({ label }) => `Lancer ${label} ?`,
  approve: 'Autoriser',
  deny: 'Refuser',
  toolDecision: (approved, reason) => (approved ? 'Autorisé' : reason ? `Refusé : ${reason}` : 'Refusé'),
  agentDecision: (approved, reason) => `${approved ? 'Autorisé par l’agent, pas par vous' : 'Refusé par l’agent'}${reason ? ` : ${reason}` : ''}`,
  copyCode: 'Copier le code',
  copyMessage: 'Copier le message',
  copied: 'Copié',
  copyFailed: 'Copie impossible',
  typing: 'L’assistant écrit…',
  thinking: 'Réflexion',
  thinkingStreaming: 'Réflexion…',
  attachments: 'Pièces jointes',
  imageBlocked: (alt) => (alt ? `Image : ${alt}` : 'Image'),
  showMore: (hiddenCharacters) => `Afficher plus (${hiddenCharacters.toLocaleString('fr')} caractères de plus)`,
  showLess: 'Afficher moins',
  frameActionsDropped: (count) =>
    count === 1 ? '1 action de ce widget a été ignorée : trop rapide ou sans clic.' : `${count} actions de ce widget ont été ignorées : trop rapides ou sans clic.`,
  messageInput: 'Message',
  send: 'Envoyer',
  stop: 'Arrêter',
  suggestions: 'Suggestions',
};

const frenchTranscript: unknown[] = [
  { type: 'user', text: 'Comment s’est passé le troisième trimestre ?' },
  { type: 'tool_call', id: 'c1', name: 'get_sales', args: { quarter: 'Q3' } },
  { type: 'tool_result', toolCallId: 'c1', content: 'Le service des prévisions ne répond pas.', isError: true },
  { type: 'ui', toolCallId: 'c1', ui: { kind: 'video' } },
  { type: 'ui', toolCallId: 'c1', ui: { kind: 'widget', label: 'Ouvrir le tableau pivot', widget: 'pivot' } },
  { type: 'ui', toolCallId: 'c1', ui: { kind: 'widget', label: 'Ouvrir les ventes en direct', widget: 'sales-slow' } },
  { type: 'ui', toolCallId: 'c1', ui: { kind: 'widget', label: 'Ouvrir les ventes archivées', widget: 'sales-down' } },
  { type: 'ui', toolCallId: 'c1', ui: { kind: 'widget', label: 'Ouvrir le compteur', widget: 'counter', data: { count: 0 } } },
];

/**
 * `labels` on the provider: the transcript, the dialog's Close button and every widget state
 * (unknown widget, loading, load failure with Retry, failed action) speak French.
 */
export const FrenchLabels: Story = {
  parameters: { expectMalformed: true },
  render: () => (
    <div lang="fr">
      <FreshProvider
        labels={french}
        transcript={frenchTranscript}
        widgets={() => [
          salesWidget({ id: 'sales-slow', render: () => never() }),
          salesWidget({ id: 'sales-down', render: () => Promise.reject(new Error('service indisponible')) }),
          counterWidget(() => Promise.reject(new Error('compteur en lecture seule'))),
        ]}
      >
        <Transcript />
      </FreshProvider>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const log = within(canvas.getByRole('log', { name: 'Fil de la conversation' }));
    await expect(log.getByText('Vous')).toBeInTheDocument();
    await expect(log.getByRole('button', { name: 'Ventes Échec' })).toBeInTheDocument();
    await expect(log.getByText('Le service des prévisions ne répond pas.')).toBeInTheDocument();
    await expect(log.getByText('Impossible d’afficher l’entrée 3')).toBeInTheDocument();

    // Unknown widget, closed with the French Close button.
    const pivot = await openFromLauncher(canvasElement, 'Ouvrir le tableau pivot');
    await expect(pivot.inDialog.getByRole('alert')).toHaveTextContent('Widget inconnu pivot : aucun widget');
    const close = pivot.inDialog.getByRole('button', { name: 'Fermer' });
    await expect(close).toBeInTheDocument();
    await expect(pivot.inDialog.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.click(close);
    await expectClosedWithFocusOn(canvasElement, pivot.launcher);

    const slow = await openFromLauncher(canvasElement, 'Ouvrir les ventes en direct');
    await expect(slow.inDialog.getByRole('status')).toHaveTextContent('Chargement…');
    await userEvent.keyboard('{Escape}');
    await expectClosedWithFocusOn(canvasElement, slow.launcher);

    const down = await openFromLauncher(canvasElement, 'Ouvrir les ventes archivées');
    await expect(await down.inDialog.findByRole('alert')).toHaveTextContent('Impossible de charger ce widget : service indisponible');
    await expect(down.inDialog.getByRole('button', { name: 'Réessayer' })).toBeEnabled();
    await userEvent.keyboard('{Escape}');
    await expectClosedWithFocusOn(canvasElement, down.launcher);

    const counter = await openFromLauncher(canvasElement, 'Ouvrir le compteur');
    await userEvent.click(counter.inDialog.getByRole('button', { name: 'Increment' }));
    await expect(await counter.inDialog.findByRole('alert')).toHaveTextContent(
      'L’action « increment » a échoué : compteur en lecture seule',
    );
    await userEvent.click(counter.inDialog.getByRole('button', { name: 'Ignorer' }));
    await waitFor(() => expect(counter.inDialog.queryByRole('alert')).not.toBeInTheDocument());
  },
};

/** The `empty` label, when the app gives no `empty` node of its own. */
export const FrenchEmpty: Story = {
  render: () => (
    <div lang="fr">
      <FreshProvider labels={french}>
        <Transcript />
      </FreshProvider>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('log', { name: 'Fil de la conversation' })).toHaveTextContent('Aucun message pour l’instant.');
  },
};

/**
 * A widget with its own `Container`: a bottom sheet built from `WidgetPrimitive.Portal`,
 * `Overlay`, `Content`, `Title` and `Close`. It is still a dialog named by its title; Esc and
 * Close close it and focus returns to the launcher.
 */
export const CustomContainer: Story = {
  render: () => (
    <FreshProvider
      widgets={() => [defineWidget<SalesData>({ id: 'sales-sheet', component: SalesTable, Container: BottomSheet })]}
      transcript={oneLauncher('Open sales sheet', 'sales-sheet', q3Sales)}
    >
      <Transcript />
    </FreshProvider>
  ),
  play: async ({ canvasElement }) => {
    const { launcher, dialog, inDialog } = await openFromLauncher(canvasElement, 'Open sales sheet');
    await expect(dialog).toHaveAttribute('data-testid', 'bottom-sheet');
    await expect(dialog).toHaveAttribute('data-state', 'open');
    await expect(dialog).toHaveAttribute('data-requested-container', 'modal');
    await expect(dialog).not.toHaveAttribute('data-slot');
    await expect(inDialog.getByRole('heading', { name: 'Open sales sheet' })).toBeInTheDocument();
    await expect(inDialog.getByRole('table', { name: 'Q3 sales by region' })).toBeVisible();
    // Docked to the bottom edge, full width: the app's layout, not the built-in modal's.
    const box = dialog.getBoundingClientRect();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(Math.round(box.bottom)).toBe(root.clientHeight);
    await expect(Math.round(box.width)).toBe(root.clientWidth);
    await expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await expectClosedWithFocusOn(canvasElement, launcher);

    // The Close primitive works the same way.
    const again = await openFromLauncher(canvasElement, 'Open sales sheet');
    await userEvent.click(again.inDialog.getByRole('button', { name: 'Close' }));
    await expectClosedWithFocusOn(canvasElement, again.launcher);
    await expect(page(canvasElement).queryByTestId('bottom-sheet')).not.toBeInTheDocument();
  },
};
