import { useState } from 'react';
import { defaultLabels, type CameoLabels } from './CameoLabels';

/**
 * The labels with the app's overrides merged in, as the same object for as long as the overrides
 * hold the same values. Apps write `labels={{close: 'Fermer'}}` inline; a new object on every
 * render would change the context and re-render every launcher and row that reads it.
 */
export function useStableLabels(overrides: Partial<CameoLabels> | undefined): CameoLabels {
  const [merged, setMerged] = useState(() => ({ overrides, labels: { ...defaultLabels, ...overrides } }));
  if (sameValues(merged.overrides, overrides)) return merged.labels;
  // React's pattern for state derived from props: store it now, re-render at once, no effect.
  const next = { overrides, labels: { ...defaultLabels, ...overrides } };
  setMerged(next);
  return next.labels;
}

function sameValues(a: Partial<CameoLabels> | undefined, b: Partial<CameoLabels> | undefined): boolean {
  if (a === b) return true;
  const left: Partial<CameoLabels> = a ?? {};
  const right: Partial<CameoLabels> = b ?? {};
  const keys = Object.keys(left) as (keyof CameoLabels)[];
  return keys.length === Object.keys(right).length && keys.every((key) => Object.hasOwn(right, key) && left[key] === right[key]);
}
