import { forwardRef } from 'react';
import { Launcher, type LauncherProps } from '../primitives/widget/Launcher';
import { Inline } from '../primitives/widget/Inline';
import { useLauncherDisplay } from '../primitives/widget/useLauncherDisplay';
import { WidgetBody } from './WidgetBody';

export type WidgetLauncherProps = LauncherProps;

const ignore = () => {};

/**
 * A button that opens the launcher's widget in the host, seeded with its snapshot if any. With
 * `display: 'inline'` (the launcher's or the widget's) the widget shows in its place instead, as
 * a small card; there is no button then, so the ref stays null.
 */
export const WidgetLauncher = forwardRef<HTMLButtonElement, WidgetLauncherProps>(function WidgetLauncher(props, ref) {
  const { launcher, className, style } = props;
  if (useLauncherDisplay(launcher) === 'inline') {
    return (
      <Inline
        data-slot="widget-inline"
        widget={launcher.widget}
        label={launcher.label}
        {...(launcher.data === undefined ? {} : { snapshot: { data: launcher.data } })}
        className={className}
        style={style}
      >
        <WidgetBody widget={launcher.widget} onClose={ignore} />
      </Inline>
    );
  }
  return <Launcher data-slot="widget-launcher" {...props} ref={ref} />;
});
