import { Children, forwardRef, type HTMLAttributes } from 'react';
import { withDisplayName } from '../withDisplayName';

export type AttachmentsProps = HTMLAttributes<HTMLDivElement>;

/**
 * Where the app puts its attachments (chips, previews, an add button): the kit renders what it is
 * given and keeps no file state. Renders nothing when empty, so it adds no gap.
 */
export const Attachments = /*#__PURE__*/ withDisplayName(
  forwardRef<HTMLDivElement, AttachmentsProps>(function Attachments(props, ref) {
    if (Children.toArray(props.children).length === 0) return null;
    return <div {...props} ref={ref} />;
  }),
  'Composer.Attachments',
);
