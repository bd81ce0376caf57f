import { useCallback, useState } from 'react';

/**
 * The draft's text, controlled (`value` given) or not. In both modes every change goes through
 * `onValueChange`, so a controlled parent sees the clear after a send as well as each keystroke.
 */
export function useDraft(
  value: string | undefined,
  defaultValue: string,
  onValueChange: ((value: string) => void) | undefined,
): [string, (next: string) => void] {
  const [own, setOwn] = useState(defaultValue);
  const controlled = value !== undefined;
  const setValue = useCallback(
    (next: string) => {
      if (!controlled) setOwn(next);
      onValueChange?.(next);
    },
    [controlled, onValueChange],
  );
  return [controlled ? value : own, setValue];
}
