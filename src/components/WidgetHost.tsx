import { forwardRef } from 'react';
import { useCameoContext } from '../react';
import { Root } from '../primitives/widget/Root';
import { useOpenWidget } from '../primitives/widget/OpenWidgetContext';
import { Portal } from '../primitives/widget/Portal';
import { Overlay } from '../primitives/widget/Overlay';
import { Content, type ContentProps } from '../primitives/widget/Content';
import { Title } from '../primitives/widget/Title';
import { Close } from '../primitives/widget/Close';
import { WidgetBody } from './WidgetBody';

export type WidgetHostProps = Omit<ContentProps, 'children'>;

/**
 * The one container for the open widget: an accessible dialog titled with the widget's `title`
 * (else the launcher's label), shaped as a modal, drawer, fullscreen or non-modal panel (docked
 * in a `WidgetPanel` if one is on screen), or the widget's own `Container`. Opening another widget re-targets it. Props go to
 * the dialog element.
 */
export const WidgetHost = forwardRef<HTMLDivElement, WidgetHostProps>(function WidgetHost(props, ref) {
  return (
    <Root>
      <HostContainer {...props} ref={ref} />
    </Root>
  );
});

const HostContainer = forwardRef<HTMLDivElement, WidgetHostProps>(function HostContainer(props, ref) {
  const { client } = useCameoContext();
  const current = useOpenWidget();
  if (!current) return null;
  const Custom = current.definition?.Container;
  if (Custom) {
    return (
      <Custom title={current.definition?.title ?? current.open.label} container={current.container} onClose={client.close}>
        <WidgetBody />
      </Custom>
    );
  }
  return (
    <Portal>
      <Overlay data-slot="widget-overlay" />
      <Content data-slot="widget-container" {...props} ref={ref}>
        <div data-slot="widget-header">
          <Title data-slot="widget-title" />
          <Close data-slot="widget-close" />
        </div>
        <WidgetBody />
      </Content>
    </Portal>
  );
});
