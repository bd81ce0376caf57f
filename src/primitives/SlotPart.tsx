import { Slot, Slottable } from '@radix-ui/react-slot';
import { createElement, forwardRef, type HTMLAttributes, type ReactNode } from 'react';

export interface SlotPartProps extends HTMLAttributes<HTMLElement> {
  /** The element rendered without `asChild`. */
  as: string;
  asChild?: boolean;
  /** What the part shows: placed inside the app's element when `asChild` is set. */
  display: ReactNode;
}

/**
 * A leaf part whose content comes from Cameo (a text, a label). With `asChild`, the app's child
 * element becomes the part and receives that content, instead of Slot failing on two children.
 */
export const SlotPart = forwardRef<HTMLElement, SlotPartProps>(function SlotPart(
  { as, asChild, display, children, ...props },
  ref,
) {
  if (!asChild) return createElement(as, { ...props, ref }, children ?? display);
  return (
    <Slot {...props} ref={ref}>
      <Slottable>{children}</Slottable>
      {display}
    </Slot>
  );
});
