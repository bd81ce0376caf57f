import type { HTMLAttributes } from 'react';

/** What an attachment chip's parts (preview, name) take. */
export interface PartProps extends HTMLAttributes<HTMLElement> {
  asChild?: boolean;
}
