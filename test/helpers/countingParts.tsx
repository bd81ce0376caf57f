import { Message } from '../../src';
import { type TranscriptPrimitive } from '../../src/primitives';

/** Row parts that count their renders, so a test can say exactly which rows re-rendered. */
export function countingParts() {
  const renders: string[] = [];
  const components: Partial<TranscriptPrimitive.TranscriptComponents> = {
    Message: ({ entry }) => {
      renders.push(entry.text.split(' ')[0] ?? '');
      return <Message entry={entry} />;
    },
  };
  return { renders, components };
}
