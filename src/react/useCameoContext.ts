import { useContext } from 'react';
import { CameoContext, type CameoContextValue } from './CameoContext';

export function useCameoContext(): CameoContextValue {
  const value = useContext(CameoContext);
  if (value === null) throw new Error('Cameo hooks and components must be used inside <CameoProvider>.');
  return value;
}
