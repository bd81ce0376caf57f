import { createHttpTransport } from 'cameo-ui';

export const transport = createHttpTransport({
  baseUrl: 'https://widgets.example.com/api',
  // Called before every request and every reconnect of the event stream, so a fresh token is used.
  headers: () => ({ Authorization: `Bearer ${sessionStorage.getItem('token') ?? ''}` }),
  timeoutMs: 10_000, // list, render and action requests; the event stream has no deadline
  idleTimeoutMs: 45_000, // reconnect a stream silent this long (three missed heartbeats)
});
