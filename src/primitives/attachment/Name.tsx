import { forwardRef } from 'react';
import { safeHref } from '../../core';
import { SlotPart } from '../SlotPart';
import { useAttachment } from './AttachmentContext';
import type { PartProps } from './PartProps';
import { withDisplayName } from '../withDisplayName';

/**
 * The attachment's `name`, or its media type: a link opening in a new tab when the URL passes
 * `safeHref`, plain text otherwise (a `javascript:` or `data:` URL is never a link).
 */
export const Name = /*#__PURE__*/ withDisplayName(
  forwardRef<HTMLElement, PartProps>(function Name({ asChild, children, ...props }, ref) {
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
  }),
  'Attachment.Name',
);
