// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { defineTool, type AnyTool } from '../../src/agent';
import { defineServerWidget } from '../../src/core';
import { createWidgetServer } from '../../src/server';
import { closeAllServers, counterWidget, openSse, requestJson, startServer } from './helpers';

afterEach(closeAllServers);

const tool = (name: string, widget?: string): AnyTool =>
  defineTool({
    name,
    description: name,
    parameters: { type: 'object', properties: {} },
    execute: () => 'ok',
    ...(widget && { widget }),
  });

const plain = (id: string, title?: string) => defineServerWidget({ id, ...(title && { title }), render: () => id });

describe('createWidgetServer', () => {
  it('lists the widgets the tools declare, in tool order, without repeats', async () => {
    const tools = [tool('open-b', 'b'), tool('no-widget'), tool('open-a', 'a'), tool('again-b', 'b')];
    const { url, server } = await startServer({ widgets: [plain('a', 'A'), plain('b'), plain('c')], tools });
    expect(server.widgets).toEqual([{ id: 'b' }, { id: 'a', title: 'A' }]);
    expect((await requestJson(`${url}/widgets`)).body).toEqual({ widgets: [{ id: 'b' }, { id: 'a', title: 'A' }] });
    // A widget no tool lists is still served: the list only narrows what launchers show.
    expect((await requestJson(`${url}/widgets/c/render`)).body).toMatchObject({ data: 'c' });
  });

  it('lists every widget, in order, without tools', () => {
    const server = createWidgetServer({ widgets: [plain('x'), counterWidget()] });
    expect(server.widgets).toEqual([{ id: 'x' }, { id: 'counter', container: 'drawer', title: 'Counter' }]);
    server.close();
  });

  it('refuses to start when a tool names a widget the server does not have', () => {
    expect(() =>
      createWidgetServer({ widgets: [plain('a')], tools: [tool('open-a', 'a'), tool('open-ghost', 'ghost')] }),
    ).toThrow('no server widget for widget "ghost" (declared by tool "open-ghost"). Server widgets: "a".');
  });

  it('refuses duplicate widget ids and invalid limits', () => {
    expect(() => createWidgetServer({ widgets: [plain('a'), plain('a')] })).toThrow('two widgets have the id "a"');
    expect(() => createWidgetServer({ widgets: [], maxBodyBytes: -1 })).toThrow('maxBodyBytes');
    expect(() => createWidgetServer({ widgets: [], replayLimit: 1.5 })).toThrow('replayLimit');
    expect(() => createWidgetServer({ widgets: [], heartbeatMs: Number.NaN })).toThrow('heartbeatMs');
  });

  it('starts versions at the creation time, so a restarted server issues higher ones', async () => {
    const first = await startServer({ widgets: [counterWidget()] });
    await first.server.broadcast('counter');
    await first.server.broadcast('counter');
    const last = ((await requestJson(`${first.url}/widgets/counter/render`)).body as { version: number }).version;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await startServer({ widgets: [counterWidget()] });
    const restarted = ((await requestJson(`${second.url}/widgets/counter/render`)).body as { version: number }).version;
    expect(restarted).toBeGreaterThan(last);
  });

  it('serves under a basePath, with or without slashes around it', async () => {
    const { url } = await startServer({ widgets: [counterWidget()], basePath: 'api/' });
    expect((await requestJson(`${url}/api/widgets`)).status).toBe(200);
    expect((await requestJson(`${url}/api/widgets/counter/render`)).status).toBe(200);
    expect((await requestJson(`${url}/widgets`)).status).toBe(404);
    const stream = await openSse(`${url}/api/widgets/counter/events`);
    try {
      expect((await stream.nextUpdate()).data).toEqual({ count: 0 });
    } finally {
      stream.close();
    }
  });

  it('works as middleware: paths outside basePath/widgets go to next()', async () => {
    const { url } = await startServer({ widgets: [counterWidget()], basePath: '/api' }, (server) => (req, res) =>
      server.handler(req, res, () => {
        res.writeHead(200, { 'Content-Type': 'text/plain' });
        res.end('next');
      }),
    );
    for (const path of ['/', '/api', '/api/widgetsx', '/widgets']) {
      const res = await fetch(`${url}${path}`);
      expect(await res.text(), path).toBe('next');
    }
    // Under the prefix the server answers, even for routes it does not know.
    const unknown = await requestJson(`${url}/api/widgets/counter/nope`);
    expect(unknown).toMatchObject({ status: 404, body: { error: { status: 404 } } });
  });

  it('answers 404 JSON outside its paths when used without next', async () => {
    const { url } = await startServer({ widgets: [counterWidget()] });
    expect(await requestJson(`${url}/favicon.ico`)).toMatchObject({
      status: 404,
      body: { error: { message: 'no route for GET /favicon.ico', status: 404 } },
    });
  });

  it('close() is safe to call twice and stops the heartbeat timers', async () => {
    const { server, events } = await startServer({ widgets: [counterWidget()], heartbeatMs: 5 });
    const stream = await events('counter');
    await stream.nextUpdate();
    server.close();
    server.close();
    await stream.ended;
    expect(server.subscriberCount()).toBe(0);
  });
});
