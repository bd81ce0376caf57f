import { createContext, useContext } from 'react';
import type { Attachment } from '../../core';

/** The attachment a chip's parts (preview, name) belong to. */
export const AttachmentContext = createContext<Attachment | null>(null);

export function useAttachment(): Attachment {
  const attachment = useContext(AttachmentContext);
  if (attachment === null) throw new Error('This part must be inside AttachmentPrimitive.Root.');
  return attachment;
}
