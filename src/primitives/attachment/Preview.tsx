import { Slot } from '@radix-ui/react-slot';
import { forwardRef } from 'react';
import { useAttachment } from './AttachmentContext';
import { attachmentImageSrc } from './attachmentImageSrc';
import type { PartProps } from './PartProps';
import { withDisplayName } from '../withDisplayName';

/**
 * A thumbnail for an image that may load (see `attachmentImageSrc`), else a file icon. Both are
 * decorative (`alt=""`, `aria-hidden`): the name beside them is what the chip says.
 */
export const Preview = /*#__PURE__*/ withDisplayName(
  forwardRef<HTMLElement, PartProps>(function Preview({ asChild, children, ...props }, ref) {
    const attachment = useAttachment();
    const src = attachmentImageSrc(attachment);
    const Element = asChild ? Slot : 'span';
    return (
      <Element aria-hidden="true" data-part={src ? 'thumbnail' : 'icon'} {...props} ref={ref}>
        {children ?? (src ? <img src={src} alt="" loading="lazy" referrerPolicy="no-referrer" /> : <FileIcon />)}
      </Element>
    );
  }),
  'Attachment.Preview',
);

function FileIcon() {
  return (
    <svg viewBox="0 0 16 16" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth="1.5" focusable="false">
      <path d="M4 1.75h5l3 3v9.5H4z M9 1.75v3h3" strokeLinejoin="round" />
    </svg>
  );
}
