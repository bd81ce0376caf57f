import { Slot } from '@radix-ui/react-slot';
import { forwardRef, type HTMLAttributes, type LiHTMLAttributes } from 'react';
import type { Attachment as AttachmentData } from '../../core';
import { safeHref } from '../../core';
import { SlotPart } from '../SlotPart';
import { AttachmentContext, useAttachment } from './AttachmentContext';
import { attachmentImageSrc } from './attachmentImageSrc';

export interface AttachmentProps extends LiHTMLAttributes<HTMLLIElement> {
  attachment: AttachmentData;
  asChild?: boolean;
}

/**
 * One chip of a message's attachments, a list item (`data-kind`: image or file;
 * `data-media-type`). Without children: its preview, then its name.
 */
export const Attachment = forwardRef<HTMLLIElement, AttachmentProps>(function Attachment(
  { attachment, asChild, children, ...props },
  ref,
) {
  const Element = asChild ? Slot : 'li';
  return (
    <AttachmentContext.Provider value={attachment}>
      <Element data-kind={kindOf(attachment)} data-media-type={attachment.mediaType} {...props} ref={ref}>
        {children ?? (
          <>
            <AttachmentPreview /> <AttachmentName />
          </>
        )}
      </Element>
    </AttachmentContext.Provider>
  );
});

export interface AttachmentPartProps extends HTMLAttributes<HTMLElement> {
  asChild?: boolean;
}

/**
 * A thumbnail for an image that may load (see `attachmentImageSrc`), else a file icon. Both are
 * decorative (`alt=""`, `aria-hidden`): the name beside them is what the chip says.
 */
export const AttachmentPreview = forwardRef<HTMLElement, AttachmentPartProps>(function AttachmentPreview(
  { asChild, children, ...props },
  ref,
) {
  const attachment = useAttachment();
  const src = attachmentImageSrc(attachment);
  const Element = asChild ? Slot : 'span';
  return (
    <Element aria-hidden="true" data-part={src ? 'thumbnail' : 'icon'} {...props} ref={ref}>
      {children ?? (src ? <img src={src} alt="" loading="lazy" referrerPolicy="no-referrer" /> : <FileIcon />)}
    </Element>
  );
});

/**
 * The attachment's `name`, or its media type: a link opening in a new tab when the URL passes
 * `safeHref`, plain text otherwise (a `javascript:` or `data:` URL is never a link).
 */
export const AttachmentName = forwardRef<HTMLElement, AttachmentPartProps>(function AttachmentName(
  { asChild, children, ...props },
  ref,
) {
  const attachment = useAttachment();
  const href = safeHref(attachment.url);
  const name = attachment.name?.trim() ? attachment.name : attachment.mediaType;
  if (!href) return <SlotPart as="span" asChild={asChild} display={name} {...props} ref={ref}>{children}</SlotPart>;
  return (
    <SlotPart
      as="a"
      asChild={asChild}
      display={name}
      {...{ href, target: '_blank', rel: 'noopener noreferrer', title: href }}
      {...props}
      ref={ref}
    >
      {children}
    </SlotPart>
  );
});

function kindOf(attachment: AttachmentData): 'image' | 'file' {
  return attachment.mediaType.toLowerCase().startsWith('image/') ? 'image' : 'file';
}

function FileIcon() {
  return (
    <svg viewBox="0 0 16 16" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth="1.5" focusable="false">
      <path d="M4 1.75h5l3 3v9.5H4z M9 1.75v3h3" strokeLinejoin="round" />
    </svg>
  );
}
