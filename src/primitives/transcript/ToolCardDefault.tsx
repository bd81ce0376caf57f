import * as ToolCard from '../toolCard';
import { useToolCard } from '../toolCard/ToolCardContext';
import type { ToolCardGroup } from '../toolCard/groupToolCards';

/**
 * The unstyled card: a compact row (label, status) that discloses the arguments and result;
 * the question with Approve and Deny while the call awaits approval; an error's message and a
 * decision even while closed; notes and launchers always. A result with no call opens at once:
 * it is all the card has to say.
 */
export function ToolCardDefault({ group }: { group: ToolCardGroup }) {
  return (
    <ToolCard.Root group={group} defaultOpen={group.callKey === undefined}>
      <ToolCard.Trigger>
        <ToolCard.Label /> <ToolCard.Status />
      </ToolCard.Trigger>
      <ToolCard.Approval>
        <ToolCard.Args />
        <ToolCard.Approve /> <ToolCard.Deny />
      </ToolCard.Approval>
      <ToolCard.Content>
        <ArgsUnlessAsked />
        <ToolCard.Result />
      </ToolCard.Content>
      <ClosedNotes />
      <ToolCard.Ui />
      <ToolCard.Announcer />
    </ToolCard.Root>
  );
}

/** While the question is open the approval group already shows the arguments. */
function ArgsUnlessAsked() {
  return useToolCard().status === 'pending' ? null : <ToolCard.Args />;
}

/** What matters even with the card closed: why it failed, or that it was refused. */
function ClosedNotes() {
  const { open, status } = useToolCard();
  return (
    <>
      {!open && status === 'error' ? <ToolCard.Result /> : null}
      <ToolCard.Decision />
    </>
  );
}
