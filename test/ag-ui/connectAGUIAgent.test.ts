import { EventType } from '@ag-ui/core';
import { AGUI_EXPIRED_APPROVAL, AGUI_STOPPED_TOOL_CALL, connectAGUIAgent, type AGUIConnection } from '../../src/ag-ui';
import { createCameoClient, type CameoClient } from '../../src/core';
import { runFinished, runStarted, streamingAgent, textMessage } from './agUiStream';

const rows = (client: ReturnType<typeof createCameoClient>) => {
  const { keys, entries } = client.transcript.getState();
  return keys.map((key) => entries.get(key)!);
};

const interrupted = (toolCallId: string) =>
  runFinished('run-1', { type: 'interrupt', interrupts: [{ id: `int-${toolCallId}`, reason: 'tool_call', toolCallId }] });

async function untilIdle(connection: { isRunning(): boolean; subscribeRunning(listener: () => void): () => void }) {
  if (!connection.isRunning()) return;
  await new Promise<void>((resolve) => {
    const stop = connection.subscribeRunning(() => {
      if (connection.isRunning()) return;
      stop();
      resolve();
    });
  });
}

describe('connectAGUIAgent', () => {
  it('follows runs the app starts itself, and stops following on disconnect', async () => {
    const stream = streamingAgent();
    const client = createCameoClient();
    const connection = connectAGUIAgent(client, stream.agent);
    expect(stream.agent.subscribers).toHaveLength(1);
    const run = stream.agent.runAgent();
    await stream.opened();
    stream.send(runStarted(), ...textMessage('m1', 'Hello'), runFinished());
    stream.end();
    await run;
    expect(rows(client).map((entry) => entry.type === 'assistant' && entry.text)).toEqual(['Hello']);

    connection.disconnect();
    expect(stream.agent.subscribers).toHaveLength(0);
    const later = stream.agent.runAgent();
    await stream.opened();
    stream.send(runStarted('run-2'), ...textMessage('m2', 'Unseen'), runFinished('run-2'));
    stream.end();
    await later;
    expect(rows(client)).toHaveLength(1);
  });

  it('shows a run’s open interrupt when it connects, and a new message cancels it: the call is not run (no one denied it) and the resume says cancelled', async () => {
    const stream = streamingAgent();
    const first = stream.agent.runAgent();
    await stream.opened();
    stream.send(
      runStarted(),
      { type: EventType.TOOL_CALL_START, toolCallId: 'd1', toolCallName: 'deploy' },
      { type: EventType.TOOL_CALL_END, toolCallId: 'd1' },
      interrupted('d1'),
    );
    stream.end();
    await first;

    const client = createCameoClient();
    const connection = connectAGUIAgent(client, stream.agent);
    expect(rows(client)).toEqual([expect.objectContaining({ type: 'tool_call', id: 'd1', approval: 'required' })]);

    const sent = connection.send('Never mind');
    await stream.opened();
    expect(stream.requests[1]?.resume).toEqual([{ interruptId: 'int-d1', status: 'cancelled' }]);
    // Moving on is not a Deny: no decision is drawn as the person's, the call says it never ran.
    expect(rows(client)).toContainEqual(expect.objectContaining({ type: 'tool_result', toolCallId: 'd1', content: AGUI_EXPIRED_APPROVAL, isError: true }));
    expect(rows(client).filter((row) => row.type === 'tool_approval')).toEqual([]);
    stream.send(runStarted('run-2'), runFinished('run-2'));
    stream.end();
    await sent;
    await untilIdle(connection);
    expect(connection.isRunning()).toBe(false);
  });

  it('passes the app’s run parameters on every run; an interrupt for no call on screen is a note, cancelled by the next message', async () => {
    const stream = streamingAgent();
    const client = createCameoClient();
    const tools = [{ name: 'pick_color', description: 'Ask the user for a colour', parameters: { type: 'object' } }];
    const connection = connectAGUIAgent(client, stream.agent, { runParameters: () => ({ tools }) });
    const sent = connection.send('Hi');
    await stream.opened();
    expect(stream.requests[0]?.tools).toEqual(tools);
    stream.send(runStarted(), interrupted('ghost'));
    stream.end();
    await sent;
    expect(rows(client).at(-1)).toMatchObject({ type: 'ui', ui: { kind: 'text', text: 'The agent is waiting: tool_call' } });
    const again = connection.send('Again');
    await stream.opened();
    expect(stream.requests[1]?.tools).toEqual(tools);
    expect(stream.requests[1]?.resume).toEqual([{ interruptId: 'int-ghost', status: 'cancelled' }]);
    stream.send(runStarted('run-2'), runFinished('run-2'));
    stream.end();
    await again;
  });
});

describe('connectAGUIAgent with frontend tools', () => {
  it('asks on calls needsApproval names; the app hears the decision, adds the tool’s result to the agent, and the card completes', async () => {
    const stream = streamingAgent();
    const onToolApproval = vi.fn();
    const client: CameoClient = createCameoClient({ onToolApproval: (decision) => connection.decide(decision) });
    const connection: AGUIConnection = connectAGUIAgent(client, stream.agent, { needsApproval: (name) => name === 'pick_color', onToolApproval });
    const sent = connection.send('Pick a colour');
    await stream.opened();
    stream.send(runStarted(), ...textMessage('m1', 'Choose one.'), { type: EventType.TOOL_CALL_START, toolCallId: 'p1', toolCallName: 'pick_color', parentMessageId: 'm1' }, { type: EventType.TOOL_CALL_END, toolCallId: 'p1' }, runFinished());
    stream.end();
    await sent;
    expect(rows(client).filter((entry) => entry.type === 'tool_call')).toEqual([expect.objectContaining({ id: 'p1', approval: 'required' })]);
    // Events made these messages too: each is drawn once.
    expect(rows(client).map((entry) => entry.type)).toEqual(['user', 'assistant', 'tool_call']);

    client.decideToolCall({ toolCallId: 'p1', approved: true });
    expect(onToolApproval).toHaveBeenCalledWith({ toolCallId: 'p1', approved: true }, stream.agent);
    expect(stream.requests).toHaveLength(1);
    stream.agent.addMessage({ id: 't1', role: 'tool', toolCallId: 'p1', content: 'teal' });
    await vi.waitFor(() => expect(rows(client).at(-1)).toMatchObject({ type: 'tool_result', toolCallId: 'p1', content: 'teal' }));
    expect(rows(client).filter((entry) => entry.type === 'tool_result')).toHaveLength(1);
  });
});

describe('connectAGUIAgent: Stop with a call open', () => {
  const callOf = (client: CameoClient) => rows(client).find((entry) => entry.type === 'tool_call');

  it('a stopped run leaves its card Stopped, and the next run’s history closes the call', async () => {
    const stream = streamingAgent();
    const client = createCameoClient();
    const connection = connectAGUIAgent(client, stream.agent);
    const sent = connection.send('Look it up');
    await stream.opened();
    stream.send(runStarted(), { type: EventType.TOOL_CALL_START, toolCallId: 'c1', toolCallName: 'lookup' }, { type: EventType.TOOL_CALL_ARGS, toolCallId: 'c1', delta: '{"q":' });
    await vi.waitFor(() => expect(callOf(client)).toMatchObject({ id: 'c1' }));
    expect(callOf(client)).not.toHaveProperty('cancelled');
    connection.stop();
    await sent;
    await untilIdle(connection);
    expect(callOf(client)).toMatchObject({ id: 'c1', cancelled: true });

    const next = connection.send('Never mind');
    // The aborted run's open promise stays resolved: wait for the second request itself.
    await vi.waitFor(() => expect(stream.requests).toHaveLength(2));
    stream.send(runStarted('run-2'), ...textMessage('m2', 'OK.'), runFinished('run-2'));
    stream.end();
    await next;
    const history = stream.requests[1]?.messages ?? [];
    expect(history.filter((message) => message.role === 'tool')).toEqual([expect.objectContaining({ toolCallId: 'c1', error: AGUI_STOPPED_TOOL_CALL })]);
    // The closing message draws no result: the card still says Stopped, not Failed or Done.
    expect(callOf(client)).toMatchObject({ cancelled: true });
    expect(rows(client).some((entry) => entry.type === 'tool_result')).toBe(false);
  });

  it('a RUN_ERROR with a call open stops it too', async () => {
    const stream = streamingAgent();
    const client = createCameoClient();
    const connection = connectAGUIAgent(client, stream.agent);
    const sent = connection.send('Go');
    await stream.opened();
    stream.send(runStarted(), { type: EventType.TOOL_CALL_START, toolCallId: 'c1', toolCallName: 'lookup' }, { type: EventType.TOOL_CALL_END, toolCallId: 'c1' }, { type: EventType.RUN_ERROR, message: 'boom' });
    stream.end();
    await sent;
    await untilIdle(connection);
    expect(callOf(client)).toMatchObject({ cancelled: true });
  });

  it('an approved call stopped while it runs says Stopped, and the next message cancels its interrupt without a denial', async () => {
    const stream = streamingAgent();
    const client: CameoClient = createCameoClient({ onToolApproval: (decision) => connection.decide(decision) });
    const connection: AGUIConnection = connectAGUIAgent(client, stream.agent);
    const sent = connection.send('Deploy');
    await stream.opened();
    stream.send(runStarted(), { type: EventType.TOOL_CALL_START, toolCallId: 'd1', toolCallName: 'deploy' }, { type: EventType.TOOL_CALL_END, toolCallId: 'd1' }, interrupted('d1'));
    stream.end();
    await sent;
    await untilIdle(connection);
    expect(callOf(client)).toMatchObject({ id: 'd1', approval: 'required' });

    client.decideToolCall({ toolCallId: 'd1', approved: true });
    await vi.waitFor(() => expect(stream.requests).toHaveLength(2));
    // The resumed run runs the approved call: it starts again, then the person stops it.
    stream.send(runStarted('run-2'), { type: EventType.TOOL_CALL_START, toolCallId: 'd1', toolCallName: 'deploy' });
    await vi.waitFor(() => expect(connection.isRunning()).toBe(true));
    connection.stop();
    await untilIdle(connection);
    expect(callOf(client)).toMatchObject({ id: 'd1', cancelled: true });

    const next = connection.send('Did it deploy?');
    await vi.waitFor(() => expect(stream.requests).toHaveLength(3));
    stream.send(runStarted('run-3'), runFinished('run-3'));
    stream.end();
    await next;
    // The interrupt is still open (its resume never finished): the agent hears it cancelled, and
    // the card keeps the person's Approve and says Stopped, never Denied.
    expect(stream.requests[2]?.resume).toEqual([{ interruptId: 'int-d1', status: 'cancelled' }]);
    expect(rows(client).filter((entry) => entry.type === 'tool_approval')).toEqual([expect.objectContaining({ toolCallId: 'd1', approved: true })]);
    expect(callOf(client)).toMatchObject({ id: 'd1', cancelled: true });
  });

  it('a messages snapshot mid-run keeps its open calls: a Stop after it still says Stopped', async () => {
    const stream = streamingAgent();
    const client = createCameoClient();
    const connection = connectAGUIAgent(client, stream.agent);
    const sent = connection.send('Look it up');
    await stream.opened();
    const user = stream.requests[0]!.messages[0]!;
    stream.send(runStarted(), { type: EventType.TOOL_CALL_START, toolCallId: 'c1', toolCallName: 'lookup' }, {
      type: EventType.MESSAGES_SNAPSHOT,
      messages: [user, { id: 'a1', role: 'assistant', content: '', toolCalls: [{ id: 'c1', type: 'function', function: { name: 'lookup', arguments: '{}' } }] }],
    });
    await vi.waitFor(() => expect(callOf(client)).toMatchObject({ id: 'c1', args: {} }));
    connection.stop();
    await sent;
    await untilIdle(connection);
    expect(callOf(client)).toMatchObject({ id: 'c1', cancelled: true });
  });

  it('a reasoning row the run never ended stops saying it thinks when the run stops', async () => {
    const stream = streamingAgent();
    const client = createCameoClient();
    const connection = connectAGUIAgent(client, stream.agent);
    const sent = connection.send('Think');
    await stream.opened();
    stream.send(runStarted(), { type: EventType.REASONING_MESSAGE_START, messageId: 'r1', role: 'reasoning' }, { type: EventType.REASONING_MESSAGE_CONTENT, messageId: 'r1', delta: 'Hmm' });
    await vi.waitFor(() => expect(rows(client)).toContainEqual(expect.objectContaining({ type: 'reasoning', streaming: true })));
    connection.stop();
    await sent;
    await untilIdle(connection);
    expect(rows(client).find((entry) => entry.type === 'reasoning')).not.toHaveProperty('streaming');
  });

  it('a frontend tool’s call left waiting is stopped when the person sends instead, closed right after its own message', async () => {
    const stream = streamingAgent();
    const client = createCameoClient();
    const tools = [{ name: 'pick_color', description: 'Ask the user for a colour', parameters: { type: 'object' } }];
    const connection = connectAGUIAgent(client, stream.agent, { runParameters: () => ({ tools }) });
    const sent = connection.send('Pick a colour');
    await stream.opened();
    stream.send(runStarted(), ...textMessage('m1', 'Choose one.'), { type: EventType.TOOL_CALL_START, toolCallId: 'p1', toolCallName: 'pick_color', parentMessageId: 'm1' }, { type: EventType.TOOL_CALL_END, toolCallId: 'p1' }, runFinished());
    stream.end();
    await sent;
    await untilIdle(connection);
    // The app's to answer: not stopped when the run finishes.
    expect(callOf(client)).not.toHaveProperty('cancelled');

    const next = connection.send('Actually, never mind');
    await vi.waitFor(() => expect(stream.requests).toHaveLength(2));
    stream.send(runStarted('run-2'), runFinished('run-2'));
    stream.end();
    await next;
    expect(callOf(client)).toMatchObject({ id: 'p1', cancelled: true });
    const history = stream.requests[1]?.messages ?? [];
    const made = history.findIndex((message) => message.role === 'assistant' && (message.toolCalls ?? []).some((call) => call.id === 'p1'));
    expect(history[made + 1]).toMatchObject({ role: 'tool', toolCallId: 'p1', error: AGUI_STOPPED_TOOL_CALL });
    expect(history.at(-1)).toMatchObject({ role: 'user', content: 'Actually, never mind' });
  });
});
