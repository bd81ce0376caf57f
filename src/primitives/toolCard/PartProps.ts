import type { HTMLAttributes } from 'react';

/** What a tool card's small parts (label, status, args, result, decision) take. */
export interface PartProps extends HTMLAttributes<HTMLElement> {
  asChild?: boolean;
}
