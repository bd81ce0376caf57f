import { Transcript } from '../src/index';
import type { MockAgent } from './agent/createMockAgent';
import { Composer } from './Composer';

/**
 * The conversation and the form under it. The transcript scrolls itself: it follows new and
 * streamed entries unless the reader scrolled up, and offers "Jump to latest" then.
 */
export function Chat({ agent }: { agent: MockAgent }) {
  return (
    <section className="chat" aria-label="Chat">
      {/* Focusable, so keyboard users can scroll the history too. */}
      <Transcript className="chat-transcript" tabIndex={0} />
      <Composer agent={agent} />
    </section>
  );
}
