// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineServerWidget } from '../../src/core';
import { createWidgetServer } from '../../src/server';
import { closeAllServers, postJson, requestJson, startServer } from './helpers';

afterEach(closeAllServers);

const claimSchema = {
  type: 'object',
  properties: {
    card: {
      type: 'object',
      properties: { id: { type: 'string', minLength: 1 }, column: { enum: ['todo', 'doing', 'done'] } },
      required: ['id'],
      additionalProperties: false,
    },
    by: { type: 'integer', minimum: 1 },
  },
  required: ['card'],
};

function boardWidget(handleAction = vi.fn((_action: string, args: unknown) => args)) {
  return {
    handleAction,
    widget: defineServerWidget({
      id: 'board',
      render: () => ({ cards: [] }),
      actions: { claim: claimSchema, reset: { type: 'null' } },
      handleAction,
    }),
  };
}

describe('action args checked against the widget’s schemas', () => {
  it('runs the action with args that match its schema', async () => {
    const { widget, handleAction } = boardWidget();
    const { url } = await startServer({ widgets: [widget] });
    const args = { card: { id: 'c1', column: 'doing' }, by: 2 };
    expect(await postJson(`${url}/widgets/board/actions/claim`, args)).toMatchObject({ status: 200, body: { result: args } });
    // An empty body is null args, which `reset` declares.
    const reset = { method: 'POST', headers: { 'Content-Type': 'application/json' } };
    expect((await requestJson(`${url}/widgets/board/actions/reset`, reset)).status).toBe(200);
    expect(handleAction).toHaveBeenCalledTimes(2);
  });

  it('answers 400 naming the failing path, never runs the action, and pushes nothing', async () => {
    const { widget, handleAction } = boardWidget();
    const { url, events } = await startServer({ widgets: [widget] });
    const stream = await events('board');
    await stream.nextUpdate();

    const missing = await postJson(`${url}/widgets/board/actions/claim`, { by: 1 });
    expect(missing).toMatchObject({
      status: 400,
      body: { error: { status: 400, message: 'invalid arguments for action "claim" of widget "board": "card" is required' } },
    });
    const nested = await postJson(`${url}/widgets/board/actions/claim`, { card: { id: 7, extra: true }, by: 0 });
    expect(nested.status).toBe(400);
    const message = (nested.body as { error: { message: string } }).error.message;
    expect(message).toContain('"card.id" must be string');
    expect(message).toContain('"card.extra" is not allowed');
    expect(message).toContain('"by" must be >= 1');
    expect((await postJson(`${url}/widgets/board/actions/reset`, { not: 'null' })).status).toBe(400);

    expect(handleAction).not.toHaveBeenCalled();
    expect(await stream.noUpdateWithin(100)).toBe(true);
  });

  it('answers 404 for an action the schemas do not list, before reading the body', async () => {
    const { widget, handleAction } = boardWidget();
    const { url } = await startServer({ widgets: [widget] });
    for (const action of ['delete', 'constructor', '__proto__', 'toString']) {
      expect(await postJson(`${url}/widgets/board/actions/${action}`, {}), action).toMatchObject({
        status: 404,
        body: { error: { message: `unknown action "${action}"`, status: 404 } },
      });
    }
    // Not even a malformed body gets as far as the parser.
    const malformed = await requestJson(`${url}/widgets/board/actions/delete`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{',
    });
    expect(malformed.status).toBe(404);
    expect(handleAction).not.toHaveBeenCalled();
  });

  it('still refuses malformed JSON and wrong content types before the schema', async () => {
    const { widget } = boardWidget();
    const { url } = await startServer({ widgets: [widget] });
    const init = { method: 'POST', body: '{"card":' };
    expect((await requestJson(`${url}/widgets/board/actions/claim`, { ...init, headers: { 'Content-Type': 'application/json' } })).status).toBe(400);
    expect((await requestJson(`${url}/widgets/board/actions/claim`, { ...init, headers: { 'Content-Type': 'text/plain' } })).status).toBe(415);
  });

  it('refuses to start with a schema Ajv cannot compile, or schemas without handleAction', () => {
    const render = () => null;
    expect(() =>
      createWidgetServer({ widgets: [defineServerWidget({ id: 'w', render, actions: { go: { type: 'nope' } }, handleAction: () => 1 })] }),
    ).toThrow('action "go" of widget "w" has an invalid schema');
    expect(() => createWidgetServer({ widgets: [defineServerWidget({ id: 'w', render, actions: { go: {} } })] })).toThrow(
      'widget "w" declares actions but has no handleAction',
    );
  });
});
