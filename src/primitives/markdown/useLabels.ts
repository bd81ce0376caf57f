import { useContext } from 'react';
import { CameoContext } from '../../react/CameoContext';
import { defaultLabels, type CameoLabels } from '../../react/CameoLabels';

/** The provider's labels; the defaults when markdown renders outside a provider. */
export function useLabels(): CameoLabels {
  return useContext(CameoContext)?.labels ?? defaultLabels;
}
