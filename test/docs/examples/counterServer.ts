import { createServer } from 'node:http';
import { createWidgetServer, defineServerWidget, unknownAction } from 'cameo-ui/server';

let clicks = 0;
const counter = defineServerWidget({
  id: 'counter',
  title: 'Counter',
  render: () => ({ clicks }),
  handleAction: (action) => {
    if (action !== 'click') unknownAction(action); // a 404 for any other action
    clicks += 1; // after a successful action the server pushes a fresh render to every viewer
  },
});

export const widgets = createWidgetServer({ widgets: [counter], basePath: '/api' });
export const http = createServer(widgets.handler).listen(Number(process.env.PORT ?? 8787));
