import { createToolSet, runTool, type Tool, type ToolContext } from '../../src/agent';

const call = { agentId: 'agent-1', callId: 'call-1', args: {} };

/** A tool whose `execute` never settles, handing the test the context it was given. */
function hangingTool(name = 'slow_search') {
  const contexts: ToolContext[] = [];
  const execute = vi.fn((_agentId: string, _callId: string, _args: unknown, context: ToolContext) => {
    contexts.push(context);
    return new Promise<string>(() => {});
  });
  const tool: Tool = { name, description: 'never answers', parameters: { type: 'object' }, execute };
  return { tool, execute, contexts };
}

/** Spies on a signal's listeners, so a test can see that every added listener was removed. */
function watchListeners(signal: AbortSignal) {
  const added = vi.spyOn(signal, 'addEventListener');
  const removed = vi.spyOn(signal, 'removeEventListener');
  return {
    live: () => added.mock.calls.filter(([, listener]) => !removed.mock.calls.some(([, gone]) => gone === listener)).length,
    added: () => added.mock.calls.length,
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('runTool: a tool that never resolves', () => {
  it('resolves with a timeout error for the model and aborts the signal execute was given', async () => {
    vi.useFakeTimers();
    const { tool, contexts } = hangingTool();
    const settled = vi.fn();
    void runTool(tool, call, { timeoutMs: 5000 }).then(settled);

    await vi.advanceTimersByTimeAsync(4999);
    expect(settled).not.toHaveBeenCalled();
    expect(contexts[0]!.signal.aborted).toBe(false);

    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledWith({
      model: { type: 'tool_result', toolCallId: 'call-1', content: 'tool "slow_search" timed out after 5000 ms', isError: true },
      ui: null,
    });
    expect(contexts[0]!.signal.aborted).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('resolves with an abort error when the caller aborts, and removes its listener', async () => {
    const { tool, contexts } = hangingTool();
    const caller = new AbortController();
    const listeners = watchListeners(caller.signal);
    const run = runTool(tool, call, { signal: caller.signal });
    expect(listeners.added()).toBe(1);

    caller.abort();
    await expect(run).resolves.toEqual({
      model: { type: 'tool_result', toolCallId: 'call-1', content: 'tool "slow_search" was aborted', isError: true },
      ui: null,
    });
    expect(contexts[0]!.signal.aborted).toBe(true);
    expect(listeners.live()).toBe(0);
  });

  it('does not start a tool whose caller already aborted', async () => {
    const { tool, execute } = hangingTool();
    const run = await runTool(tool, call, { signal: AbortSignal.abort() });
    expect(execute).not.toHaveBeenCalled();
    expect(run.model).toMatchObject({ isError: true, content: 'tool "slow_search" was aborted' });
  });

  it('clears the timer and the listener when the tool finishes in time', async () => {
    vi.useFakeTimers();
    const caller = new AbortController();
    const listeners = watchListeners(caller.signal);
    let context: ToolContext | undefined;
    const tool: Tool = {
      name: 'quick',
      description: 'answers',
      parameters: { type: 'object' },
      execute: (_agentId, _callId, _args, given) => {
        context = given;
        return 'done';
      },
    };
    const run = await runTool(tool, call, { timeoutMs: 5000, signal: caller.signal });
    expect(run.model).toMatchObject({ isError: false, content: 'done' });
    expect(vi.getTimerCount()).toBe(0);
    expect(listeners.live()).toBe(0);
    // A later abort by the caller is nothing to the finished run.
    caller.abort();
    expect(context!.signal.aborted).toBe(false);
  });

  it('still turns a rejection into an error string when limits are set', async () => {
    const tool: Tool = {
      name: 'flaky',
      description: 'fails',
      parameters: { type: 'object' },
      execute: async () => {
        throw new Error('upstream 503');
      },
    };
    const run = await runTool(tool, call, { timeoutMs: 5000, signal: new AbortController().signal });
    expect(run.model).toMatchObject({ isError: true, content: 'tool "flaky" failed: upstream 503' });
  });

  it('ignores what a timed-out tool settles with later, without an unhandled rejection', async () => {
    vi.useFakeTimers();
    let rejectLate!: (reason: unknown) => void;
    const tool: Tool = {
      name: 'late',
      description: 'answers too late',
      parameters: { type: 'object' },
      execute: () => new Promise((_resolve, reject) => (rejectLate = reject)),
    };
    const run = runTool(tool, call, { timeoutMs: 10 });
    await vi.advanceTimersByTimeAsync(10);
    rejectLate(new Error('too late'));
    await expect(run).resolves.toMatchObject({ model: { content: 'tool "late" timed out after 10 ms' } });
  });

  it('keeps tools written with three parameters working, with no limit by default', async () => {
    const tool: Tool = {
      name: 'legacy',
      description: 'old style',
      parameters: { type: 'object' },
      execute: (agentId, callId) => `${agentId}/${callId}`,
    };
    await expect(runTool(tool, call)).resolves.toMatchObject({ model: { content: 'agent-1/call-1', isError: false } });
  });
});

describe('ToolSet.run: limits', () => {
  it('times out like runTool and aborts the tool', async () => {
    vi.useFakeTimers();
    const { tool, contexts } = hangingTool('crawl');
    const set = createToolSet([tool]);
    const run = set.run('crawl', call, { timeoutMs: 250 });
    await vi.advanceTimersByTimeAsync(250);
    await expect(run).resolves.toMatchObject({ model: { isError: true, content: 'tool "crawl" timed out after 250 ms' } });
    expect(contexts[0]!.signal.aborted).toBe(true);
  });

  it('is aborted by the caller’s signal', async () => {
    const { tool } = hangingTool('crawl');
    const caller = new AbortController();
    const run = createToolSet([tool]).run('crawl', call, { signal: caller.signal });
    caller.abort();
    await expect(run).resolves.toMatchObject({ model: { isError: true, content: 'tool "crawl" was aborted' } });
  });
});
