import { composeEventHandlers } from '@radix-ui/primitive';
import { forwardRef, useEffect, useRef, useState, type ButtonHTMLAttributes, type CSSProperties } from 'react';
import { useLabels } from './useLabels';
import { withDisplayName } from '../withDisplayName';

export interface CopyButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'value'> {
  /** What goes to the clipboard; a function is called on click, to read a value that changes. */
  value: string | (() => string);
  /** The accessible name before copying (e.g. "Copy code"). */
  label: string;
}

type CopyState = 'idle' | 'copied' | 'failed';

const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
};

/**
 * A button that copies `value` and says so: its name becomes "Copied" for a moment and a polite
 * status announces it (`data-state` is idle, copied or failed). Children replace the visible text.
 */
export const CopyButton = /*#__PURE__*/ withDisplayName(
  forwardRef<HTMLButtonElement, CopyButtonProps>(function CopyButton(
    { value, label, onClick, children, ...props },
    ref,
  ) {
    const labels = useLabels();
    const [state, setState] = useState<CopyState>('idle');
    const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
    useEffect(() => () => clearTimeout(timer.current), []);
    const settle = (next: CopyState) => {
      setState(next);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setState('idle'), 2000);
    };
    const copy = () => {
      const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
      if (!clipboard) return settle('failed');
      clipboard.writeText(typeof value === 'function' ? value() : value).then(
        () => settle('copied'),
        () => settle('failed'),
      );
    };
    const said = state === 'copied' ? labels.copied : state === 'failed' ? labels.copyFailed : '';
    return (
      <>
        <button
          type="button"
          aria-label={said || label}
          data-state={state}
          {...props}
          ref={ref}
          onClick={composeEventHandlers(onClick, copy)}
        >
          {children ?? (said || label)}
        </button>
        <span role="status" style={visuallyHidden}>
          {said}
        </span>
      </>
    );
  }),
  'Markdown.CopyButton',
);
