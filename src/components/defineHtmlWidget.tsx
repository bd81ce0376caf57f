import type { ActionContext, RenderContext, WidgetContainer } from '../core';
import { readWidgetHtml } from '../core/internal';
import { defineWidget, useCameoContext, type WidgetDefinition, type WidgetProps } from '../react';
import { HtmlWidgetFrame } from './HtmlWidgetFrame';

/** An HTML widget's data: the markup, or `{ html }` as some backends wrap it. */
export type HtmlWidgetData = string | { html: string };

export interface HtmlWidgetOptions {
  id: string;
  /** Names the widget in launcher lists and its frame for assistive technology. */
  title?: string;
  container?: WidgetContainer;
  /** Fetches the markup when a launcher sent none; without it the transport's render runs. */
  render?: (context: RenderContext) => HtmlWidgetData | Promise<HtmlWidgetData>;
  /** Handles `cameo.dispatch(action, args)` from the markup; without it, the transport's action. */
  handleAction?: (action: string, args: unknown, context: ActionContext) => unknown;
  /** The tallest the frame grows to, in CSS pixels, before its content scrolls. */
  maxHeight?: number;
  /**
   * Images from the web in the markup: off by default, since an image URL can carry what the
   * markup knows to any host (inline `data:` and `blob:` images always load). `'https'` allows
   * https images.
   */
  allowImages?: 'https' | false;
}

/**
 * A widget whose data is untrusted HTML, drawn in a sandboxed iframe. Scripts in the markup run
 * inside the frame only; `cameo.dispatch(action, args)` there, once per click or non-repeated key press inside the frame,
 * is a human action like any widget's. Data of any other shape shows an error in place.
 */
export function defineHtmlWidget(options: HtmlWidgetOptions): WidgetDefinition<HtmlWidgetData> {
  const { id, title, maxHeight, allowImages, ...rest } = options;
  function HtmlWidget({ data }: WidgetProps<HtmlWidgetData>) {
    const { labels } = useCameoContext();
    const html = readWidgetHtml(data);
    if (!html.ok) {
      return (
        <div role="alert" data-notice="html">
          <p>{labels.loadFailed(html.error)}</p>
        </div>
      );
    }
    return <HtmlWidgetFrame html={html.value} title={title ?? id} maxHeight={maxHeight} allowImages={allowImages} />;
  }
  return defineWidget<HtmlWidgetData>({ id, title, ...rest, component: HtmlWidget });
}
