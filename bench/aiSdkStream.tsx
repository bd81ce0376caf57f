// The AI SDK case of issue 14: tokens streamed through the real `useChat` (@ai-sdk/react), into
// Cameo through `useCameoChat` and drawn by <Transcript/>, against the same `useChat` drawing a
// plain list of its messages, as an app without Cameo would. Both run the SDK's own stream
// processing: a transport hands `useChat` a stream of UI message chunks that this page writes one
// `text-delta` at a time, timed from the write to the token in the DOM.
import { Chat, useChat } from '@ai-sdk/react';
import type { ChatTransport, UIMessageChunk } from 'ai';
import { CameoProvider, Transcript } from 'cameo-ui';
import { useCameoChat, type CameoUIMessage } from 'cameo-ui/ai-sdk';
import { counts, Measured } from './probes';
import { domStats, drawnRows, render, transcriptStyle } from './stage';
import { timeTokens } from './timeTokens';
import { paint, sleep, spread } from './timing';

export type ChatView = 'cameo' | 'plain' | 'floor';

const warmUp = 10;
const appearTimeoutMs = 2000;

/** A transport whose one response stream is written by the bench, chunk by chunk. */
class BenchTransport implements ChatTransport<CameoUIMessage> {
  private controller: ReadableStreamDefaultController<UIMessageChunk> | null = null;
  sendMessages() {
    return Promise.resolve(
      new ReadableStream<UIMessageChunk>({
        start: (controller) => {
          this.controller = controller;
        },
      }),
    );
  }
  reconnectToStream() {
    return Promise.resolve(null);
  }
  write(chunk: UIMessageChunk) {
    this.controller?.enqueue(chunk);
  }
  close() {
    this.controller?.close();
  }
}

/**
 * `count` messages of history, as a saved `useChat` thread holds them: user questions and
 * assistant replies, every fifth reply with a finished tool call and its Cameo launcher.
 */
export function historyOf(count: number, seed: number): CameoUIMessage[] {
  const messages: CameoUIMessage[] = [];
  for (let i = 0; i < count; i += 1) {
    const id = `m${seed}-${i}`;
    if (i % 2 === 0) {
      messages.push({ id, role: 'user', parts: [{ type: 'text', text: `Question ${i}: how did region ${i % 7} do?` }] });
      continue;
    }
    const parts: CameoUIMessage['parts'] = [{ type: 'step-start' }];
    if (i % 10 === 1) {
      const toolCallId = `call-${i}`;
      parts.push(
        { type: 'dynamic-tool', toolName: 'show_sales', toolCallId, state: 'output-available', input: { quarter: 'Q3' }, output: 'Q3 revenue 42' },
        { type: 'data-cameo-ui', id: `cameo-ui-${toolCallId}`, data: { toolCallId, ui: { kind: 'widget', label: 'Open Q3 sales chart', widget: 'sales' } } },
      );
    }
    parts.push({ type: 'text', text: `Region ${i % 7} grew **${i % 13}%**, with steady costs.`, state: 'done' });
    messages.push({ id, role: 'assistant', parts });
  }
  return messages;
}

function PlainList({ chat }: { chat: Chat<CameoUIMessage> }) {
  const { messages } = useChat({ chat });
  // The usual `useChat` page: every message's text parts, one element per message.
  return (
    <div data-bench="baseline" style={transcriptStyle}>
      {messages.map((message) => (
        <div key={message.id}>
          {message.parts.map((part, i) => (part.type === 'text' ? <p key={i}>{part.text}</p> : null))}
        </div>
      ))}
    </div>
  );
}

/**
 * The SDK's own cost per token, with nothing of the app's: `useChat` drawing only its last
 * message. Whatever grows with history here (the SDK copies the messages array per token) grows
 * under every view, Cameo's included.
 */
function LastMessageOnly({ chat }: { chat: Chat<CameoUIMessage> }) {
  const { messages } = useChat({ chat });
  const last = messages.at(-1);
  return (
    <div data-bench="baseline" style={transcriptStyle}>
      <div>{last?.parts.map((part, i) => (part.type === 'text' ? <p key={i}>{part.text}</p> : null))}</div>
    </div>
  );
}

function CameoChat({ chat }: { chat: Chat<CameoUIMessage> }) {
  const { client } = useCameoChat(useChat({ chat }));
  return (
    <CameoProvider client={client}>
      <Transcript style={transcriptStyle} />
    </CameoProvider>
  );
}

/**
 * Mounts `view` over `history` messages, sends one message, then streams up to `tokens` tokens
 * into the reply through the SDK, one per task, timing each from the chunk's write to the DOM.
 */
export async function aiSdkStream(view: ChatView, history: number, seed: number, tokens: number, budgetMs: number) {
  const transport = new BenchTransport();
  const chat = new Chat<CameoUIMessage>({ messages: historyOf(history, seed), transport });
  const page = view === 'cameo' ? <CameoChat chat={chat} /> : view === 'plain' ? <PlainList chat={chat} /> : <LastMessageOnly chat={chat} />;
  render(<Measured>{page}</Measured>);
  await paint();
  await sleep(300);
  void chat.sendMessage({ text: 'And the next quarter?' });
  await sleep(50);
  transport.write({ type: 'start', messageId: 'reply' });
  transport.write({ type: 'text-start', id: 'reply-text' });
  transport.write({ type: 'text-delta', id: 'reply-text', delta: 'Next quarter' });
  await sleep(300);
  await paint();
  const dom = domStats();
  // Entries outnumber messages (a tool call is several), so the reply is found by its text.
  const mounted = drawnRows().at(-1)?.textContent?.includes('Next quarter') ?? false;
  const reactMs: number[] = [];
  const { toDom, missed, done } = await timeTokens({
    tokens,
    warmUp,
    budgetMs,
    appearTimeoutMs,
    token: (i) => ({ marker: ` k${i}q`, append: () => transport.write({ type: 'text-delta', id: 'reply-text', delta: ` k${i}q` }) }),
    measure: () => {
      const before = counts.actual;
      return () => void reactMs.push(counts.actual - before);
    },
  });
  transport.write({ type: 'text-end', id: 'reply-text' });
  transport.write({ type: 'finish' });
  transport.close();
  return {
    view,
    history,
    tokensDone: done,
    missed,
    timedOut: done < tokens + warmUp,
    lastRowMounted: mounted,
    toDomMs: spread(toDom),
    reactRenderMs: spread(reactMs),
    samplesMs: toDom,
    rowsInDom: dom.rowsInDom,
    virtual: dom.virtual,
  };
}
