import { forwardRef } from 'react';
import { TranscriptPrimitive } from '../primitives';

export type MessageAttachmentsProps = Omit<TranscriptPrimitive.MessageAttachmentsProps, 'children'>;

/**
 * A message's attachments as chips: a thumbnail for an image (or a file icon) and the name, or
 * the media type, linked only when the URL is a web URL. Nothing when there are none.
 */
export const MessageAttachments = forwardRef<HTMLUListElement, MessageAttachmentsProps>(function MessageAttachments(
  props,
  ref,
) {
  return (
    <TranscriptPrimitive.MessageAttachments data-slot="attachments" {...props} ref={ref}>
      {(attachment) => (
        <TranscriptPrimitive.Attachment data-slot="attachment" attachment={attachment}>
          <TranscriptPrimitive.AttachmentPreview data-slot="attachment-preview" />
          <TranscriptPrimitive.AttachmentName data-slot="attachment-name" />
        </TranscriptPrimitive.Attachment>
      )}
    </TranscriptPrimitive.MessageAttachments>
  );
});
