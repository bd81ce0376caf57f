import { forwardRef } from 'react';
import { CappedText } from '../transcript/CappedText';
import type { DisplayCapOptions } from '../transcript/DisplayCap';
import { useEntryOf } from '../transcript/EntryContext';
import type { PartProps } from './PartProps';
import { withDisplayName } from '../withDisplayName';

export interface TextProps extends PartProps, DisplayCapOptions {}

/**
 * The message text, as text: markup in it shows literally. Past `maxDisplayChars` (20,000 by
 * default) it is folded, with a Show more button after it.
 */
export const Text = /*#__PURE__*/ withDisplayName(
  forwardRef<HTMLElement, TextProps>(function Text(props, ref) {
    const entry = useEntryOf('user', 'assistant');
    return <CappedText text={entry.text} {...props} ref={ref} />;
  }),
  'Message.Text',
);
