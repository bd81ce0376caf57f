import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { WidgetDefinition } from './defineWidget';
import { useCameo } from './useCameo';
import { widgetQueryKey } from './widgetQueryKey';

/**
 * A widget's data through react-query: a seeded snapshot when one was sent, otherwise the
 * widget's `render`, run once and shared by every viewer within the stale time.
 */
export function useWidgetData(id: string, definition: WidgetDefinition | undefined): UseQueryResult<unknown, Error> {
  const { queryClient, staleTime } = useCameo();
  const render = definition?.render;
  return useQuery(
    {
      queryKey: widgetQueryKey(id),
      queryFn: async ({ signal }) => {
        if (!render) throw new Error(`Widget "${id}" has no render function.`);
        const data = await render({ widget: id, signal });
        // react-query cannot cache undefined; say so in the widget instead of in the console.
        if (data === undefined) throw new Error(`Widget "${id}" render returned no data.`);
        return data;
      },
      // Without render there is nothing to fetch; data then comes only from a snapshot.
      enabled: render !== undefined,
      staleTime,
    },
    queryClient,
  );
}
