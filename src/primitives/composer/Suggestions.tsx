import { forwardRef, type HTMLAttributes } from 'react';
import { useComposer } from './ComposerContext';

export type SuggestionsProps = HTMLAttributes<HTMLDivElement>;

/** A group of suggestion chips, named "Suggestions" unless the app names it. */
export const Suggestions = forwardRef<HTMLDivElement, SuggestionsProps>(function Suggestions(
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
});
Suggestions.displayName = 'Composer.Suggestions';
