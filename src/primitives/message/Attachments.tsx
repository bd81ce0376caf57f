import { forwardRef, Fragment, memo, type HTMLAttributes, type ReactNode } from 'react';
import type { Attachment } from '../../core';
import { useCameoContext } from '../../react';
import { Root as AttachmentRoot } from '../attachment/Root';
import { useMessageShape } from './MessageContext';
import { withDisplayName } from '../withDisplayName';

export interface AttachmentsProps extends Omit<HTMLAttributes<HTMLUListElement>, 'children'> {
  /** Draws each chip; defaults to `AttachmentPrimitive.Root`. */
  children?: (attachment: Attachment, index: number) => ReactNode;
}

/**
 * A message's attachments as a list named by `labels.attachments`; nothing when it has none.
 * `role="list"` is explicit because `list-style: none` drops the list role in Safari. Memoised,
 * and reads no text: a streamed token does not draw the chips again.
 */
export const Attachments = /*#__PURE__*/ withDisplayName(
  memo(
    forwardRef<HTMLUListElement, AttachmentsProps>(function Attachments({ children, ...props }, ref) {
      const { attachments = [] } = useMessageShape();
      const { labels } = useCameoContext();
      if (attachments.length === 0) return null;
      return (
        <ul role="list" aria-label={labels.attachments} {...props} ref={ref}>
          {attachments.map((attachment, index) =>
            // Attachments have no id of their own; the list only ever grows or is replaced.
            children ? <Fragment key={index}>{children(attachment, index)}</Fragment> : <AttachmentRoot key={index} attachment={attachment} />,
          )}
        </ul>
      );
    }),
  ),
  'Message.Attachments',
);
