import { Slot } from '@radix-ui/react-slot';
import { forwardRef, type HTMLAttributes } from 'react';
import type { ErrorEntry } from '../../core';
import { EntryContext } from '../transcript/EntryContext';
import { Message } from './Message';
import { Title } from './Title';
import { withDisplayName } from '../withDisplayName';

export interface RootProps extends HTMLAttributes<HTMLDivElement> {
  entry: ErrorEntry;
  asChild?: boolean;
}

/** A malformed entry, shown in place. Without children: a title, then the reason. */
export const Root = /*#__PURE__*/ withDisplayName(
  forwardRef<HTMLDivElement, RootProps>(function Root({ entry, asChild, children, ...props }, ref) {
    const Element = asChild ? Slot : 'div';
    return (
      <EntryContext.Provider value={entry}>
        <Element {...props} ref={ref}>
          {children ?? (
            <>
              <Title />
              <Message />
            </>
          )}
        </Element>
      </EntryContext.Provider>
    );
  }),
  'EntryError.Root',
);
