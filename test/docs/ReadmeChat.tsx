import { useState } from 'react';
import { CameoProvider, Composer, Transcript, WidgetActionButton, defineWidget, useTranscript, type WidgetProps } from 'cameo-ui';
import 'cameo-ui/styles.css';

type Weather = { city: string; celsius: number };

// A 404 or a 500 must fail, not read as success: a thrown error shows in the widget.
async function request(url: string, init?: RequestInit): Promise<Response> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response;
}

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
  render: async ({ signal }): Promise<Weather> => (await request('/api/weather', { signal })).json(),
  handleAction: (action) => request(`/api/weather/${action}`, { method: 'POST' }),
});

type Ask = (text: string) => Promise<unknown>; // your agent: the entries of its reply

function ChatWindow({ ask }: { ask: Ask }) {
  const { append, appendJSON } = useTranscript();
  const [running, setRunning] = useState(false);
  const send = async (text: string) => {
    append({ type: 'user', text });
    setRunning(true);
    appendJSON(await ask(text).finally(() => setRunning(false)));
  };
  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100dvh' }}>
      <Transcript style={{ flex: 1, minHeight: 0 }} />
      <Composer onSend={(text) => void send(text)} running={running} />
    </div>
  );
}

export function Chat({ transcript, ask }: { transcript?: unknown; ask: Ask }) {
  return (
    <CameoProvider widgets={[weather]} transcript={transcript}>
      <ChatWindow ask={ask} />
    </CameoProvider>
  );
}
