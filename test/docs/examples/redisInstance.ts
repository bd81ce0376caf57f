import { createServer } from 'node:http';
import { createClient } from 'redis'; // node-redis 6: an optional peer dependency
import { createRedisBroadcaster, createWidgetServer } from 'cameo-ui/server';
import { sharedBoard } from './sharedBoard';

const client = createClient({ url: process.env.REDIS_URL });
client.on('error', (error) => console.error('redis', error));
await client.connect();

const broadcaster = createRedisBroadcaster({ client, maxLen: 1000 });
const widgets = createWidgetServer({ widgets: [sharedBoard(client)], broadcaster, basePath: '/api' });
export const http = createServer(widgets.handler).listen(Number(process.env.PORT ?? 8787));

export async function shutdown(): Promise<void> {
  widgets.close(); // never closes a broadcaster it was given
  http.closeAllConnections();
  http.close();
  await broadcaster.close(); // closes its reader connection, never your client
  await client.quit();
}
process.once('SIGTERM', shutdown);
