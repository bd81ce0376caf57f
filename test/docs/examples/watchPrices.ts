import { createCameoClient, createMemoryTransport, defineServerWidget } from 'cameo-ui/core';

const prices = defineServerWidget({ id: 'prices', render: () => ({ eur: 1.08 }) });
export const transport = createMemoryTransport({ widgets: [prices] });
const client = createCameoClient({ transport });

/** Logs every price the widget shows, with no React: one viewer of the shared live widget. */
export function logPrices(log: (data: unknown) => void): () => void {
  const viewer = client.watchWidget('prices');
  const stop = viewer.subscribe(() => {
    const { data, status } = viewer.getState();
    if (status === 'success') log(data);
  });
  return stop; // the last viewer to stop closes the widget's push stream
}
