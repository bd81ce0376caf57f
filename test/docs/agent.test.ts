// Runs the tool example of docs/agent.md against a fake sales service behind `fetch`.

afterEach(() => {
  vi.unstubAllGlobals();
});

const rows = [
  { region: 'North', total: 10 },
  { region: 'South', total: 20 },
];
const call = { id: 'c1', name: 'sales_report', args: { quarter: 'Q3' } };

describe('docs/agent.md: a turn with a tool (examples/agentTurn.ts)', () => {
  it('gives the model the result and the transcript the UI, and the model context has no UI', async () => {
    const { answer, tools } = await import('./examples/agentTurn');
    vi.stubGlobal('fetch', vi.fn(async () => Response.json(rows)));
    const history = [{ type: 'user', text: 'How did Q3 go?' } as const];
    const { transcript, context } = await answer([...history], call, new AbortController().signal);
    const result = { type: 'tool_result', toolCallId: 'c1', content: 'Q3 sales: 2 regions, 30 in all.', isError: false };
    expect(transcript).toEqual([
      ...history,
      result,
      { type: 'ui', toolCallId: 'c1', ui: { kind: 'widget', label: 'Open Q3 sales', widget: 'sales-chart', data: { rows } } },
    ]);
    expect(context).toEqual([...history, result]);
    expect(tools.widgets()).toEqual(['sales-chart']);
  });

  it('answers invalid arguments with an error for the model, without calling the tool', async () => {
    const { answer } = await import('./examples/agentTurn');
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { transcript } = await answer([], { ...call, args: { quarter: 'Q5' } }, new AbortController().signal);
    expect(transcript).toHaveLength(1);
    expect(transcript[0]).toMatchObject({ type: 'tool_result', isError: true });
    expect(transcript[0]).toHaveProperty('content', expect.stringMatching(/^invalid arguments for tool "sales_report"/));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('settles as aborted when the turn is cancelled, and aborts the tool’s own request', async () => {
    const { answer } = await import('./examples/agentTurn');
    let requestSignal: AbortSignal | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        requestSignal = init.signal ?? undefined;
        return new Promise<Response>(() => {});
      }),
    );
    const turn = new AbortController();
    const pending = answer([], call, turn.signal);
    await vi.waitFor(() => expect(requestSignal).toBeDefined());
    turn.abort();
    const { transcript } = await pending;
    expect(transcript).toEqual([{ type: 'tool_result', toolCallId: 'c1', content: 'tool "sales_report" was aborted', isError: true }]);
    expect(requestSignal?.aborted).toBe(true);
  });

  it('leaves error entries out of the model’s context too', async () => {
    const { toModelContext } = await import('cameo-ui/agent');
    expect(toModelContext([{ type: 'user', text: 'Hi' }, { type: 'error', message: 'unknown entry type', index: 1 }])).toEqual([{ type: 'user', text: 'Hi' }]);
  });
});
