import { forwardRef } from 'react';
import { formatJson } from '../../core/internal';
import { SlotPart } from '../SlotPart';
import type { PartProps } from './PartProps';
import { useToolCard } from './ToolCardContext';
import { withDisplayName } from '../withDisplayName';

/**
 * The arguments: the streamed text as it grows while `argsText` is present (`data-streaming`),
 * then the value, printed with depth and size caps. Always text, never markup.
 */
export const Args = /*#__PURE__*/ withDisplayName(
  forwardRef<HTMLElement, PartProps>(function Args({ asChild, children, ...props }, ref) {
    const { call, streaming } = useToolCard();
    if (!call) return null;
    const text = call.argsText ?? formatJson(call.args);
    return (
      <SlotPart as="pre" asChild={asChild} display={text} {...(streaming ? { 'data-streaming': '' } : {})} {...props} ref={ref}>
        {children}
      </SlotPart>
    );
  }),
  'ToolCard.Args',
);
