import { Slot } from '@radix-ui/react-slot';
import { forwardRef, type HTMLAttributes } from 'react';
import { useCameo, useEntryKeys } from '../../react';

export interface RootProps extends HTMLAttributes<HTMLDivElement> {
  asChild?: boolean;
}

/** The conversation: a polite live `log` region. `data-empty` while it has no entries. */
export const Root = forwardRef<HTMLDivElement, RootProps>(function Root({ asChild, ...props }, ref) {
  const { labels } = useCameo();
  const empty = useEntryKeys().length === 0;
  const Element = asChild ? Slot : 'div';
  return <Element role="log" aria-label={labels.conversation} data-empty={empty || undefined} {...props} ref={ref} />;
});
