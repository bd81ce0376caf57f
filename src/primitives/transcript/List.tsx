import { forwardRef, type OlHTMLAttributes, type ReactNode } from 'react';
import { useEntryKeys } from '../../react';
import { Item } from './Item';
import type { TranscriptComponents } from './TranscriptComponents';

export interface ListProps extends Omit<OlHTMLAttributes<HTMLOListElement>, 'children'> {
  components: TranscriptComponents;
  /** Draws each row; defaults to `Item` with `components`. */
  children?: (entryKey: string) => ReactNode;
}

/**
 * The entries in order, as an `<ol>`; renders nothing while there are none (pair it with
 * `Empty`). No `asChild`: put your own container on `Root`, and your own rows on `Item`.
 */
export const List = forwardRef<HTMLOListElement, ListProps>(function List(
  { components, children, ...props },
  ref,
) {
  const keys = useEntryKeys();
  if (keys.length === 0) return null;
  return (
    <ol {...props} ref={ref}>
      {keys.map((key) => (children ? children(key) : <Item key={key} entryKey={key} components={components} />))}
    </ol>
  );
});
