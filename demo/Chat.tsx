import { Composer, Transcript } from '../src/index';
import type { MockAgent } from './agent/createMockAgent';
import { useMockAgent } from './useMockAgent';

const SUGGESTIONS = ['Weather in Paris', 'Q2 sales', 'Show the kanban board', 'Deploy 2.4.1', 'Make it fail'];

/**
 * The conversation and the kit's composer under it. The transcript scrolls itself: it follows
 * new and streamed entries unless the reader scrolled up, and offers "Jump to latest" then.
 */
export function Chat({ agent }: { agent: MockAgent }) {
  const { send, stop, busy } = useMockAgent(agent);
  return (
    <section className="chat" aria-label="Chat">
      {/* Focusable, so keyboard users can scroll the history too. */}
      <Transcript className="chat-transcript" tabIndex={0} suggestions={SUGGESTIONS} onSuggestion={(text) => void send(text)} />
      <Composer
        className="chat-composer"
        onSend={(text) => void send(text)}
        running={busy}
        onStop={stop}
        suggestions={SUGGESTIONS}
        placeholder="Try “weather in Paris”, “Q2 sales”, “kanban board”, “deploy” or “fail”"
      />
    </section>
  );
}
