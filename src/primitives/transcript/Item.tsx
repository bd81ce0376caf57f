import { forwardRef, memo, useContext, useMemo, type LiHTMLAttributes } from 'react';
import { assertNever, type KeyedEntry } from '../../core';
import { useCameoClient, useCameoContext, useEntry, useStoreState } from '../../react';
import { ErrorBoundary } from '../ErrorBoundary';
import { SlotPart } from '../SlotPart';
import { Decision } from '../toolCard/Decision';
import { sameGroup, type ToolCardGroup } from '../toolCard/groupToolCards';
import { ToolCardRowsContext, useToolCardGroup } from '../toolCard/ToolCardBook';
import { ToolCardComponentsContext } from '../toolCard/ToolCardContext';
import { Root as Reasoning } from '../reasoning/Root';
import type { TranscriptComponents } from './TranscriptComponents';
import { TurnContext } from './TurnContext';
import { TurnHeader } from './TurnHeader';
import { UIEntryBody } from './UIEntryBody';
import { withDisplayName } from '../withDisplayName';

export interface ItemProps extends LiHTMLAttributes<HTMLLIElement> {
  entryKey: string;
  components: TranscriptComponents;
  asChild?: boolean;
}

/**
 * One row (`data-kind`: user, assistant, reasoning, tool_call, tool_result, tool_approval, note,
 * launcher, error); a tool_call row is the call's whole card. It
 * subscribes to its own entry, so a streamed token re-renders this row alone (its body, not even
 * the `<li>`, which reads only the entry's kind), and a row that
 * fails to render shows an error in its place instead of taking the list down. In a `List`, a
 * row of assistant output says where it sits in its turn: `data-turn` is `start` or `continue`,
 * and `data-turn-end` marks the turn's last row.
 */
export const Item = /*#__PURE__*/ withDisplayName(
  memo(
    forwardRef<HTMLLIElement, ItemProps>(function Item({ entryKey, components, asChild, children, ...props }, ref) {
      const kind = useStoreState(useCameoClient().transcript, (state) => {
        const entry = state.entries.get(entryKey);
        return entry ? kindOf(entry) : null;
      });
      // Read when keys change (a new grouping), never per token; the body below skips unless
      // its own entry or its place in the turn changed.
      const turn = useContext(ToolCardRowsContext)?.turns.get(entryKey);
      if (kind === null) return null;
      const body = (
        <RowBody
          entryKey={entryKey}
          components={components}
          position={turn?.position}
          end={turn?.end ?? false}
          lastMessage={turn?.lastMessage ?? false}
        />
      );
      // With asChild, the app's element (its only child) becomes the row and receives the body.
      return (
        <SlotPart
          as="li"
          asChild={asChild}
          display={body}
          data-kind={kind}
          data-turn={turn?.position}
          data-turn-end={turn?.end ? '' : undefined}
          {...props}
          ref={ref}
        >
          {asChild ? children : undefined}
        </SlotPart>
      );
    }),
  ),
  'Transcript.Item',
);

interface RowBodyProps {
  entryKey: string;
  components: TranscriptComponents;
  position: 'start' | 'continue' | undefined;
  end: boolean;
  lastMessage: boolean;
}

/**
 * The row's content in its turn. It subscribes to the entry itself, so a token renders from here
 * down; memoised so a row that only re-rendered its `<li>` (a new place in its turn) stops here.
 */
const RowBody = memo(function RowBody({ entryKey, components, position, end, lastMessage }: RowBodyProps) {
  const entry = useEntry(entryKey);
  const { labels } = useCameoContext();
  const turn = useMemo(() => (position ? { position, end, lastMessage } : null), [position, end, lastMessage]);
  if (!entry) return null;
  // A turn that opens with something other than a message (reasoning, a card) still gets its header.
  const Header = components.TurnHeader ?? TurnHeader;
  return (
    <TurnContext.Provider value={turn}>
      {position === 'start' && entry.type !== 'assistant' && <Header />}
      <ErrorBoundary
        fallback={(error) => (
          <components.EntryError
            entry={{ type: 'error', message: labels.entryCrashed(error.message), ...wireIndex(entry) }}
          />
        )}
      >
        <EntryBody entry={entry} components={components} />
      </ErrorBoundary>
    </TurnContext.Provider>
  );
});

function EntryBody({ entry, components }: { entry: KeyedEntry; components: TranscriptComponents }) {
  switch (entry.type) {
    case 'user':
    case 'assistant':
      return <components.Message entry={entry} />;
    case 'reasoning': {
      const Draw = components.Reasoning ?? Reasoning;
      return <Draw entry={entry} />;
    }
    case 'tool_call':
      return <ToolCardRow callKey={entry.key} components={components} />;
    case 'tool_approval':
      // Only a decision whose call is missing is a row of its own; others are in their card.
      return <Decision entry={entry} data-tool-call-id={entry.toolCallId} />;
    case 'tool_result':
      return <ToolCardOf group={{ resultKey: entry.key, uiKeys: [] }} components={components} />;
    case 'ui':
      return <UIEntryBody entry={entry} components={components} />;
    case 'error':
      return <components.EntryError entry={entry} />;
    default:
      return assertNever(entry, 'transcript entry');
  }
}

function ToolCardRow({ callKey, components }: { callKey: string; components: TranscriptComponents }) {
  // Outside a List (no grouping) the call is drawn as a card of its own.
  const group = useToolCardGroup(callKey) ?? { callKey, uiKeys: [] };
  return <ToolCardOf group={group} components={components} />;
}

/** Skips when the group draws the same entries: rows added elsewhere leave this card alone. */
const ToolCardOf = memo(
  function ToolCardOf({ group, components }: { group: ToolCardGroup; components: TranscriptComponents }) {
    return (
      <ToolCardComponentsContext.Provider value={components}>
        <components.ToolCard group={group} />
      </ToolCardComponentsContext.Provider>
    );
  },
  (before, after) => before.components === after.components && sameGroup(before.group, after.group),
);

function kindOf(entry: KeyedEntry): string {
  if (entry.type !== 'ui') return entry.type;
  return entry.ui.kind === 'text' ? 'note' : 'launcher';
}

/** The crashed entry's wire index, so the notice names the same entry as a parse error would. */
function wireIndex(entry: KeyedEntry): { index?: number } {
  const { index } = entry as { index?: unknown };
  return typeof index === 'number' ? { index } : {};
}
