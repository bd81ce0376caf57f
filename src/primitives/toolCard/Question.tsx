import { forwardRef, useContext, useId, useLayoutEffect, type HTMLAttributes } from 'react';
import { useCameoContext } from '../../react';
import { QuestionIdContext } from './QuestionIdContext';
import { useToolCard } from './ToolCardContext';
import { withDisplayName } from '../withDisplayName';

/**
 * The question in words (`labels.approvalQuestion`, e.g. "Deploy 2.4.1 to production?"), while the
 * call awaits approval; nothing once answered. Put it in `Approval`, above `Args`.
 */
export const Question = /*#__PURE__*/ withDisplayName(
  forwardRef<HTMLParagraphElement, HTMLAttributes<HTMLParagraphElement>>(function Question(
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
  }),
  'ToolCard.Question',
);
