import { composeEventHandlers } from '@radix-ui/primitive';
import {
  createContext,
  forwardRef,
  useContext,
  useId,
  useLayoutEffect,
  useState,
  type ButtonHTMLAttributes,
  type HTMLAttributes,
} from 'react';
import { useCameoContext } from '../../react';
import { useToolCard } from './ToolCardContext';

/**
 * The question, while the call awaits approval (`role="group"`, named after the tool); nothing
 * once answered. Put `Args` inside it so the person sees what will run before deciding.
 */
export const Approval = forwardRef<HTMLDivElement, HTMLAttributes<HTMLDivElement>>(function Approval(props, ref) {
  const { status, label } = useToolCard();
  const { labels } = useCameoContext();
  // A Question inside names the group: a screen reader then says the question once, not as
  // the group's name and again as its first line.
  const [questionId, setQuestionId] = useState<string | null>(null);
  if (status !== 'pending') return null;
  const named = props['aria-label'] !== undefined || props['aria-labelledby'] !== undefined;
  const name = named ? {} : questionId ? { 'aria-labelledby': questionId } : { 'aria-label': labels.toolApproval(label) };
  return (
    <QuestionIdContext.Provider value={setQuestionId}>
      <div role="group" {...name} {...props} ref={ref} />
    </QuestionIdContext.Provider>
  );
});

const QuestionIdContext = createContext<((id: string | null) => void) | null>(null);

/**
 * The question in words (`labels.approvalQuestion`, e.g. "Deploy 2.4.1 to production?"), while the
 * call awaits approval; nothing once answered. Put it in `Approval`, above `Args`.
 */
export const Question = forwardRef<HTMLParagraphElement, HTMLAttributes<HTMLParagraphElement>>(function Question(
  { children, ...props },
  ref,
) {
  const { status, label, call } = useToolCard();
  const { labels } = useCameoContext();
  const own = useId();
  const id = props.id ?? own;
  const nameGroup = useContext(QuestionIdContext);
  const shown = status === 'pending';
  useLayoutEffect(() => {
    if (!nameGroup || !shown) return;
    nameGroup(id);
    return () => nameGroup(null);
  }, [nameGroup, id, shown]);
  if (!shown) return null;
  return (
    <p {...props} id={id} ref={ref}>
      {children ?? labels.approvalQuestion({ name: call?.name ?? label, args: call?.args, label })}
    </p>
  );
});

export type DecisionButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'>;

/** Approves the call: records the decision, tells `onToolApproval`, focuses the trigger. */
export const Approve = forwardRef<HTMLButtonElement, DecisionButtonProps>(function Approve({ onClick, children, ...props }, ref) {
  const { decide } = useToolCard();
  const { labels } = useCameoContext();
  return (
    <button type="button" data-decision="approve" {...props} ref={ref} onClick={composeEventHandlers(onClick, () => decide(true))}>
      {children ?? labels.approve}
    </button>
  );
});

export interface DenyProps extends DecisionButtonProps {
  /** Why, for the agent and the transcript (e.g. from a text field the app adds). */
  reason?: string;
}

/** Denies the call: the card moves to `denied` and the tool never runs. */
export const Deny = forwardRef<HTMLButtonElement, DenyProps>(function Deny({ reason, onClick, children, ...props }, ref) {
  const { decide } = useToolCard();
  const { labels } = useCameoContext();
  return (
    <button type="button" data-decision="deny" {...props} ref={ref} onClick={composeEventHandlers(onClick, () => decide(false, reason))}>
      {children ?? labels.deny}
    </button>
  );
});
