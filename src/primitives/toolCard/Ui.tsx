import { forwardRef, useContext, type HTMLAttributes } from 'react';
import { useCameoContext, useEntry } from '../../react';
import { ErrorBoundary } from '../ErrorBoundary';
import type { TranscriptComponents } from '../transcript/TranscriptComponents';
import { UIEntryBody } from '../transcript/UIEntryBody';
import { ToolCardComponentsContext, useToolCard } from './ToolCardContext';
import { withDisplayName } from '../withDisplayName';

type RowParts = Pick<TranscriptComponents, 'Note' | 'Launcher' | 'EntryError'>;

export interface UiProps extends HTMLAttributes<HTMLDivElement> {
  /** The parts to draw with; inside a transcript row, the transcript's own. */
  components?: RowParts;
}

/**
 * The call's notes and launchers, always shown under the row: they are what the tool made for
 * the person. Each draws with the transcript's `Note` and `Launcher` and fails on its own.
 */
export const Ui = /*#__PURE__*/ withDisplayName(
  forwardRef<HTMLDivElement, UiProps>(function Ui({ components, ...props }, ref) {
    const { group } = useToolCard();
    const parts = useContext(ToolCardComponentsContext) ?? null;
    const drawWith = components ?? parts;
    if (group.uiKeys.length === 0 || !drawWith) return null;
    return (
      <div {...props} ref={ref}>
        {group.uiKeys.map((key) => (
          <UiRow key={key} entryKey={key} components={drawWith} />
        ))}
      </div>
    );
  }),
  'ToolCard.Ui',
);

function UiRow({ entryKey, components }: { entryKey: string; components: RowParts }) {
  const entry = useEntry(entryKey);
  const { labels } = useCameoContext();
  if (entry?.type !== 'ui') return null;
  return (
    <ErrorBoundary fallback={(error) => <components.EntryError entry={{ type: 'error', message: labels.entryCrashed(error.message) }} />}>
      <div data-kind={entry.ui.kind === 'text' ? 'note' : 'launcher'}>
        <UIEntryBody entry={entry} components={components} />
      </div>
    </ErrorBoundary>
  );
}
