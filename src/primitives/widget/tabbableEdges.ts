const candidates =
  'a[href], button, input, select, textarea, iframe, summary, audio[controls], video[controls], [tabindex], [contenteditable]:not([contenteditable="false"])';

/** The first and last elements Tab reaches inside `container`, in document order. */
export function tabbableEdges(container: HTMLElement): [HTMLElement | undefined, HTMLElement | undefined] {
  const tabbable = [...container.querySelectorAll<HTMLElement>(candidates)].filter(
    (element) =>
      element.tabIndex >= 0 &&
      !(element as HTMLButtonElement).disabled &&
      !element.closest('[inert]') &&
      element.getClientRects().length > 0,
  );
  return [tabbable[0], tabbable.at(-1)];
}
