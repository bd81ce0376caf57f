import {
  CameoProvider,
  WidgetActionButton,
  WidgetView,
  createCameoClient,
  createMemoryTransport,
  defineServerWidget,
  defineWidget,
  unknownAction,
  type WidgetProps,
} from 'cameo-ui';

type Count = { clicks: number };

// The backend half: data and actions. In production it runs in createWidgetServer.
let clicks = 0;
const counterBackend = defineServerWidget<Count>({
  id: 'counter',
  render: () => ({ clicks }),
  handleAction: (action) => {
    if (action !== 'click') unknownAction(action);
    clicks += 1;
  },
});

// The browser half: the drawing, under the same id. No `render`: the transport's is used.
function Counter({ data }: WidgetProps<Count>) {
  return (
    <>
      <p>{data.clicks} clicks</p>
      <WidgetActionButton action="click">Click</WidgetActionButton>
    </>
  );
}
const counter = defineWidget<Count>({ id: 'counter', component: Counter });

export const transport = createMemoryTransport({ widgets: [counterBackend] });
export const client = createCameoClient({ widgets: [counter], transport });

export function TwoViewers() {
  return (
    <CameoProvider client={client}>
      <WidgetView widget="counter" aria-label="Left" />
      <WidgetView widget="counter" aria-label="Right" />
    </CameoProvider>
  );
}
