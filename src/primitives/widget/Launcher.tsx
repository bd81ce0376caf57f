import { Slot } from '@radix-ui/react-slot';
import { forwardRef, useEffect, useMemo, useRef, type ButtonHTMLAttributes } from 'react';
import type { WidgetLauncherContent } from '../../core';
import { useCameoContext, useOpenWidgetState, useWidgetLaunch } from '../../react';
import { composeEventHandlers } from '@radix-ui/primitive';
import { composeRefs } from '@radix-ui/react-compose-refs';
import { Inline } from './Inline';
import { useLauncherDisplay } from './useLauncherDisplay';
import { withDisplayName } from '../withDisplayName';

export interface LauncherProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  launcher: WidgetLauncherContent;
  /** Identifies this launcher so focus can return to it when the widget closes. */
  launcherKey: string;
  asChild?: boolean;
}

/**
 * A button that opens the launcher's widget in the host, seeded with its snapshot if any.
 * `data-state` is `open` while its widget is. With `display: 'inline'` (the launcher's or the
 * widget's) it is the widget itself instead, an `Inline` keeping `className` and
 * `style`; there is no button then, so the ref stays null.
 */
export const Launcher = /*#__PURE__*/ withDisplayName(
  forwardRef<HTMLButtonElement, LauncherProps>(function Launcher(
    { launcher, launcherKey, asChild, onClick, children, ...props },
    forwardedRef,
  ) {
    const { openWidget, registerLauncher } = useCameoContext();
    const isOpen = useOpenWidgetState()?.launcherKey === launcherKey;
    const display = useLauncherDisplay(launcher);
    // The tool call of the transcript entry this launcher draws, when it draws one.
    const launch = useWidgetLaunch();
    const toolCallId = launch?.launcherKey === launcherKey ? launch.toolCallId : undefined;
    const element = useRef<HTMLButtonElement>(null);
    const ref = useMemo(() => composeRefs(forwardedRef, element), [forwardedRef]);

    useEffect(() => {
      if (element.current) return registerLauncher(launcherKey, element.current);
    }, [launcherKey, registerLauncher, display]);

    const open = () =>
      openWidget({
        widget: launcher.widget,
        label: launcher.label,
        launcherKey,
        ...(toolCallId === undefined ? {} : { toolCallId }),
        // Absent or null data is no snapshot: the widget's own render paints first.
        ...(launcher.data === undefined || launcher.data === null ? {} : { snapshot: { data: launcher.data } }),
      });

    if (display === 'inline') {
      return (
        <Inline
          widget={launcher.widget}
          label={launcher.label}
          {...(launcher.data === undefined ? {} : { snapshot: { data: launcher.data } })}
          className={props.className}
          style={props.style}
        />
      );
    }
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
  }),
  'Widget.Launcher',
);
