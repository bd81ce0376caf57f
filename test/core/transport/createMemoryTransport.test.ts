import { createMemoryTransport } from '../../../src/core/transport/createMemoryTransport';
import { defineServerWidget } from '../../../src/core/transport/ServerWidget';
import { WidgetError } from '../../../src/core/transport/WidgetError';

// The memory transport stands in for the reference server in tests and stories, so a widget's
// declared action schemas must hold behind it too: what passes here passes there.
function board() {
  const handleAction = vi.fn((_action: string, args: unknown) => args);
  const widget = defineServerWidget({
    id: 'board',
    render: () => ({ cards: [] }),
    actions: {
      claim: { type: 'object', properties: { id: { type: 'string', minLength: 1 } }, required: ['id'], additionalProperties: false },
    },
    handleAction,
  });
  return { widget, handleAction };
}

describe('createMemoryTransport: action schemas', () => {
  it('runs an action whose args match its schema', async () => {
    const { widget, handleAction } = board();
    const transport = createMemoryTransport({ widgets: [widget] });
    await expect(transport.action('board', 'claim', { id: 'c1' })).resolves.toEqual({ id: 'c1' });
    expect(handleAction).toHaveBeenCalledTimes(1);
  });

  it('rejects args that break the schema with a 400 naming the field, before the widget sees them', async () => {
    const { widget, handleAction } = board();
    const transport = createMemoryTransport({ widgets: [widget] });
    const error = await transport.action('board', 'claim', { id: 7 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(WidgetError);
    expect(error).toMatchObject({ status: 400, message: expect.stringMatching(/action "claim" of widget "board".*"id" must be string/) });
    expect(handleAction).not.toHaveBeenCalled();
  });

  it('answers 404 for an action the widget did not declare, prototype names included', async () => {
    const { widget, handleAction } = board();
    const transport = createMemoryTransport({ widgets: [widget] });
    for (const action of ['archive', '__proto__', 'constructor']) {
      await expect(transport.action('board', action, {})).rejects.toMatchObject({ status: 404, message: `unknown action "${action}"` });
    }
    expect(handleAction).not.toHaveBeenCalled();
  });

  it('leaves args unchecked for a widget that declares no schemas', async () => {
    const handleAction = vi.fn(() => 'done');
    const transport = createMemoryTransport({
      widgets: [defineServerWidget({ id: 'free', render: () => null, handleAction })],
    });
    await expect(transport.action('free', 'anything', { any: ['shape'] })).resolves.toBe('done');
  });
});
