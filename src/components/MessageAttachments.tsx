import { forwardRef, memo } from 'react';
import { Name as AttachmentPrimitiveName } from '../primitives/attachment/Name';
import { Preview as AttachmentPrimitivePreview } from '../primitives/attachment/Preview';
import { Root as AttachmentPrimitiveRoot } from '../primitives/attachment/Root';
import { Attachments as MessagePrimitiveAttachments, type AttachmentsProps as MessagePrimitiveAttachmentsProps } from '../primitives/message/Attachments';

export type MessageAttachmentsProps = Omit<MessagePrimitiveAttachmentsProps, 'children'>;

/**
 * A message's attachments as chips: a thumbnail for an image (or a file icon) and the name, or
 * the media type, linked only when the URL is a web URL. Nothing when there are none. Memoised
 * (the chips do not change with the text).
 */
export const MessageAttachments = memo(
  forwardRef<HTMLUListElement, MessageAttachmentsProps>(function MessageAttachments(
    props,
    ref,
  ) {
    return (
      <MessagePrimitiveAttachments data-slot="attachments" {...props} ref={ref}>
        {(attachment) => (
          <AttachmentPrimitiveRoot data-slot="attachment" attachment={attachment}>
            <AttachmentPrimitivePreview data-slot="attachment-preview" />
            <AttachmentPrimitiveName data-slot="attachment-name" />
          </AttachmentPrimitiveRoot>
        )}
      </MessagePrimitiveAttachments>
    );
  }),
);
