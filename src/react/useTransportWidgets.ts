import { useQuery } from '@tanstack/react-query';
import type { WidgetInfo } from '../core';
import { useCameo } from './useCameo';

const noWidgets: WidgetInfo[] = [];

/** The widgets the transport's backend knows, fetched once per stale time; empty without one. */
export function useTransportWidgets(): { widgets: WidgetInfo[]; error: Error | null; isPending: boolean } {
  const { transport, queryClient, staleTime } = useCameo();
  const query = useQuery(
    {
      queryKey: ['cameo', 'widgets'],
      queryFn: ({ signal }) => transport!.listWidgets({ signal }),
      enabled: transport !== null,
      staleTime,
    },
    queryClient,
  );
  return { widgets: query.data ?? noWidgets, error: query.error, isPending: transport !== null && query.isPending };
}
