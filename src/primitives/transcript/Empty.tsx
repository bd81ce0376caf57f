import { Slot } from '@radix-ui/react-slot';
import { forwardRef, type HTMLAttributes } from 'react';
import { useCameo, useEntryKeys } from '../../react';

export interface EmptyProps extends HTMLAttributes<HTMLElement> {
  asChild?: boolean;
}

/** Shown only while the transcript has no entries. */
export const Empty = forwardRef<HTMLParagraphElement, EmptyProps>(function Empty({ asChild, children, ...props }, ref) {
  const { labels } = useCameo();
  const empty = useEntryKeys().length === 0;
  if (!empty) return null;
  const Element = asChild ? Slot : 'p';
  return (
    <Element {...props} ref={ref}>
      {children ?? labels.empty}
    </Element>
  );
});
