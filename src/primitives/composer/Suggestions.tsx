import { forwardRef, type HTMLAttributes } from 'react';
import { useComposer } from './ComposerContext';
import { withDisplayName } from '../withDisplayName';

export type SuggestionsProps = HTMLAttributes<HTMLDivElement>;

/** A group of suggestion chips, named "Suggestions" unless the app names it. */
export const Suggestions = /*#__PURE__*/ withDisplayName(
  forwardRef<HTMLDivElement, SuggestionsProps>(function Suggestions(
    { 'aria-label': ariaLabel, ...props },
    ref,
  ) {
    const { labels } = useComposer();
    return (
      <div
        role="group"
        aria-label={ariaLabel ?? (props['aria-labelledby'] ? undefined : labels.suggestions)}
        {...props}
        ref={ref}
      />
    );
  }),
  'Composer.Suggestions',
);
