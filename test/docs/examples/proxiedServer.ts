import { createServer, type IncomingMessage } from 'node:http';
import { createWidgetServer, defineServerWidget } from 'cameo-ui/server';

let count = 0;
const counter = defineServerWidget({
  id: 'counter',
  render: () => ({ count }),
  handleAction: () => ({ count: ++count }),
});

// Behind one reverse proxy every request comes from the proxy's address: without this, every
// user would share one client's slots. The proxy appends the address it saw to X-Forwarded-For
// (nginx: $proxy_add_x_forwarded_for), so the last entry is the one a browser cannot forge.
const clientKey = (request: IncomingMessage) => {
  const forwarded = request.headers['x-forwarded-for'];
  const hops = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '')).split(',');
  return hops.at(-1)?.trim() || (request.socket.remoteAddress ?? '');
};

export const widgets = createWidgetServer({
  widgets: [counter],
  basePath: '/api',
  clientKey,
  maxConcurrentBodiesPerClient: 4, // one user's uploads in flight (429 past it)
  maxConcurrentBodies: 200, // everyone's (503 past it)
});
export const http = createServer(widgets.handler).listen(Number(process.env.PORT ?? 8787));
