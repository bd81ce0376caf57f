import { CameoProvider, Transcript, WidgetActionButton, defineWidget, type WidgetProps } from 'cameo-ui';
import 'cameo-ui/styles.css';

type Weather = { city: string; celsius: number };

function WeatherCard({ data }: WidgetProps<Weather>) {
  return (
    <div>
      <p>{data.city}: {data.celsius} °C</p>
      <WidgetActionButton action="refresh">Refresh</WidgetActionButton>
    </div>
  );
}

const weather = defineWidget({
  id: 'weather',
  component: WeatherCard,
  render: async ({ signal }): Promise<Weather> => (await fetch('/api/weather', { signal })).json(),
  handleAction: (action) => fetch(`/api/weather/${action}`, { method: 'POST' }),
});

export function Chat({ transcript }: { transcript: unknown }) {
  return (
    <CameoProvider widgets={[weather]} transcript={transcript}>
      <Transcript />
    </CameoProvider>
  );
}
