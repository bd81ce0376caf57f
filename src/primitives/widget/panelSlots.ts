/** Where a client's panel docks: the newest mounted `PanelSlot`, or none (the viewport). */
export interface PanelSlots {
  get(): HTMLElement | null;
  /** Offers `element` as the dock; returns the withdrawal. */
  add(element: HTMLElement): () => void;
  subscribe(listener: () => void): () => void;
}

// Keyed by client so a slot anywhere under the same provider finds the host without a new
// context, and two providers on one page never share a dock.
const byClient = new WeakMap<object, PanelSlots>();

export function panelSlotsOf(client: object): PanelSlots {
  let slots = byClient.get(client);
  if (!slots) {
    slots = createPanelSlots();
    byClient.set(client, slots);
  }
  return slots;
}

function createPanelSlots(): PanelSlots {
  let elements: HTMLElement[] = [];
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  return {
    get: () => elements.at(-1) ?? null,
    add(element) {
      elements = [...elements.filter((other) => other !== element), element];
      notify();
      return () => {
        elements = elements.filter((other) => other !== element);
        notify();
      };
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
