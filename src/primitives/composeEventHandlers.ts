/**
 * Runs the consumer's handler first, then ours unless the consumer called preventDefault, so
 * passing `onClick` adds behaviour instead of replacing it.
 */
export function composeEventHandlers<E extends { defaultPrevented: boolean }>(
  theirs: ((event: E) => void) | undefined,
  ours: (event: E) => void,
): (event: E) => void {
  return (event) => {
    theirs?.(event);
    if (!event.defaultPrevented) ours(event);
  };
}
