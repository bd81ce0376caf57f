import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { WidgetDefinition } from './defineWidget';
import { useCameo } from './useCameo';
import { widgetQueryKey } from './widgetQueryKey';

/**
 * A widget's data through react-query: a seeded snapshot when one was sent, otherwise the
 * widget's `render` (or the transport's), run once and shared by every viewer within the stale
 * time. A versioned render that lost the race to a newer push yields the push's data.
 */
export function useWidgetData(id: string, definition: WidgetDefinition | undefined): UseQueryResult<unknown, Error> {
  const { queryClient, staleTime, transport, versions, requests } = useCameo();
  const render = definition?.render;
  return useQuery(
    {
      queryKey: widgetQueryKey(id),
      // Through the shared requests: a container closed and quickly re-opened joins the fetch
      // already running; one that stays closed aborts it after a short grace period.
      queryFn: ({ signal }) => requests.run(id, signal, (shared) => fetchIntoCache(shared)),
      // Without a render there is nothing to fetch; data then comes only from a snapshot.
      enabled: render !== undefined || transport !== null,
      staleTime,
    },
    queryClient,
  );

  // A fetch can outlive the viewer that started it (closed, then re-opened a moment later): its
  // result still lands in the cache, so the re-open finds it instead of fetching again.
  async function fetchIntoCache(signal: AbortSignal): Promise<unknown> {
    const data = await fetchWidget(signal);
    queryClient.setQueryData(widgetQueryKey(id), data);
    return data;
  }

  async function fetchWidget(signal: AbortSignal): Promise<unknown> {
    if (render) {
      const data = await render({ widget: id, signal });
      // react-query cannot cache undefined; say so in the widget instead of in the console.
      if (data === undefined) throw new Error(`Widget "${id}" render returned no data.`);
      return data;
    }
    if (!transport) throw new Error(`Widget "${id}" has no render function.`);
    const result = await transport.render(id, { signal });
    if (versions.accept(id, result.version)) return result.data;
    // A push newer than this render arrived while it was in flight: keep the push.
    return queryClient.getQueryData(widgetQueryKey(id)) ?? result.data;
  }
}
