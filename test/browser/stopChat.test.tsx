/**
 * Issue 21 §1 in Chromium: Stop never bricks the chat. The real `useChat` over a route that runs
 * the real `streamText` on the AI SDK's mock model (with `closeOpenToolCalls` and the request's
 * signal, as docs/ai-sdk.md's route does), and the real AG-UI `HttpAgent` over the encoder's
 * stream. After Stop the card leaves "running" within 2 s, says "Stopped", still does after a
 * reload from the saved messages, and the next message is answered.
 */
import { useChat } from '@ai-sdk/react';
import { EventType } from '@ag-ui/core';
import {
  convertToModelMessages,
  createUIMessageStream,
  lastAssistantMessageIsCompleteWithApprovalResponses,
  createUIMessageStreamResponse,
  stepCountIs,
  streamText,
  type UIMessage,
} from 'ai';
import { MockLanguageModelV4 } from 'ai/test';
import { render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { userEvent } from 'vitest/browser';
import '../../src/styles.css';
import { CameoProvider, Composer, Transcript } from '../../src';
import { AGUI_STOPPED_TOOL_CALL, useAGUIAgent } from '../../src/ag-ui';
import { defineTool } from '../../src/agent';
import { useCameoChat } from '../../src/ai-sdk';
import { STOPPED_TOOL_CALL, closeOpenToolCalls, toAISDKTools } from '../../src/ai-sdk/server';
import { runFinished, runStarted, streamingAgent, textMessage } from '../ag-ui/agUiStream';
import { callTool, inProcessTransport, reply, type ModelChunk } from '../ai-sdk/server/aiSdkHarness';

// A loaded machine can take a while to stream a request through the real SDK; the 2 s after
// Stop are the issue's own bound, so they stay 2 s.
const patiently = { timeout: 10_000 };
const afterStop = { timeout: 2000 };

/** One model step: the chunks to stream, and whether the stream then hangs until aborted. */
type Step = { chunks: ModelChunk[]; hang?: boolean };

/** A mock model playing `steps` in order; a hanging step ends only when the request aborts. */
function stepModel(steps: Step[]): MockLanguageModelV4 {
  let next = 0;
  return new MockLanguageModelV4({
    doStream: async ({ abortSignal }) => {
      const step = steps[next++];
      if (step === undefined) throw new Error(`the script has no step ${next}`);
      const stream = new ReadableStream<ModelChunk>({
        start(controller) {
          for (const chunk of step.chunks) controller.enqueue(chunk);
          if (!step.hang) controller.close();
          else abortSignal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
        },
      });
      return { stream };
    },
  });
}

/** The route of docs/ai-sdk.md: open calls closed for the model, and Stop aborts the turn. */
function route(model: MockLanguageModelV4, tools: Parameters<typeof toAISDKTools>[0]) {
  return async (request: Request): Promise<Response> => {
    const { messages } = (await request.json()) as { messages: UIMessage[] };
    const stream = createUIMessageStream<UIMessage>({
      originalMessages: messages,
      execute: async ({ writer }) => {
        const result = streamText({
          model,
          messages: await convertToModelMessages(closeOpenToolCalls(messages)),
          tools: toAISDKTools(tools, { writer }),
          stopWhen: stepCountIs(5),
          abortSignal: request.signal,
        });
        writer.merge(result.toUIMessageStream());
      },
    });
    return createUIMessageStreamResponse({ stream });
  };
}

function setup(steps: Step[], { approval = false } = {}) {
  const toolSignals: AbortSignal[] = [];
  // Takes 3 s unless its signal aborts first.
  const slowReport = defineTool({
    name: 'slow_report',
    description: 'Builds a report slowly',
    parameters: { type: 'object', properties: { team: { type: 'string' } } },
    needsApproval: approval,
    execute: (_agentId, _callId, _args, { signal }) => {
      toolSignals.push(signal);
      return new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => resolve('The report.'), 3000);
        signal.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(new Error('aborted'));
        });
      });
    },
  });
  const model = stepModel(steps);
  const transport = inProcessTransport(route(model, [slowReport]));
  let saved: UIMessage[] = [];

  function Chat({ initial }: { initial?: UIMessage[] }) {
    const chat = useChat({
      transport,
      // As docs/ai-sdk.md: the person's decision goes back to the route at once.
      sendAutomaticallyWhen: lastAssistantMessageIsCompleteWithApprovalResponses,
      ...(initial ? { messages: initial } : {}),
    });
    useEffect(() => {
      saved = chat.messages;
    }, [chat.messages]);
    const { client, composer } = useCameoChat(chat);
    return (
      <CameoProvider client={client}>
        <Transcript style={{ height: 500 }} />
        <Composer {...composer} />
      </CameoProvider>
    );
  }
  const view = render(<Chat />);
  /** Unmounts the chat and mounts a fresh one from the messages it had. */
  const reload = () => {
    view.unmount();
    render(<Chat initial={saved} />);
  };
  return { model, toolSignals, reload };
}

async function send(text: string) {
  await userEvent.click(screen.getByRole('textbox', { name: 'Message' }));
  await userEvent.keyboard(`${text}{Enter}`);
}

const stop = () => userEvent.click(screen.getByRole('button', { name: 'Stop' }));
const cardState = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name} `) }).closest('[data-slot="tool-card"]')?.getAttribute('data-state');
const stepStart: ModelChunk = { type: 'stream-start', warnings: [] };

describe('Stop in a useChat + streamText chat, in Chromium', () => {
  it('during streamed arguments: the card says Stopped within 2 s, also after a reload, and the next message is answered', async () => {
    const { model, reload } = setup([
      {
        chunks: [stepStart, { type: 'tool-input-start', id: 'c1', toolName: 'slow_report' }, { type: 'tool-input-delta', id: 'c1', delta: '{"team": "co' }],
        hang: true,
      },
      { chunks: reply('Carrying on without the report.') },
      { chunks: reply('Still here after the reload.') },
    ]);

    await send('Build the report');
    await screen.findByRole('button', { name: 'slow_report Running' }, patiently);
    await stop();
    await screen.findByRole('button', { name: 'slow_report Stopped' }, afterStop);
    expect(cardState('slow_report')).toBe('cancelled');

    await send('Never mind');
    expect(await screen.findByText('Carrying on without the report.', {}, patiently)).toBeVisible();
    // The model got a history it accepts: the cut-off call with a result saying it was stopped.
    expect(JSON.stringify(model.doStreamCalls[1]?.prompt)).toContain(STOPPED_TOOL_CALL);
    expect(screen.getByRole('button', { name: 'slow_report Stopped' })).toBeVisible();

    reload();
    expect(await screen.findByRole('button', { name: 'slow_report Stopped' }, patiently)).toBeVisible();
    expect(screen.queryByRole('button', { name: /Running$/ })).toBeNull();
    await send('Are you there?');
    expect(await screen.findByText('Still here after the reload.', {}, patiently)).toBeVisible();
    expect(screen.getByRole('button', { name: 'slow_report Stopped' })).toBeVisible();
  });

  it('during a 3 s execute: the tool’s signal aborts, the card says Stopped within 2 s, also after a reload, and the next message is answered', async () => {
    const { model, toolSignals, reload } = setup([
      { chunks: callTool('c2', 'slow_report', { team: 'core' }) },
      { chunks: reply('Stopped, as you asked.') },
    ]);

    await send('Build the report');
    await screen.findByRole('button', { name: 'slow_report Running' }, patiently);
    await expect.poll(() => toolSignals.length, patiently).toBe(1);
    await stop();
    await screen.findByRole('button', { name: 'slow_report Stopped' }, afterStop);
    await expect.poll(() => toolSignals[0]?.aborted, afterStop).toBe(true);

    reload();
    expect(await screen.findByRole('button', { name: 'slow_report Stopped' }, patiently)).toBeVisible();
    await send('What happened?');
    expect(await screen.findByText('Stopped, as you asked.', {}, patiently)).toBeVisible();
    expect(JSON.stringify(model.doStreamCalls[1]?.prompt)).toContain(STOPPED_TOOL_CALL);
    expect(screen.getByRole('button', { name: 'slow_report Stopped' })).toBeVisible();
    expect(screen.queryByText(/An error occurred/)).toBeNull();
  });

  it('during the execute of a call the person approved: the card says Stopped within 2 s, also after a reload, and the model hears it was stopped', async () => {
    const { model, toolSignals, reload } = setup(
      [{ chunks: callTool('c3', 'slow_report', { team: 'core' }) }, { chunks: reply('Stopped before it finished.') }],
      { approval: true },
    );

    await send('Build the report');
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }, patiently));
    await screen.findByRole('button', { name: 'slow_report Running' }, patiently);
    await expect.poll(() => toolSignals.length, patiently).toBe(1);
    await stop();
    await screen.findByRole('button', { name: 'slow_report Stopped' }, afterStop);
    await expect.poll(() => toolSignals[0]?.aborted, afterStop).toBe(true);

    reload();
    expect(await screen.findByRole('button', { name: 'slow_report Stopped' }, patiently)).toBeVisible();
    await send('Did it finish?');
    expect(await screen.findByText('Stopped before it finished.', {}, patiently)).toBeVisible();
    // Not "Not run": it was approved and had started when the person stopped it.
    expect(JSON.stringify(model.doStreamCalls.at(-1)?.prompt)).toContain(STOPPED_TOOL_CALL);
    expect(screen.getByRole('button', { name: 'slow_report Stopped' })).toBeVisible();
  });
});

function AGUIChat({ agent }: { agent: ReturnType<typeof streamingAgent>['agent'] }) {
  const { client, composer } = useAGUIAgent(agent);
  return (
    <CameoProvider client={client}>
      <Transcript style={{ height: 500 }} />
      <Composer {...composer} />
    </CameoProvider>
  );
}

describe('Stop in an AG-UI chat, in Chromium', () => {
  it('mid-run with an open tool call: the card says Stopped within 2 s, the next message is answered with the call closed, and a reload still says Stopped', async () => {
    const stream = streamingAgent();
    const view = render(<AGUIChat agent={stream.agent} />);

    await send('Build the report');
    await stream.opened();
    stream.send(
      runStarted(),
      { type: EventType.TOOL_CALL_START, toolCallId: 'c1', toolCallName: 'slow_report' },
      { type: EventType.TOOL_CALL_ARGS, toolCallId: 'c1', delta: '{"team": "co' },
    );
    await screen.findByRole('button', { name: 'slow_report Running' }, patiently);
    await stop();
    await screen.findByRole('button', { name: 'slow_report Stopped' }, afterStop);
    stream.end();

    await send('Never mind');
    await stream.opened();
    const history = stream.requests[1]?.messages ?? [];
    expect(history.filter((message) => message.role === 'tool')).toEqual([expect.objectContaining({ toolCallId: 'c1', error: AGUI_STOPPED_TOOL_CALL })]);
    stream.send(runStarted('run-2'), ...textMessage('m2', 'Carrying on without the report.'), runFinished('run-2'));
    stream.end();
    expect(await screen.findByText('Carrying on without the report.', {}, patiently)).toBeVisible();
    expect(screen.getByRole('button', { name: 'slow_report Stopped' })).toBeVisible();

    // A reload: a fresh agent from the saved messages (the closing tool message included).
    view.unmount();
    const reloaded = streamingAgent({ initialMessages: structuredClone(stream.agent.messages) });
    render(<AGUIChat agent={reloaded.agent} />);
    expect(await screen.findByRole('button', { name: 'slow_report Stopped' }, patiently)).toBeVisible();
    expect(screen.getByText('Carrying on without the report.')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Running$|Failed$/ })).toBeNull();
  });
});
