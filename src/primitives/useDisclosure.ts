import { useCallback, useState } from 'react';

export interface DisclosureOptions {
  /** Controlled: the parent owns the state. Leave unset for the part to keep its own. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * Open or closed, controlled or not, as Radix's disclosures behave: `onOpenChange` hears every
 * change, and the part's own state moves only when no `open` is given.
 */
export function useDisclosure({ open: openProp, defaultOpen = false, onOpenChange }: DisclosureOptions) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const setOpen = useCallback(
    (next: boolean) => {
      if (openProp === undefined) setOwnOpen(next);
      onOpenChange?.(next);
    },
    [openProp, onOpenChange],
  );
  return [openProp ?? ownOpen, setOpen] as const;
}
