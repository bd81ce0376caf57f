import { forwardRef } from 'react';
import { AttachmentPrimitive, MessagePrimitive } from '../primitives';

export type MessageAttachmentsProps = Omit<MessagePrimitive.AttachmentsProps, 'children'>;

/**
 * A message's attachments as chips: a thumbnail for an image (or a file icon) and the name, or
 * the media type, linked only when the URL is a web URL. Nothing when there are none.
 */
export const MessageAttachments = forwardRef<HTMLUListElement, MessageAttachmentsProps>(function MessageAttachments(
  props,
  ref,
) {
  return (
    <MessagePrimitive.Attachments data-slot="attachments" {...props} ref={ref}>
      {(attachment) => (
        <AttachmentPrimitive.Root data-slot="attachment" attachment={attachment}>
          <AttachmentPrimitive.Preview data-slot="attachment-preview" />
          <AttachmentPrimitive.Name data-slot="attachment-name" />
        </AttachmentPrimitive.Root>
      )}
    </MessagePrimitive.Attachments>
  );
});
