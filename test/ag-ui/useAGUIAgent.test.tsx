import { EventType } from '@ag-ui/core';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CameoProvider,
  Composer,
  createMemoryTransport,
  defineServerWidget,
  defineWidget,
  Transcript,
  WidgetActionButton,
  type WidgetDefinition,
  type WidgetProps,
} from '../../src';
import { CAMEO_ACTIVITY, cameoActivitySnapshot, useAGUIAgent, type UseAGUIAgentOptions } from '../../src/ag-ui';
import { runFinished, runStarted, streamingAgent, textMessage } from './agUiStream';

interface Forecast {
  days: string[];
}

function ForecastView({ data }: WidgetProps<Forecast>) {
  return (
    <ul aria-label="Days">
      {data.days.map((day) => (
        <li key={day}>{day}</li>
      ))}
    </ul>
  );
}

function Chat({ agent, ...options }: UseAGUIAgentOptions & { agent: ReturnType<typeof streamingAgent>['agent'] }) {
  const { client, composer } = useAGUIAgent(agent, options);
  return (
    <CameoProvider client={client}>
      <Transcript />
      <Composer {...composer} />
    </CameoProvider>
  );
}

const card = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name} `) }).closest<HTMLElement>('[data-slot="tool-card"]')!;


async function sendMessage(text: string) {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Message' }), `${text}{Enter}`);
  return user;
}

// Each test is a whole conversation through the client's pipeline: more than the default 5 s on a busy machine.
describe('useAGUIAgent through a real HttpAgent and EventEncoder', { timeout: 20_000 }, () => {
  it('streams a markdown reply, a tool card whose arguments grow then run then complete, and a launcher that opens from its snapshot', async () => {
    const stream = streamingAgent();
    const render_ = vi.fn(async () => ({ days: ['from render'] }));
    const forecast: WidgetDefinition = defineWidget<Forecast>({ id: 'forecast', component: ForecastView, render: render_ });
    render(<Chat agent={stream.agent} widgets={[forecast]} />);

    const user = await sendMessage('Weather in Oslo?');
    await act(() => stream.opened());
    expect(screen.getByText('Weather in Oslo?')).toBeInTheDocument();
    expect(stream.requests[0]?.messages).toEqual([expect.objectContaining({ role: 'user', content: 'Weather in Oslo?' })]);
    expect(screen.getByRole('button', { name: 'Stop' })).toBeInTheDocument();

    stream.send(runStarted(), ...textMessage('m1', 'Checking **Oslo**', ' for you.'));
    expect(await screen.findByText('Oslo', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.queryByText(/\*\*/)).toBeNull();

    stream.send(
      { type: EventType.TOOL_CALL_START, toolCallId: 'c1', toolCallName: 'get_weather', parentMessageId: 'm1' },
      { type: EventType.TOOL_CALL_ARGS, toolCallId: 'c1', delta: '{"city": "Os' },
    );
    await user.click(await screen.findByRole('button', { name: /^get_weather/ }));
    const args = () => card('get_weather').querySelector('pre')!;
    await waitFor(() => expect(args()).toHaveTextContent('{"city": "Os'));
    expect(args()).toHaveAttribute('data-streaming');

    stream.send({ type: EventType.TOOL_CALL_ARGS, toolCallId: 'c1', delta: 'lo"}' }, { type: EventType.TOOL_CALL_END, toolCallId: 'c1' });
    await waitFor(() => expect(args()).toHaveTextContent('"city": "Oslo"'));
    expect(args()).not.toHaveAttribute('data-streaming');
    expect(card('get_weather')).toHaveAttribute('data-state', 'running');

    stream.send(
      { type: EventType.TOOL_CALL_RESULT, messageId: 'r1', toolCallId: 'c1', content: '21 °C and sunny' },
      cameoActivitySnapshot('c1', { kind: 'widget', label: 'Week in Oslo', widget: 'forecast', data: { days: ['Mon 21°', 'Tue 19°'] } }),
      runFinished(),
    );
    stream.end();
    await waitFor(() => expect(card('get_weather')).toHaveAttribute('data-state', 'complete'));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull());

    await user.click(await screen.findByRole('button', { name: 'Week in Oslo' }));
    const dialog = screen.getByRole('dialog', { name: 'Week in Oslo' });
    expect(within(dialog).getByText('Mon 21°')).toBeInTheDocument();
    expect(render_).not.toHaveBeenCalled();
  });

  it('ignores an unknown event without a crash, and shows a malformed one as the run’s failure, keeping what came before', async () => {
    const stream = streamingAgent();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Chat agent={stream.agent} />);
    await sendMessage('Hello');
    await act(() => stream.opened());
    stream.send(runStarted(), ...textMessage('m1', 'First part.'));
    await screen.findByText('First part.');
    stream.send('data: {"type":"SOMETHING_NEW","value":1}\n\n');
    stream.send(...textMessage('m2', 'Still here.'));
    expect(await screen.findByText('Still here.')).toBeInTheDocument();
    // No messageId: AG-UI's own validator rejects it and ends the run.
    stream.send('data: {"type":"TEXT_MESSAGE_START","role":"assistant"}\n\n');
    expect(await screen.findByText(/The agent sent a malformed event \(messageId: /)).toBeInTheDocument();
    expect(screen.getByText('First part.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull());
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeEnabled();
    warn.mockRestore();
    error.mockRestore();
  });

  it('shows a bad activity patch as an error in the activity’s place, keeps the rest of the chat, and draws the next good update', async () => {
    const stream = streamingAgent();
    render(<Chat agent={stream.agent} />);
    await sendMessage('Progress?');
    await act(() => stream.opened());
    stream.send(runStarted(), ...textMessage('m1', 'Working on it.'), cameoActivitySnapshot('c1', { kind: 'text', text: 'Step 1 of 3' }, 'progress'));
    expect(await screen.findByText('Step 1 of 3')).toBeInTheDocument();
    // A path that is not there: the RFC fails the whole patch.
    stream.send({ type: EventType.ACTIVITY_DELTA, messageId: 'progress', activityType: CAMEO_ACTIVITY, patch: [{ op: 'replace', path: '/ui/nope/deeper', value: 'x' }] });
    expect(await screen.findByText(/An update to AG-UI activity progress was refused: operation 0: no value at nope/)).toBeInTheDocument();
    expect(screen.queryByText('Step 1 of 3')).toBeNull();
    expect(screen.getByText('Progress?')).toBeInTheDocument();
    expect(screen.getByText('Working on it.')).toBeInTheDocument();
    stream.send(...textMessage('m2', 'Still streaming.'));
    expect(await screen.findByText('Still streaming.')).toBeInTheDocument();
    // The last good content was kept: a good delta applies to it and draws again in place.
    stream.send({ type: EventType.ACTIVITY_DELTA, messageId: 'progress', activityType: CAMEO_ACTIVITY, patch: [{ op: 'replace', path: '/ui/text', value: 'Step 2 of 3' }] });
    expect(await screen.findByText('Step 2 of 3')).toBeInTheDocument();
    expect(screen.queryByText(/was refused/)).toBeNull();
    stream.send(runFinished());
    stream.end();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull());
  });

  it('refuses the audit’s copy bomb on an activity and on the agent’s state before AG-UI’s client applies it, with the error on screen', async () => {
    const stream = streamingAgent();
    render(<Chat agent={stream.agent} />);
    await sendMessage('Go');
    await act(() => stream.opened());
    const bomb = Array.from({ length: 24 }, (_, at) => ({ op: 'copy', from: '', path: `/c${at}` }));
    stream.send(
      runStarted(),
      cameoActivitySnapshot('c1', { kind: 'text', text: 'x'.repeat(800) }, 'big'),
      { type: EventType.STATE_SNAPSHOT, snapshot: { note: 'x'.repeat(880) } },
      { type: EventType.ACTIVITY_DELTA, messageId: 'big', activityType: CAMEO_ACTIVITY, patch: bomb },
      { type: EventType.STATE_DELTA, delta: bomb },
      ...textMessage('m1', 'After the bombs.'),
    );
    expect(await screen.findByText('After the bombs.')).toBeInTheDocument();
    expect(screen.getByText(/An update to AG-UI activity big was refused: operation \d+: the patch would add more than maxAddedBytes \(4194304\) of JSON/)).toBeInTheDocument();
    expect(screen.getByText(/An update to the agent’s state was refused: operation \d+: the patch would add more than maxAddedBytes/)).toBeInTheDocument();
    // AG-UI's client never ran either patch: its own copies are what the snapshots said.
    expect(stream.agent.state).toEqual({ note: 'x'.repeat(880) });
    const activity = stream.agent.messages.find((message) => message.id === 'big');
    expect(activity?.role === 'activity' ? Object.keys(activity.content) : []).toEqual(['toolCallId', 'ui']);
    stream.send(runFinished());
    stream.end();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull());
  });

  it('shows RUN_ERROR’s message', async () => {
    const stream = streamingAgent();
    render(<Chat agent={stream.agent} />);
    await sendMessage('Hello');
    await act(() => stream.opened());
    stream.send(runStarted(), { type: EventType.RUN_ERROR, message: 'The model is overloaded' });
    stream.end();
    expect(await screen.findByText('The model is overloaded')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull());
  });

  it('asks on the card for a tool-call interrupt, and Approve resumes the run with the decision', async () => {
    const stream = streamingAgent();
    const onToolApproval = vi.fn();
    render(<Chat agent={stream.agent} onToolApproval={onToolApproval} />);
    const user = await sendMessage('Deploy it');
    await act(() => stream.opened());
    stream.send(
      runStarted(),
      { type: EventType.TOOL_CALL_START, toolCallId: 'd1', toolCallName: 'deploy' },
      { type: EventType.TOOL_CALL_ARGS, toolCallId: 'd1', delta: '{"env":"prod"}' },
      { type: EventType.TOOL_CALL_END, toolCallId: 'd1' },
      runFinished('run-1', {
        type: 'interrupt',
        interrupts: [{ id: 'int-1', reason: 'tool_call', toolCallId: 'd1', message: 'Deploy to prod?' }],
      }),
    );
    stream.end();
    const question = await screen.findByRole('group', { name: 'Allow deploy to run?' });
    expect(question).toHaveTextContent('prod');
    expect(card('deploy')).toHaveAttribute('data-state', 'pending');

    await user.click(within(question).getByRole('button', { name: 'Approve' }));
    await act(() => stream.opened());
    expect(onToolApproval).toHaveBeenCalledWith({ toolCallId: 'd1', approved: true }, stream.agent);
    expect(stream.requests[1]?.resume).toEqual([{ interruptId: 'int-1', status: 'resolved', payload: { approved: true } }]);
    expect(card('deploy')).toHaveAttribute('data-state', 'running');
    stream.send(runStarted('run-2'), { type: EventType.TOOL_CALL_RESULT, messageId: 'r1', toolCallId: 'd1', content: 'deployed' }, runFinished('run-2'));
    stream.end();
    await waitFor(() => expect(card('deploy')).toHaveAttribute('data-state', 'complete'));
  });

  it('Deny answers the interrupt with approved: false, and the card says denied', async () => {
    const stream = streamingAgent();
    render(<Chat agent={stream.agent} />);
    const user = await sendMessage('Deploy it');
    await act(() => stream.opened());
    stream.send(
      runStarted(),
      { type: EventType.TOOL_CALL_START, toolCallId: 'd1', toolCallName: 'deploy' },
      { type: EventType.TOOL_CALL_END, toolCallId: 'd1' },
      runFinished('run-1', { type: 'interrupt', interrupts: [{ id: 'int-1', reason: 'tool_call', toolCallId: 'd1' }] }),
    );
    stream.end();
    await user.click(await screen.findByRole('button', { name: 'Deny' }));
    await act(() => stream.opened());
    expect(stream.requests[1]?.resume).toEqual([{ interruptId: 'int-1', status: 'resolved', payload: { approved: false } }]);
    expect(card('deploy')).toHaveAttribute('data-state', 'denied');
    stream.send(runStarted('run-2'), runFinished('run-2'));
    stream.end();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull());
    expect(card('deploy')).toHaveAttribute('data-state', 'denied');
  });

  it('paints a launcher without a snapshot from the transport, and sends widget actions there, never to the agent', async () => {
    const user = userEvent.setup();
    let count = 1;
    const handleAction = vi.fn(() => {
      count += 1;
      return { count };
    });
    const transport = createMemoryTransport({ widgets: [defineServerWidget({ id: 'counter', render: () => ({ count }), handleAction })] });
    const counter = defineWidget<{ count: number }>({
      id: 'counter',
      component: ({ data }) => (
        <div>
          <p>{`Count ${data.count}`}</p>
          <WidgetActionButton action="add">Add</WidgetActionButton>
        </div>
      ),
    });
    const stream = streamingAgent({
      initialMessages: [
        { id: 'a1', role: 'assistant', content: 'Here it is.', toolCalls: [{ id: 'c1', type: 'function', function: { name: 'count', arguments: '{}' } }] },
        { id: 't1', role: 'tool', toolCallId: 'c1', content: 'Counter at 1.' },
        { id: 'ui1', role: 'activity', activityType: 'cameo-ui', content: { toolCallId: 'c1', ui: { kind: 'widget', label: 'Open counter', widget: 'counter' } } },
      ],
    });
    render(<Chat agent={stream.agent} widgets={[counter]} transport={transport} />);

    await user.click(screen.getByRole('button', { name: 'Open counter' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Count 1')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Count 2')).toBeInTheDocument();
    expect(handleAction).toHaveBeenCalledTimes(1);
    expect(stream.requests).toEqual([]);
  });

  it('starts from agent.messages, and unsubscribes from the agent on unmount', async () => {
    const stream = streamingAgent({
      initialMessages: [
        { id: 's', role: 'system', content: 'You are terse.' },
        { id: 'u1', role: 'user', content: 'Earlier question' },
        { id: 'a1', role: 'assistant', content: 'Earlier *answer*' },
      ],
    });
    const before = stream.agent.subscribers.length;
    const { unmount } = render(<Chat agent={stream.agent} />);
    expect(screen.getByText('Earlier question')).toBeInTheDocument();
    expect(screen.getByText('answer', { selector: 'em' })).toBeInTheDocument();
    expect(screen.queryByText('You are terse.')).toBeNull();
    expect(stream.agent.subscribers.length).toBe(before + 1);
    unmount();
    expect(stream.agent.subscribers.length).toBe(before);
  });

  it('Stop aborts the run in flight', async () => {
    const stream = streamingAgent();
    render(<Chat agent={stream.agent} />);
    const user = await sendMessage('Write a long essay');
    await act(() => stream.opened());
    stream.send(runStarted(), { type: EventType.TEXT_MESSAGE_START, messageId: 'm1' }, { type: EventType.TEXT_MESSAGE_CONTENT, messageId: 'm1', delta: 'Once' });
    await screen.findByText('Once');
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull());
    expect(stream.agent.isRunning).toBe(false);
    expect(screen.getByText('Once')).toBeInTheDocument();
    expect(screen.queryByText(/failed/)).toBeNull();
  });
});
