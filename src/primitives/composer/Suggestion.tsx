import { composeEventHandlers } from '@radix-ui/primitive';
import { Slot } from '@radix-ui/react-slot';
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { useComposer } from './ComposerContext';
import { withDisplayName } from '../withDisplayName';

export interface SuggestionProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'value'> {
  /** The message this chip stands for; also its text unless given children. */
  prompt: string;
  /**
   * `send` (default, as peers do) sends the prompt at once and leaves the draft alone; `fill`
   * puts it in the input, caret at the end, for the user to edit first.
   */
  action?: 'send' | 'fill';
  asChild?: boolean;
}

/** A chip that sends (or fills in) a ready-made message. Disabled while it could not send. */
export const Suggestion = /*#__PURE__*/ withDisplayName(
  forwardRef<HTMLButtonElement, SuggestionProps>(function Suggestion(
    { prompt, action = 'send', asChild, disabled, onClick, children, ...props },
    ref,
  ) {
    const composer = useComposer();
    const Element = asChild ? Slot : 'button';
    const blocked = composer.disabled || (action === 'send' && composer.running);
    return (
      <Element
        type="button"
        data-action={action}
        disabled={disabled ?? blocked}
        {...props}
        ref={ref}
        onClick={composeEventHandlers(onClick, () => {
          if (action === 'send') {
            composer.send(prompt);
            return;
          }
          composer.setValue(prompt);
          const input = composer.inputRef.current;
          if (!input) return;
          input.focus();
          // After React writes the value, so the caret lands after the prompt, not before it.
          requestAnimationFrame(() => input.setSelectionRange(prompt.length, prompt.length));
        })}
      >
        {children ?? prompt}
      </Element>
    );
  }),
  'Composer.Suggestion',
);
