// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { createWidgetServer } from '../../src/server';
import { closeAllServers, counterWidget, openSse, requestJson, startServer } from './helpers';

afterEach(closeAllServers);

const app = 'https://app.example.com';
const corsHeaders = (headers: Headers) => [...headers.keys()].filter((name) => name.startsWith('access-control-'));
const preflight = (url: string, origin: string) =>
  requestJson(url, {
    method: 'OPTIONS',
    headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
  });

describe('CORS', () => {
  it('sends no CORS header at all unless configured, and answers OPTIONS with 405', async () => {
    const { url } = await startServer({ widgets: [counterWidget()] });
    const get = await requestJson(`${url}/widgets/counter/render`, { headers: { Origin: app } });
    expect(get.status).toBe(200);
    expect(corsHeaders(get.headers)).toEqual([]);
    const stream = await openSse(`${url}/widgets/counter/events`, { Origin: app });
    expect(corsHeaders(stream.headers)).toEqual([]);
    stream.close();
    const options = await preflight(`${url}/widgets/counter/actions/add`, app);
    expect(options.status).toBe(405);
    expect(corsHeaders(options.headers)).toEqual([]);
  });

  it('allows a listed origin on every route, errors and event streams included', async () => {
    const { url } = await startServer({ widgets: [counterWidget()], cors: { origins: [app] } });
    const headers = { Origin: app };
    for (const res of [
      await requestJson(`${url}/widgets`, { headers }),
      await requestJson(`${url}/widgets/counter/render`, { headers }),
      await requestJson(`${url}/widgets/missing/render`, { headers }),
    ]) {
      expect(res.headers.get('access-control-allow-origin')).toBe(app);
      expect(res.headers.get('vary')).toBe('Origin');
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    }
    const stream = await openSse(`${url}/widgets/counter/events`, headers);
    expect(stream.headers.get('access-control-allow-origin')).toBe(app);
    expect((await stream.nextUpdate()).data).toEqual({ count: 0 });
    stream.close();
  });

  it('answers a preflight from a listed origin with 204 and what may be sent', async () => {
    const { url } = await startServer({ widgets: [counterWidget()], cors: { origins: [app], credentials: true } });
    const res = await preflight(`${url}/widgets/counter/actions/add`, app);
    expect(res.status).toBe(204);
    expect(res.body).toBeUndefined();
    expect(res.headers.get('access-control-allow-origin')).toBe(app);
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(res.headers.get('access-control-allow-methods')).toBe('GET, POST');
    expect(res.headers.get('access-control-allow-headers')).toBe('Content-Type, Authorization, Last-Event-ID');
    expect(res.headers.get('access-control-max-age')).toBe('600');
  });

  it('gives an unlisted origin no CORS header, and a 403 preflight', async () => {
    const { url } = await startServer({ widgets: [counterWidget()], cors: { origins: [app] } });
    const evil = 'https://evil.example';
    const get = await requestJson(`${url}/widgets/counter/render`, { headers: { Origin: evil } });
    expect(get.status).toBe(200);
    expect(corsHeaders(get.headers)).toEqual([]);
    const res = await preflight(`${url}/widgets/counter/actions/add`, evil);
    expect(res).toMatchObject({ status: 403, body: { error: { status: 403, message: 'origin "https://evil.example" is not allowed' } } });
    expect(corsHeaders(res.headers)).toEqual([]);
  });

  it("allows any origin with '*', and leaves paths outside the routes alone", async () => {
    const { url } = await startServer({ widgets: [counterWidget()], cors: { origins: '*', maxAgeSeconds: 60 } }, (server) => (req, res) =>
      server.handler(req, res, () => res.end('next')),
    );
    const get = await requestJson(`${url}/widgets`, { headers: { Origin: 'https://any.example' } });
    expect(get.headers.get('access-control-allow-origin')).toBe('*');
    expect(get.headers.get('vary')).toBeNull();
    expect((await preflight(`${url}/widgets`, 'https://any.example')).headers.get('access-control-max-age')).toBe('60');
    const outside = await fetch(`${url}/elsewhere`, { headers: { Origin: app } });
    expect(await outside.text()).toBe('next');
    expect(corsHeaders(outside.headers)).toEqual([]);
  });

  it('refuses configurations that would never work or would leak credentials', () => {
    expect(() => createWidgetServer({ widgets: [], cors: { origins: '*', credentials: true } })).toThrow(
      "cors.credentials needs a list of origins, not '*'",
    );
    expect(() => createWidgetServer({ widgets: [], cors: { origins: [`${app}/`] } })).toThrow(`did you mean "${app}"?`);
    expect(() => createWidgetServer({ widgets: [], cors: { origins: ['app.example.com'] } })).toThrow('is not an origin');
  });
});
