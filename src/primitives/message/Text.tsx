import { forwardRef } from 'react';
import { CappedText } from '../transcript/CappedText';
import type { DisplayCapOptions } from '../transcript/DisplayCap';
import { useEntryOf } from '../transcript/EntryContext';
import type { PartProps } from './PartProps';

export interface TextProps extends PartProps, DisplayCapOptions {}

/**
 * The message text, as text: markup in it shows literally. Past `maxDisplayChars` (20,000 by
 * default) it is folded, with a Show more button after it.
 */
export const Text = forwardRef<HTMLElement, TextProps>(function Text(props, ref) {
  const entry = useEntryOf('user', 'assistant');
  return <CappedText text={entry.text} {...props} ref={ref} />;
});
Text.displayName = 'Message.Text';
