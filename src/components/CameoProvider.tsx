import type { ReactNode } from 'react';
import { CameoStateProvider, type CameoStateProviderProps } from '../react';
import { WidgetHost } from './WidgetHost';

export interface CameoProviderProps extends CameoStateProviderProps {
  /** Replaces the built-in widget host; `null` mounts none. */
  host?: ReactNode;
}

/** Cameo's state for everything inside, plus the widget host, mounted once. */
export function CameoProvider({ host, children, ...props }: CameoProviderProps) {
  return (
    <CameoStateProvider {...props}>
      {children}
      {host === undefined ? <WidgetHost /> : host}
    </CameoStateProvider>
  );
}
