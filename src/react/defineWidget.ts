import type { ComponentType, ReactNode } from 'react';
import type { ActionResult, WidgetContainer, WidgetSpec, WidgetStatus } from '../core';

/** What a widget component receives from the host. */
export interface WidgetProps<TData = unknown> {
  /** The snapshot, the `render` result or the latest update. */
  data: TData;
  status: WidgetStatus;
  /** The last fetch error; data may still be shown from before it. */
  error: Error | null;
  isFetching: boolean;
  refetch: () => void;
  close: () => void;
  /** Sends a human action to the widget's `handleAction`. Never reaches the model. */
  dispatch: (action: string, args?: unknown) => Promise<ActionResult>;
  /** The action currently running, if any, so a widget can mark the control that fired it. */
  pendingAction: string | null;
}

/** What a widget's own container receives: it must provide the accessible dialog itself. */
export interface WidgetContainerProps {
  /** The widget's `title`, else the launcher's label: what names the container. */
  title: string;
  /** The container the widget asked for, after the narrow-viewport rule. */
  container: WidgetContainer;
  onClose: () => void;
  /** The widget body: data states, errors and the widget itself. */
  children: ReactNode;
}

// `any` by default so definitions with different data types fit one registry.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface WidgetDefinition<TData = any> extends WidgetSpec<TData, ComponentType<WidgetProps<TData>>> {
  /**
   * Replaces the built-in container for this widget. It renders inside the host's dialog root,
   * so `WidgetPrimitive.Portal`, `.Content`, `.Title` and `.Close` can build it.
   */
  Container?: ComponentType<WidgetContainerProps>;
}

/** Declares a widget; the component's `data` prop is typed from what `render` returns. */
export function defineWidget<TData>(definition: WidgetDefinition<TData>): WidgetDefinition<TData> {
  return definition;
}
