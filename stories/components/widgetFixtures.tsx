// A small counter widget for the component pages: its data from a memory transport, and one action.
import { defineServerWidget, defineWidget, WidgetActionButton, type WidgetProps } from '../../src';

export interface TallyData {
  count: number;
}

export function Tally({ data }: WidgetProps<TallyData>) {
  return (
    <div>
      <p style={{ marginTop: 0 }}>Count: {data.count}</p>
      <WidgetActionButton action="increment">Add one</WidgetActionButton>
    </div>
  );
}

export const tallyWidget = defineWidget<TallyData>({ id: 'tally', title: 'Tally', component: Tally });

/** The server half, afresh for each story render: Add one raises the count it serves. */
export function tallyServer() {
  let count = 2;
  return defineServerWidget<TallyData>({
    id: 'tally',
    title: 'Tally',
    render: () => ({ count }),
    handleAction: () => {
      count += 1;
    },
  });
}
