// The load clients: SSE subscribers and action posts over plain node:http, no Cameo code, so
// the figures measure the server and not a client library.
import { get, request } from 'node:http';

export const now = () => performance.timeOrigin + performance.now();

/**
 * One SSE subscriber over `http.get`: records each update's event id, version, count and
 * timings. With `lastEventId`, it resumes from there (a reconnect).
 */
export function subscribe(base, agent, lastEventId) {
  return new Promise((resolveStream, reject) => {
    const state = { updates: [], ended: false, close: () => req.destroy() };
    const headers = { Accept: 'text/event-stream', ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}) };
    const req = get(`${base}/events`, { agent, headers }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`events answered ${res.statusCode}`));
      res.setEncoding('utf8');
      let buffered = '';
      res.on('data', (text) => {
        const receivedAt = now();
        buffered += text;
        const blocks = buffered.split('\n\n');
        buffered = blocks.pop();
        for (const block of blocks) {
          if (!block.includes('event: update')) continue;
          const id = /^id: (.*)$/m.exec(block)?.[1] ?? null;
          const data = JSON.parse(block.slice(block.indexOf('data: ') + 6));
          state.updates.push({ id, version: data.version, count: data.data.count, renderedAt: data.data.renderedAt, instance: data.data.instance, receivedAt });
        }
      });
      res.on('close', () => (state.ended = true));
      res.on('error', () => {});
      resolveStream(state);
    });
    req.on('error', (error) => (state.ended ? undefined : reject(error)));
  });
}

/** One `bump` action; resolves with the status code. */
export function postBump(base, agent) {
  return new Promise((done, fail) => {
    const body = '{"by":1}';
    const req = request(`${base}/actions/bump`, {
      method: 'POST',
      agent,
      headers: { 'Content-Type': 'application/json', 'Content-Length': body.length },
    });
    req.on('response', (res) => (res.resume(), res.on('end', () => done(res.statusCode))));
    req.on('error', fail);
    req.end(body);
  });
}

/** Posts `count` actions, `concurrency` at a time; each must answer 200. */
export async function runActions(base, agent, count, concurrency) {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next += 1;
      const status = await postBump(base, agent);
      if (status !== 200) throw new Error(`action answered ${status}`);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
}
