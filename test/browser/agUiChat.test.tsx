import { EventType } from '@ag-ui/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import '../../src/styles.css';
import { CameoProvider, Composer, Transcript, defineWidget, type WidgetProps } from '../../src';
import { cameoActivitySnapshot, useAGUIAgent, type UseAGUIAgentOptions } from '../../src/ag-ui';
import { runFinished, runStarted, streamingAgent, textMessage } from '../ag-ui/agUiStream';

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

function Chat({ agent, widgets }: { agent: ReturnType<typeof streamingAgent>['agent']; widgets: UseAGUIAgentOptions['widgets'] }) {
  const { client, composer } = useAGUIAgent(agent, { widgets });
  return (
    <CameoProvider client={client}>
      <Transcript style={{ height: 500 }} />
      <Composer {...composer} />
    </CameoProvider>
  );
}

const cardOf = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name} `) }).closest<HTMLElement>('[data-slot="tool-card"]')!;

describe('an AG-UI chat in Chromium, through a real HttpAgent and EventEncoder', () => {
  it('streams markdown, a card whose arguments grow then complete, a launcher that opens from its snapshot, and an approval answered by keyboard', async () => {
    const stream = streamingAgent();
    const renderForecast = vi.fn(async () => ({ days: ['from render'] }));
    const forecast = defineWidget<Forecast>({ id: 'forecast', component: ForecastView, render: renderForecast });
    render(<Chat agent={stream.agent} widgets={[forecast]} />);

    screen.getByRole('textbox', { name: 'Message' }).focus();
    await userEvent.keyboard('Weather in Oslo?{Enter}');
    await stream.opened();
    stream.send(runStarted(), ...textMessage('m1', 'Here is **the forecast**', ':'));
    await waitFor(() => expect(screen.getByText('the forecast', { selector: 'strong' })).toBeVisible());
    expect(screen.queryByText(/\*\*/)).toBeNull();

    stream.send(
      { type: EventType.TOOL_CALL_START, toolCallId: 'c1', toolCallName: 'get_forecast', parentMessageId: 'm1' },
      { type: EventType.TOOL_CALL_ARGS, toolCallId: 'c1', delta: '{"city": "Os' },
    );
    const trigger = await screen.findByRole('button', { name: 'get_forecast Running' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const args = () => cardOf('get_forecast').querySelector('pre')!;
    await waitFor(() => expect(args()).toHaveTextContent('{"city": "Os'));
    expect(args()).toHaveAttribute('data-streaming');
    stream.send({ type: EventType.TOOL_CALL_ARGS, toolCallId: 'c1', delta: 'lo"}' }, { type: EventType.TOOL_CALL_END, toolCallId: 'c1' });
    await waitFor(() => expect(args()).not.toHaveAttribute('data-streaming'));
    expect(args()).toHaveTextContent('"city": "Oslo"');
    expect(cardOf('get_forecast')).toHaveAttribute('data-state', 'running');

    stream.send(
      { type: EventType.TOOL_CALL_RESULT, messageId: 'r1', toolCallId: 'c1', content: 'Mild all week' },
      cameoActivitySnapshot('c1', { kind: 'widget', label: 'Week in Oslo', widget: 'forecast', data: { days: ['Mon 21°', 'Tue 19°'] } }),
      { type: EventType.TOOL_CALL_START, toolCallId: 'd1', toolCallName: 'book_trip' },
      { type: EventType.TOOL_CALL_ARGS, toolCallId: 'd1', delta: '{"to":"Oslo"}' },
      { type: EventType.TOOL_CALL_END, toolCallId: 'd1' },
      runFinished('run-1', { type: 'interrupt', interrupts: [{ id: 'int-1', reason: 'tool_call', toolCallId: 'd1', message: 'Book it?' }] }),
    );
    stream.end();
    await waitFor(() => expect(trigger).toHaveAccessibleName('get_forecast Done'));

    const launcher = await screen.findByRole('button', { name: 'Week in Oslo' });
    launcher.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Week in Oslo' });
    expect(within(dialog).getByText('Mon 21°')).toBeVisible();
    expect(renderForecast).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const booking = await screen.findByRole('button', { name: 'book_trip Awaiting approval' });
    expect(screen.getByRole('group', { name: 'Allow book_trip to run?' })).toHaveTextContent('Oslo');
    booking.focus();
    await userEvent.keyboard('{Tab}');
    expect(screen.getByRole('button', { name: 'Approve' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await stream.opened();
    expect(stream.requests[1]?.resume).toEqual([{ interruptId: 'int-1', status: 'resolved', payload: { approved: true } }]);
    await waitFor(() => expect(booking).toHaveAccessibleName('book_trip Running'));
    expect(booking).toHaveFocus();

    stream.send(runStarted('run-2'), { type: EventType.TOOL_CALL_RESULT, messageId: 'r2', toolCallId: 'd1', content: 'Booked' }, ...textMessage('m2', 'Booked. *Enjoy*!'), runFinished('run-2'));
    stream.end();
    await waitFor(() => expect(booking).toHaveAccessibleName('book_trip Done'));
    expect(await screen.findByText('Enjoy', { selector: 'em' })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull());
  });
});

describe('a run the agent breaks, in Chromium: docs/ag-ui.md’s words', () => {
  // Each frame AG-UI's own client refuses, and the words the person reads for it.
  const broken = [
    ['a field missing', 'data: {"type":"TEXT_MESSAGE_START","role":"assistant"}\n\n', 'The agent sent a malformed event (messageId: Invalid input: expected string, received undefined); the run stopped.'],
    ['not JSON', 'data: {"type":"TEXT_MES\n\n', /^The agent sent a malformed event \(.*JSON.*\); the run stopped\.$/],
    ['no type', 'data: {"delta":"x"}\n\n', 'The agent sent a malformed event (the frame carries no event type); the run stopped.'],
    [
      'out of order',
      'data: {"type":"TEXT_MESSAGE_CONTENT","messageId":"zz","delta":"x"}\n\n',
      "The agent sent a malformed event (Cannot send 'TEXT_MESSAGE_CONTENT' event: No active text message found with ID 'zz'. Start a text message with 'TEXT_MESSAGE_START' first); the run stopped.",
    ],
  ] as const;

  it.each(broken)('%s: the run stops, says the agent sent a malformed event, and keeps what was on screen', async (_name, frame, words) => {
    const stream = streamingAgent();
    render(<Chat agent={stream.agent} widgets={[]} />);
    screen.getByRole('textbox', { name: 'Message' }).focus();
    await userEvent.keyboard('Hello{Enter}');
    await stream.opened();
    stream.send(runStarted(), ...textMessage('m1', 'First part.'));
    await screen.findByText('First part.');
    stream.send(frame);
    expect(await screen.findByText(words)).toBeVisible();
    expect(screen.getByText('First part.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull());
  });
});
