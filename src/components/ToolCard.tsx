import { forwardRef } from 'react';
import { ToolCardPrimitive as Card, useToolCard } from '../primitives';

export interface ToolCardProps extends Omit<Card.RootProps, 'children' | 'asChild'> {
  /** The most characters of the result shown before a "Show more" button. Default 20,000. */
  maxDisplayChars?: number;
}

/**
 * One tool call as a compact row ("get_weather ✓ Done" and a chevron) that expands to its
 * arguments and result. A call awaiting approval shows what will run with Approve and Deny;
 * notes and launchers stay visible under the row. A result with no call is a card that opens at
 * once, named "Tool result" (or "Tool error").
 */
export const ToolCard = forwardRef<HTMLDivElement, ToolCardProps>(function ToolCard({ maxDisplayChars, ...props }, ref) {
  return (
    <Card.Root data-slot="tool-card" defaultOpen={props.group.callKey === undefined} {...props} ref={ref}>
      <Card.Trigger data-slot="tool-card-trigger">
        <Card.Label data-slot="tool-card-label" />{' '}
        <Card.Status data-slot="tool-card-status" />
        <span data-slot="tool-card-chevron" aria-hidden="true" />
      </Card.Trigger>
      <Card.Approval data-slot="tool-card-approval">
        <Card.Question data-slot="tool-card-question" />
        <Card.Args data-slot="tool-card-args" />
        <div data-slot="tool-card-actions">
          <Card.Approve data-slot="tool-card-approve" />
          <Card.Deny data-slot="tool-card-deny" />
        </div>
      </Card.Approval>
      <Card.Content data-slot="tool-card-content">
        <ArgsSection />
        <Card.Result data-slot="tool-card-result" maxDisplayChars={maxDisplayChars} />
      </Card.Content>
      <ClosedNotes maxDisplayChars={maxDisplayChars} />
      <Card.Ui data-slot="tool-card-ui" />
      <Card.Announcer />
    </Card.Root>
  );
});

function ArgsSection() {
  const { status } = useToolCard();
  // While the question is open the approval group already shows the arguments.
  return status === 'pending' ? null : <Card.Args data-slot="tool-card-args" />;
}

function ClosedNotes({ maxDisplayChars }: { maxDisplayChars: number | undefined }) {
  const { open, status } = useToolCard();
  return (
    <>
      {!open && status === 'error' ? <Card.Result data-slot="tool-card-result" maxDisplayChars={maxDisplayChars} /> : null}
      <Card.Decision data-slot="tool-card-decision" />
    </>
  );
}
