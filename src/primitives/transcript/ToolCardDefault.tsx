import * as ToolCard from '../toolCard';

/**
 * The unstyled card: a compact row (label, status) that discloses the arguments and result;
 * the question with Approve and Deny while the call awaits approval; an error's message and a
 * decision even while closed; notes and launchers always.
 */
export function ToolCardDefault({ group }: { group: ToolCard.Group }) {
  return (
    <ToolCard.Root group={group}>
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
  return ToolCard.useToolCard().status === 'pending' ? null : <ToolCard.Args />;
}

/** What matters even with the card closed: why it failed, or that it was refused. */
function ClosedNotes() {
  const { open, status } = ToolCard.useToolCard();
  return (
    <>
      {!open && status === 'error' ? <ToolCard.Result /> : null}
      <ToolCard.Decision />
    </>
  );
}
