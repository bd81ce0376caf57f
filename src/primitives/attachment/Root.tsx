import { Slot } from '@radix-ui/react-slot';
import { forwardRef, type LiHTMLAttributes } from 'react';
import type { Attachment } from '../../core';
import { AttachmentContext } from './AttachmentContext';
import { Name } from './Name';
import { Preview } from './Preview';
import { withDisplayName } from '../withDisplayName';

export interface RootProps extends LiHTMLAttributes<HTMLLIElement> {
  attachment: Attachment;
  asChild?: boolean;
}

/**
 * One chip of a message's attachments, a list item (`data-kind`: image or file;
 * `data-media-type`). Without children: its preview, then its name.
 */
export const Root = /*#__PURE__*/ withDisplayName(
  forwardRef<HTMLLIElement, RootProps>(function Root({ attachment, asChild, children, ...props }, ref) {
    const Element = asChild ? Slot : 'li';
    return (
      <AttachmentContext.Provider value={attachment}>
        <Element data-kind={kindOf(attachment)} data-media-type={attachment.mediaType} {...props} ref={ref}>
          {children ?? (
            <>
              <Preview /> <Name />
            </>
          )}
        </Element>
      </AttachmentContext.Provider>
    );
  }),
  'Attachment.Root',
);

function kindOf(attachment: Attachment): 'image' | 'file' {
  return attachment.mediaType.toLowerCase().startsWith('image/') ? 'image' : 'file';
}
