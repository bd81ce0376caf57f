import type { HTMLAttributes } from 'react';

/** What a message's small parts (author, avatar, text, typing) take. */
export interface PartProps extends HTMLAttributes<HTMLElement> {
  asChild?: boolean;
}
