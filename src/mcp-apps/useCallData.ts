import { useState } from 'react';
import { useWidgetLaunch } from '../react';
import { isObject, own, shareEqualData } from '../core/internal';

export interface CallData {
  /** The launcher data this view shows. */
  data: unknown;
  /** The call the view belongs to: its transcript entry's, else the one its data names. */
  toolCallId: string | undefined;
}

/**
 * The data of this view's own tool call. A Cameo widget caches one `data` per widget id, shared by
 * every viewer, and each launcher seeds it: two inline views of one MCP App widget would both show
 * the last launcher's call. So a view drawn for a launcher (inline, or opened in the host) starts
 * from that launcher's data, follows it when its entry changes, and takes the cached data only
 * when it names the same call (`toolCallId`): how an app pushes a new result to one call's view
 * (`client.seed`). A view drawn for no launcher (`WidgetView`, `client.open` without a snapshot)
 * shows the cached data, as any widget does.
 */
export function useCallData(cached: unknown): CallData {
  const launch = useWidgetLaunch();
  const mine = launch?.data ?? undefined;
  const toolCallId = launch?.toolCallId ?? toolCallIdOf(mine);
  const [seen, setSeen] = useState({ mine, cached, value: mine ?? cached });
  let value = seen.value;
  if (mine !== seen.mine || cached !== seen.cached) {
    // Structurally shared with what the view has, so an unchanged input is not sent again.
    if (mine !== seen.mine) value = shareEqualData(seen.value, mine ?? cached);
    else if (mine === undefined || (toolCallId !== undefined && toolCallIdOf(cached) === toolCallId)) value = shareEqualData(seen.value, cached);
    // The documented derive-from-props update: React redraws at once, before the children.
    setSeen({ mine, cached, value });
  }
  return { data: value, toolCallId: toolCallId ?? toolCallIdOf(value) };
}

export function toolCallIdOf(data: unknown): string | undefined {
  const id = isObject(data) ? own(data, 'toolCallId') : undefined;
  return typeof id === 'string' && id !== '' ? id : undefined;
}
