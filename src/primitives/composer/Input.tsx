import { composeEventHandlers } from '@radix-ui/primitive';
import { useComposedRefs } from '@radix-ui/react-compose-refs';
import { forwardRef, useLayoutEffect, type KeyboardEvent, type TextareaHTMLAttributes } from 'react';
import { useComposer } from './ComposerContext';
import { withDisplayName } from '../withDisplayName';

export interface InputProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'defaultValue'> {
  /** Enter sends and Shift+Enter starts a line (default). When false, Enter only starts a line. */
  submitOnEnter?: boolean;
  /**
   * Grow with the text (default). The height stops at the element's CSS `max-height`, and the
   * text scrolls from there.
   */
  autosize?: boolean;
}

/**
 * The draft's textarea. Named "Message" unless the app gives `aria-label` or `aria-labelledby`.
 * Enter never sends while an input method is composing (a CJK candidate is being chosen).
 */
export const Input = /*#__PURE__*/ withDisplayName(
  forwardRef<HTMLTextAreaElement, InputProps>(function Input(
    { submitOnEnter = true, autosize = true, onChange, onKeyDown, disabled, 'aria-label': ariaLabel, ...props },
    ref,
  ) {
    const composer = useComposer();
    const composedRef = useComposedRefs(ref, composer.inputRef);
    const { value, inputRef } = composer;

    useLayoutEffect(() => {
      const element = inputRef.current;
      if (!autosize || !element) return;
      fitHeight(element);
      // A narrower box wraps more lines: refit when the width changes (a resized window, a panel).
      if (typeof ResizeObserver === 'undefined') return;
      let width = element.clientWidth;
      const observer = new ResizeObserver(() => {
        if (element.clientWidth === width) return;
        width = element.clientWidth;
        fitHeight(element);
      });
      observer.observe(element);
      return () => observer.disconnect();
    }, [autosize, value, inputRef]);

    const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
      if (!submitOnEnter || event.key !== 'Enter' || event.shiftKey) return;
      // keyCode 229 is what Safari and older Chrome report for the key that ends a composition.
      if (event.nativeEvent.isComposing || event.keyCode === 229) return;
      // No stray newline either when nothing can be sent (blank, or a turn runs).
      event.preventDefault();
      composer.send();
    };

    return (
      <textarea
        aria-label={ariaLabel ?? (props['aria-labelledby'] ? undefined : composer.labels.messageInput)}
        rows={1}
        data-state={composer.running ? 'running' : 'idle'}
        {...props}
        ref={composedRef}
        value={value}
        disabled={disabled ?? composer.disabled}
        onChange={composeEventHandlers(onChange, (event) => composer.setValue(event.target.value))}
        onKeyDown={composeEventHandlers(onKeyDown, handleKeyDown)}
      />
    );
  }),
  'Composer.Input',
);

/** Sets the height to what the text needs; CSS `max-height` caps it (and then it scrolls). */
function fitHeight(element: HTMLTextAreaElement): void {
  element.style.height = 'auto';
  const style = getComputedStyle(element);
  const borders =
    style.boxSizing === 'border-box' ? parseFloat(style.borderTopWidth) + parseFloat(style.borderBottomWidth) : 0;
  // scrollHeight includes padding; a content-box height would count it twice.
  const padding =
    style.boxSizing === 'border-box' ? 0 : parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
  element.style.height = `${element.scrollHeight + (borders || 0) - (padding || 0)}px`;
}
