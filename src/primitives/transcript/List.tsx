import { Slot } from '@radix-ui/react-slot';
import { forwardRef, type OlHTMLAttributes, type ReactNode } from 'react';
import { useEntryKeys } from '../../react';
import { Item } from './Item';
import type { TranscriptComponents } from './TranscriptComponents';

export interface ListProps extends Omit<OlHTMLAttributes<HTMLOListElement>, 'children'> {
  components: TranscriptComponents;
  /** Draws each row; defaults to `Item` with `components`. */
  children?: (entryKey: string) => ReactNode;
  asChild?: boolean;
}

/** The entries in order; renders nothing while there are none (pair it with `Empty`). */
export const List = forwardRef<HTMLOListElement, ListProps>(function List(
  { components, children, asChild, ...props },
  ref,
) {
  const keys = useEntryKeys();
  if (keys.length === 0) return null;
  const Element = asChild ? Slot : 'ol';
  return (
    <Element {...props} ref={ref}>
      {keys.map((key) => (children ? children(key) : <Item key={key} entryKey={key} components={components} />))}
    </Element>
  );
});
