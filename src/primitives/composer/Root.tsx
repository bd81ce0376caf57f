import { composeEventHandlers } from '@radix-ui/primitive';
import { Slot } from '@radix-ui/react-slot';
import { forwardRef, useCallback, useContext, useMemo, useRef, type FormHTMLAttributes } from 'react';
import { CameoContext, defaultLabels } from '../../react';
import { ComposerContext, type ComposerState } from './ComposerContext';
import { useDraft } from './useDraft';
import { withDisplayName } from '../withDisplayName';

export interface RootProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'defaultValue'> {
  /** Receives the draft as typed (newlines kept, not trimmed); never called for a blank one. */
  onSend: (text: string) => void;
  /** A turn runs: Send is disabled and Stop shows. */
  running?: boolean;
  /** Called by Stop. Without it Stop still shows while `running`, and does nothing else. */
  onStop?: () => void;
  /** The draft, for a controlled composer; pair it with `onValueChange`. */
  value?: string;
  /** The first draft of an uncontrolled composer. */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Nothing can be typed or sent (no connection, say). */
  disabled?: boolean;
  onSubmit?: FormHTMLAttributes<HTMLFormElement>['onSubmit'];
  asChild?: boolean;
}

/**
 * The composer: a form holding the draft, for the Input, Send, Stop and Suggestion parts. It is
 * tied to no agent: `onSend(text)` and `running` are the whole contract. Works without a
 * CameoProvider (then with English labels).
 */
export const Root = /*#__PURE__*/ withDisplayName(
  forwardRef<HTMLFormElement, RootProps>(function Root(
    { onSend, running = false, onStop, value, defaultValue = '', onValueChange, disabled = false, onSubmit, asChild, ...props },
    ref,
  ) {
    const labels = useContext(CameoContext)?.labels ?? defaultLabels;
    const [draft, setDraft] = useDraft(value, defaultValue, onValueChange);
    const inputRef = useRef<HTMLTextAreaElement | null>(null);
    const hasText = draft.trim() !== '';
    const canSend = hasText && !running && !disabled;

    const focusInput = useCallback(() => inputRef.current?.focus(), []);
    const send = useCallback(
      (text?: string) => {
        const outgoing = text ?? draft;
        if (outgoing.trim() === '' || running || disabled) return false;
        onSend(outgoing);
        if (text === undefined) setDraft('');
        // The clicked Send turns disabled and would drop focus to <body>; the next message starts here.
        focusInput();
        return true;
      },
      [draft, running, disabled, onSend, setDraft, focusInput],
    );
    const stop = useCallback(() => {
      onStop?.();
      // Stop unmounts once the turn ends, which would strand focus on <body>.
      focusInput();
    }, [onStop, focusInput]);

    const state = useMemo<ComposerState>(
      () => ({ value: draft, setValue: setDraft, running, disabled, hasText, canSend, send, stop, focusInput, inputRef, labels }),
      [draft, setDraft, running, disabled, hasText, canSend, send, stop, focusInput, labels],
    );
    const Element = asChild ? Slot : 'form';
    return (
      <ComposerContext.Provider value={state}>
        <Element
          data-state={running ? 'running' : 'idle'}
          data-empty={hasText ? undefined : ''}
          data-disabled={disabled ? '' : undefined}
          {...props}
          ref={ref}
          onSubmit={composeEventHandlers(onSubmit, (event) => {
            event.preventDefault();
            send();
          })}
        />
      </ComposerContext.Provider>
    );
  }),
  'Composer.Root',
);
