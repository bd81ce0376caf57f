/** How far, in px, a finger moves before it counts as a drag. */
const TOUCH_SLOP = 4;
/** Keys that scroll a focused scroller towards its start. */
const UP_KEYS = new Set(['ArrowUp', 'PageUp', 'Home']);

export interface ScrollUpIntent {
  /** The reader asked to go up (wheel, finger, key): stop following now, before the view moves. */
  onUp: () => void;
  /** The reader holds the scrollbar (or lets go of it): following must not fight a drag. */
  onHold: (held: boolean) => void;
}

/**
 * Listens on the transcript's scroller for what only a person does: a wheel or finger moving
 * the view up, an up key, a press on the scrollbar. A scroll event alone cannot tell: content
 * growing between our write and its event looks like the view moving away from the end, and a
 * smooth wheel scroll has not moved yet when the next token asks us to follow. Returns the
 * cleanup.
 */
export function listenForScrollUp(node: HTMLElement, { onUp, onHold }: ScrollUpIntent): () => void {
  const view = node.ownerDocument.defaultView;
  let touchY: number | null = null;
  const wheel = (event: WheelEvent) => {
    // A sideways swipe drifts a pixel or two vertically: only a mostly vertical wheel is a move up.
    if (event.deltaY < 0 && Math.abs(event.deltaY) > Math.abs(event.deltaX) && !innerScrollerTakes(node, event.target)) onUp();
  };
  const touchStart = (event: TouchEvent) => {
    touchY = event.touches[0]?.clientY ?? null;
  };
  const touchMove = (event: TouchEvent) => {
    const y = event.touches[0]?.clientY;
    // A finger moving down drags the content down: the view goes up.
    if (touchY === null || y === undefined || y < touchY) {
      touchY = y ?? null;
      return;
    }
    // Below a few px a finger is resting or tapping, not dragging.
    if (y - touchY < TOUCH_SLOP) return;
    if (!innerScrollerTakes(node, event.target)) onUp();
    touchY = y;
  };
  const keyDown = (event: KeyboardEvent) => {
    if (event.defaultPrevented || isEditable(event.target)) return;
    if (UP_KEYS.has(event.key) || (event.key === ' ' && event.shiftKey)) onUp();
  };
  const release = () => {
    onHold(false);
    view?.removeEventListener('pointerup', release);
    view?.removeEventListener('pointercancel', release);
  };
  const pointerDown = (event: PointerEvent) => {
    // Only the scrollbar (and the scroller's own padding) is the scroller itself, not a row.
    if (event.target !== node) return;
    onHold(true);
    view?.addEventListener('pointerup', release);
    view?.addEventListener('pointercancel', release);
  };
  const passive = { passive: true } as const;
  node.addEventListener('wheel', wheel, passive);
  node.addEventListener('touchstart', touchStart, passive);
  node.addEventListener('touchmove', touchMove, passive);
  node.addEventListener('keydown', keyDown);
  node.addEventListener('pointerdown', pointerDown);
  return () => {
    node.removeEventListener('wheel', wheel);
    node.removeEventListener('touchstart', touchStart);
    node.removeEventListener('touchmove', touchMove);
    node.removeEventListener('keydown', keyDown);
    node.removeEventListener('pointerdown', pointerDown);
    release();
  };
}

/**
 * Whether a scroller between the event's target and the transcript can still move up: the
 * browser scrolls that one (a long tool result, a widget's own list), not the transcript.
 */
function innerScrollerTakes(node: HTMLElement, target: EventTarget | null): boolean {
  const view = node.ownerDocument.defaultView;
  if (!view) return false;
  for (let element = target instanceof Element ? target : null; element && element !== node; element = element.parentElement) {
    if (element.scrollTop <= 0 || element.scrollHeight <= element.clientHeight) continue;
    const overflow = view.getComputedStyle(element).overflowY;
    if (overflow === 'auto' || overflow === 'scroll') return true;
  }
  return false;
}

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  return target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]') !== null;
}
