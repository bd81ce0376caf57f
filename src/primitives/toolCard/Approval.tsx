import { forwardRef, useState, type HTMLAttributes } from 'react';
import { useCameoContext } from '../../react';
import { QuestionIdContext } from './QuestionIdContext';
import { useToolCard } from './ToolCardContext';
import { withDisplayName } from '../withDisplayName';

/**
 * The question, while the call awaits approval (`role="group"`, named after the tool); nothing
 * once answered. Put `Args` inside it so the person sees what will run before deciding.
 */
export const Approval = /*#__PURE__*/ withDisplayName(
  forwardRef<HTMLDivElement, HTMLAttributes<HTMLDivElement>>(function Approval(props, ref) {
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
  }),
  'ToolCard.Approval',
);
