import { createServer } from 'node:http';
import { createWidgetServer, defineServerWidget, type AuthorizeRequest } from 'cameo-ui/server';

const claims = new Map<string, string>();
const board = defineServerWidget({
  id: 'board',
  render: () => ({ claims: Object.fromEntries(claims) }),
  // Checked before handleAction runs: bad args are a 400 naming the field, other actions a 404.
  actions: {
    claim: {
      type: 'object',
      properties: { card: { type: 'string', minLength: 1 }, user: { type: 'string' } },
      required: ['card', 'user'],
      additionalProperties: false,
    },
  },
  handleAction: (_action, args) => {
    const { card, user } = args as { card: string; user: string };
    claims.set(card, user);
  },
});

// Runs first on every route, event streams included (not on CORS preflights).
const authorize: AuthorizeRequest = (request, { route }) => {
  const token = request.headers.authorization;
  if (token === undefined) return { status: 401, message: 'sign in', headers: { 'WWW-Authenticate': 'Bearer' } };
  if (route === 'action' && token !== 'Bearer editor') return { status: 403, message: 'read-only token' };
  return token === 'Bearer editor' || token === 'Bearer viewer';
};

export const widgets = createWidgetServer({
  widgets: [board],
  basePath: '/api',
  cors: { origins: ['https://app.example.com'], credentials: true },
  authorize,
  maxBodyBytes: 16 * 1024,
  maxPendingBytes: 512 * 1024,
  maxSubscribers: 5_000,
});
export const http = createServer(widgets.handler).listen(Number(process.env.PORT ?? 8787));
