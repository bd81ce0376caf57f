import { Slot } from '@radix-ui/react-slot';
import { forwardRef, useEffect, useMemo, useRef, type ButtonHTMLAttributes } from 'react';
import { useStore } from 'zustand';
import type { WidgetLauncherContent } from '../../core';
import { useCameo } from '../../react';
import { composeEventHandlers } from '../composeEventHandlers';
import { composeRefs } from '../composeRefs';

export interface LauncherProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  launcher: WidgetLauncherContent;
  /** Identifies this launcher so focus can return to it when the widget closes. */
  launcherKey: string;
  asChild?: boolean;
}

/**
 * A button that opens the launcher's widget in the host, seeded with its snapshot if any.
 * `data-state` is `open` while its widget is.
 */
export const Launcher = forwardRef<HTMLButtonElement, LauncherProps>(function Launcher(
  { launcher, launcherKey, asChild, onClick, children, ...props },
  forwardedRef,
) {
  const { store, openWidget, registerLauncher } = useCameo();
  const isOpen = useStore(store, (state) => state.openWidget?.launcherKey === launcherKey);
  const element = useRef<HTMLButtonElement>(null);
  const ref = useMemo(() => composeRefs(forwardedRef, element), [forwardedRef]);

  useEffect(() => {
    if (element.current) return registerLauncher(launcherKey, element.current);
  }, [launcherKey, registerLauncher]);

  const open = () =>
    openWidget({
      widget: launcher.widget,
      label: launcher.label,
      launcherKey,
      ...(launcher.data === undefined ? {} : { snapshot: { data: launcher.data } }),
    });

  const Element = asChild ? Slot : 'button';
  return (
    <Element
      {...(asChild ? {} : { type: 'button' as const })}
      aria-haspopup="dialog"
      aria-expanded={isOpen}
      data-state={isOpen ? 'open' : 'closed'}
      data-widget={launcher.widget}
      {...props}
      ref={ref}
      onClick={composeEventHandlers(onClick, open)}
    >
      {children ?? launcher.label}
    </Element>
  );
});
