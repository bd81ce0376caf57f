import type { HTMLAttributes } from 'react';

/** What an entry error's parts (title, message) take. */
export interface PartProps extends HTMLAttributes<HTMLElement> {
  asChild?: boolean;
}
