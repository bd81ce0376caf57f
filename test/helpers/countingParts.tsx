import { Message } from '../../src';
import type { TranscriptComponents } from '../../src/primitives';

/** Row parts that count their renders, so a test can say exactly which rows re-rendered. */
export function countingParts() {
  const renders: string[] = [];
  const components: Partial<TranscriptComponents> = {
    Message: ({ entry }) => {
      renders.push(entry.text.split(' ')[0] ?? '');
      return <Message entry={entry} />;
    },
  };
  return { renders, components };
}
