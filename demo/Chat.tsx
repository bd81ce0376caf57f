import { Composer, Transcript, useEntryKeys } from '../src/index';
import type { UseCameoChatResult } from '../src/ai-sdk';

const SUGGESTIONS = ['Weather in Paris', 'Q2 sales', 'Show the kanban board', 'Deploy 2.4.1', 'Make it fail'];

export interface ChatProps {
  composer: UseCameoChatResult['composer'];
  /** The chat request's failure, if the last one failed (the route is down, the model refused). */
  error?: Error | undefined;
}

/**
 * The conversation and the kit's composer under it. The transcript scrolls itself: it follows
 * new and streamed entries unless the reader scrolled up, and offers "Jump to latest" then.
 */
export function Chat({ composer, error }: ChatProps) {
  // The empty transcript offers the suggestions itself; the composer takes them over once the
  // conversation has started, so they never show twice.
  const started = useEntryKeys().length > 0;
  return (
    <section className="chat" aria-label="Chat">
      {/* Focusable, so keyboard users can scroll the history too. */}
      <Transcript className="chat-transcript" tabIndex={0} suggestions={SUGGESTIONS} onSuggestion={composer.onSend} />
      {error && (
        <p role="alert" className="chat-error">
          The chat failed: {error.message}
        </p>
      )}
      <div className="chat-composer-bar">
        <Composer
          className="chat-composer"
          {...composer}
          suggestions={started ? SUGGESTIONS : undefined}
          placeholder="Try “weather in Paris”, “Q2 sales”, “kanban board”, “deploy” or “fail”"
        />
      </div>
    </section>
  );
}
