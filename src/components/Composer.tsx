import { forwardRef, type ReactNode, type Ref } from 'react';
import { useComposer } from '../primitives';
import { Attachments as ComposerPrimitiveAttachments } from '../primitives/composer/Attachments';
import { Input as ComposerPrimitiveInput } from '../primitives/composer/Input';
import { Root as ComposerPrimitiveRoot, type RootProps as ComposerPrimitiveRootProps } from '../primitives/composer/Root';
import { Send as ComposerPrimitiveSend } from '../primitives/composer/Send';
import { Stop as ComposerPrimitiveStop } from '../primitives/composer/Stop';
import { Suggestion as ComposerPrimitiveSuggestion, type SuggestionProps as ComposerPrimitiveSuggestionProps } from '../primitives/composer/Suggestion';
import { Suggestions as ComposerPrimitiveSuggestions } from '../primitives/composer/Suggestions';

export interface ComposerProps extends Omit<ComposerPrimitiveRootProps, 'asChild' | 'children'> {
  placeholder?: string;
  /** The textarea's accessible name; the `messageInput` label ("Message") by default. */
  label?: string;
  /** Chips above the input. Clicking one sends it (as peers do) unless `suggestionAction` is `fill`. */
  suggestions?: readonly string[];
  suggestionAction?: ComposerPrimitiveSuggestionProps['action'];
  /** The app's attachment area (chips, previews), shown above the text. The kit keeps no files. */
  attachments?: ReactNode;
  /** The app's controls beside Send, such as an Attach button. */
  actions?: ReactNode;
  inputRef?: Ref<HTMLTextAreaElement>;
  autoFocus?: boolean;
}

/**
 * The message composer: a textarea that grows up to a limit, Send (Enter), a new line
 * (Shift+Enter), Stop while a turn runs, optional suggestion chips and an attachment slot. Tied
 * to no agent: `onSend(text)`, `running`, `onStop`. The ref is the form's.
 */
export const Composer = forwardRef<HTMLFormElement, ComposerProps>(function Composer(
  { placeholder, label, suggestions, suggestionAction, attachments, actions, inputRef, autoFocus, ...props },
  ref,
) {
  return (
    <ComposerPrimitiveRoot data-slot="composer" {...props} ref={ref}>
      {suggestions && suggestions.length > 0 && (
        <ComposerPrimitiveSuggestions data-slot="composer-suggestions">
          {suggestions.map((prompt) => (
            <ComposerPrimitiveSuggestion key={prompt} data-slot="composer-suggestion" prompt={prompt} action={suggestionAction} />
          ))}
        </ComposerPrimitiveSuggestions>
      )}
      <div data-slot="composer-box">
        <ComposerPrimitiveAttachments data-slot="composer-attachments">{attachments}</ComposerPrimitiveAttachments>
        <ComposerPrimitiveInput
          data-slot="composer-input"
          ref={inputRef}
          placeholder={placeholder}
          aria-label={label}
          autoFocus={autoFocus}
        />
        <div data-slot="composer-actions">
          {actions}
          <ComposerPrimitiveStop data-slot="composer-stop">
            <StopIcon />
            <Label kind="stop" />
          </ComposerPrimitiveStop>
          <ComposerPrimitiveSend data-slot="composer-send">
            <SendIcon />
            <Label kind="send" />
          </ComposerPrimitiveSend>
        </div>
      </div>
    </ComposerPrimitiveRoot>
  );
});

// The icon carries the look; the text stays in the button for its name, hidden by the styles.
function Label({ kind }: { kind: 'send' | 'stop' }) {
  const { labels } = useComposer();
  return <span data-slot="composer-button-label">{labels[kind]}</span>;
}

function SendIcon() {
  return (
    <svg data-slot="composer-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M8 13V3M3.5 7.5 8 3l4.5 4.5" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function StopIcon() {
  return (
    <svg data-slot="composer-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <rect x="4" y="4" width="8" height="8" rx="1.5" fill="currentColor" />
    </svg>
  );
}
