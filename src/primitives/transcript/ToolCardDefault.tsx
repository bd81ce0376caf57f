import type { ToolCardGroup } from '../toolCard/groupToolCards';
import * as ToolCard from '../toolCard';
import { useReplacedPart } from '../toolCard/useReplacedPart';
import { useToolCard } from '../toolCard/ToolCardContext';
import { ToolCall } from './ToolCall';
import { ToolResult } from './ToolResult';

/**
 * The unstyled card: a compact row (label, status) that discloses the arguments and result;
 * the question with Approve and Deny while the call awaits approval; an error's message and a
 * decision even while closed; notes and launchers always.
 */
export function ToolCardDefault({ group }: { group: ToolCardGroup }) {
  return (
    <ToolCard.Root group={group}>
      <ToolCard.Trigger>
        <ToolCard.Label /> <ToolCard.Status />
      </ToolCard.Trigger>
      <ToolCard.Approval>
        <CallArgs />
        <ToolCard.Approve /> <ToolCard.Deny />
      </ToolCard.Approval>
      <ToolCard.Content>
        <ArgsUnlessAsked />
        <CallResult />
      </ToolCard.Content>
      <ClosedNotes />
      <ToolCard.Ui />
      <ToolCard.Announcer />
    </ToolCard.Root>
  );
}

/** While the question is open the approval group already shows the arguments. */
function ArgsUnlessAsked() {
  return useToolCard().status === 'pending' ? null : <CallArgs />;
}

/** The arguments, or the transcript's own `components.ToolCall` for the call when it was replaced. */
function CallArgs() {
  const { call } = useToolCard();
  const replaced = useReplacedPart('ToolCall', ToolCall);
  return replaced && call ? <replaced.Part entry={call} /> : <ToolCard.Args />;
}

/** The result, or the transcript's own `components.ToolResult` for it when it was replaced. */
function CallResult() {
  const { result } = useToolCard();
  const replaced = useReplacedPart('ToolResult', ToolResult);
  return replaced && result ? <replaced.Part entry={result} /> : <ToolCard.Result />;
}

/** What matters even with the card closed: why it failed, or that it was refused. */
function ClosedNotes() {
  const { open, status } = useToolCard();
  return (
    <>
      {!open && status === 'error' ? <CallResult /> : null}
      <ToolCard.Decision />
    </>
  );
}
