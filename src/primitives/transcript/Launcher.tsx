import { Slot } from '@radix-ui/react-slot';
import { forwardRef, useEffect, useMemo, useRef, type ButtonHTMLAttributes } from 'react';
import type { WidgetLauncherContent } from '../../core';
import { useCameoContext, useOpenWidgetState } from '../../react';
import { composeEventHandlers } from '@radix-ui/primitive';
import { composeRefs } from '@radix-ui/react-compose-refs';

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
  const { openWidget, registerLauncher } = useCameoContext();
  const isOpen = useOpenWidgetState()?.launcherKey === launcherKey;
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
      // Absent or null data is no snapshot: the widget's own render paints first.
      ...(launcher.data === undefined || launcher.data === null ? {} : { snapshot: { data: launcher.data } }),
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
