import { useEffect, useState } from 'react';
import { Transcript, useEntryKeys } from '../src/index';
import type { MockAgent } from './agent/createMockAgent';
import { Composer } from './Composer';
import { useStickToBottom } from './useStickToBottom';

/** The conversation and the form under it. New entries scroll into view; the first paint does not. */
export function Chat({ agent }: { agent: MockAgent }) {
  const keys = useEntryKeys();
  const [initialCount] = useState(keys.length);
  const { scroller, content, scrollToBottom } = useStickToBottom<HTMLDivElement, HTMLDivElement>();

  useEffect(() => {
    if (keys.length > initialCount) scrollToBottom();
  }, [keys, initialCount, scrollToBottom]);

  return (
    <section className="chat" aria-label="Chat">
      <div className="chat-scroll" ref={scroller}>
        <Transcript ref={content} />
      </div>
      <Composer agent={agent} />
    </section>
  );
}
