import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { OpenWidgetContext, useOpenWidget, WidgetPrimitive } from '../primitives';
import { useCameoClient, type WidgetContainerProps } from '../react';
import type { McpAppHostState } from './createMcpAppHostState';

/**
 * An MCP App's container: the built-in dialog, drawn in the container the view switched to
 * (`ui/request-display-mode`) when it did, and closing only after the view got
 * `ui/resource-teardown` (or did not answer in time). Modal, drawer and fullscreen switch among
 * themselves; the panel is non-modal, so a view opened in one stays in one.
 */
export function McpAppContainer({ host, onClose, children }: WidgetContainerProps & { host: McpAppHostState }) {
  const client = useCameoClient();
  const current = useOpenWidget();
  const override = useSyncExternalStore(host.subscribe, host.getContainer, host.getContainer);
  const element = useRef<HTMLDivElement>(null);
  const switchable = current !== null && current.container !== 'panel' && override !== null && override !== 'panel';
  const value = useMemo(() => (current && switchable ? { ...current, container: override } : current), [current, switchable, override]);
  const isPanel = value?.container === 'panel';
  // However it closed (its own button, or the app calling `client.close()`), the next open starts
  // in the declared container. Checked after the unmount, so a remount of the same open widget
  // (StrictMode) keeps the container the view asked for.
  const widget = current?.open.widget;
  useEffect(
    () => () =>
      queueMicrotask(() => {
        if (client.getOpenWidget()?.widget !== widget) host.setContainer(null);
      }),
    [client, host, widget],
  );
  const close = () => {
    void host.beforeClose().finally(() => {
      host.setContainer(null);
      onClose();
    });
  };
  return (
    <OpenWidgetContext.Provider value={value}>
      <WidgetPrimitive.Portal>
        <WidgetPrimitive.Overlay data-slot="widget-overlay" />
        <WidgetPrimitive.Content
          data-slot="widget-container"
          ref={element}
          onEscapeKeyDown={(event) => {
            event.preventDefault();
            // A panel closes by Esc only from inside, as the built-in one.
            if (!isPanel || element.current?.contains(document.activeElement)) close();
          }}
          onInteractOutside={(event) => {
            event.preventDefault();
            if (!isPanel) close();
          }}>
          <div data-slot="widget-header">
            <WidgetPrimitive.Title data-slot="widget-title" />
            <WidgetPrimitive.Close
              data-slot="widget-close"
              onClick={(event) => {
                event.preventDefault();
                close();
              }}
            />
          </div>
          {children}
        </WidgetPrimitive.Content>
      </WidgetPrimitive.Portal>
    </OpenWidgetContext.Provider>
  );
}
