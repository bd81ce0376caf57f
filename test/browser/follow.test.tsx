import { render, screen } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { userEvent } from 'vitest/browser';
import '../../src/styles.css';
import { CameoProvider, Composer, Transcript, createCameoClient, defineWidget, type NewEntry } from '../../src';

// The transcript's own "at the latest entry" slack is 24 px; a followed view sits at 0.
const SLACK = 24;

type Client = ReturnType<typeof createCameoClient>;

const chart = defineWidget({ id: 'chart', component: () => <p style={{ height: 240 }}>chart</p> });
/** A widget with a scroller of its own, as a long list or log inside a row has. */
const orders = defineWidget({
  id: 'orders',
  component: () => (
    <div data-testid="orders-scroller" style={{ height: 120, overflowY: 'auto' }}>
      <div style={{ height: 600 }}>orders</div>
    </div>
  ),
});

function history(count: number): NewEntry[] {
  return Array.from({ length: count }, (_, index) =>
    index % 10 === 5
      ? { type: 'ui', toolCallId: `h${index}`, ui: { kind: 'widget', label: `Open chart ${index}`, widget: 'chart', data: { index } } }
      : { type: index % 2 ? 'assistant' : 'user', text: `Message ${index} ${'lorem ipsum '.repeat(index % 7)}` },
  );
}

/** What a chat app holds around the kit: whether a turn runs, and what Stop and Send do. */
interface Turn {
  running: boolean;
  stopped: boolean;
}

type TurnStore = ReturnType<typeof createTurn>;

function createTurn() {
  let state: Turn = { running: false, stopped: false };
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set: (next: Turn) => {
      state = next;
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** A chat page: the transcript above the real composer, in a column of a fixed height. */
function Chat({ client, turn, virtualize }: { client: Client; turn: TurnStore; virtualize?: boolean }) {
  const state = useSyncExternalStore(turn.subscribe, turn.get);
  return (
    <div style={{ height: 520, width: 640, display: 'flex', flexDirection: 'column' }}>
      <Transcript style={{ flex: 1, minHeight: 0 }} tabIndex={0} virtualize={virtualize} />
      <Composer
        running={state.running}
        onStop={() => turn.set({ running: false, stopped: true })}
        onSend={(text) => void client.transcript.getState().append({ type: 'user', text })}
      />
    </div>
  );
}

function renderChat(entries: NewEntry[] = [], virtualize?: boolean) {
  const client = createCameoClient({ transcript: entries, widgets: [chart, orders] });
  const turn = createTurn();
  render(
    <CameoProvider client={client}>
      <Chat client={client} turn={turn} virtualize={virtualize} />
    </CameoProvider>,
  );
  const store = client.transcript;
  const running = (value: boolean) => turn.set({ running: value, stopped: false });

  // A network chunk arrives as its own task, often several within one frame, as a real stream does.
  const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

  /** Streams `text` into a new assistant message, a few words per chunk; stops early on Stop. */
  async function reply(text: string, wordsPerChunk = 3) {
    running(true);
    const [key] = store.getState().append({ type: 'assistant', text: '' });
    await stream(key!, text, wordsPerChunk);
    if (!turn.get().stopped) running(false);
  }

  /** Streams `text` into the message `key`, a few words per chunk, until done or stopped. */
  async function stream(key: string, text: string, wordsPerChunk = 3) {
    const words = text.split(/(?<= )/);
    for (let index = 0; index < words.length && !turn.get().stopped; index += wordsPerChunk) {
      store.getState().appendText(key, words.slice(index, index + wordsPerChunk).join(''));
      await nextTask();
    }
  }

  /** Sends through the real composer: typed, then Enter. */
  async function send(text: string) {
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), `${text}{Enter}`);
    await expect.poll(() => screen.queryAllByText(text).length).toBeGreaterThan(0);
  }

  /** A tool call whose arguments stream, then its result and the widget it opened. */
  async function toolCard(id: string, name: string) {
    const [call] = store.getState().append({ type: 'tool_call', id, name, args: null, argsText: '' });
    for (const part of ['{"city": ', '"Paris", ', '"days": ', '5}']) {
      store.getState().appendArgs(call!, part);
      await nextTask();
    }
    store.getState().updateArgs(call!, { city: 'Paris', days: 5 });
    await nextTask();
    store.getState().append(
      { type: 'tool_result', toolCallId: id, content: 'Sunny, 24 °C, light wind from the west for the whole week.', isError: false },
      { type: 'ui', toolCallId: id, ui: { kind: 'widget', label: 'Paris weather', widget: 'chart', data: { city: 'Paris' }, display: 'inline' } },
    );
  }

  return { client, store, reply, stream, send, toolCard, running };
}

const log = () => screen.getByRole('log');
const distance = () => {
  const node = log();
  return node.scrollHeight - node.scrollTop - node.clientHeight;
};

/** Waits until the view has settled at the latest entry; returns the distance when it never does. */
async function settlesFollowed(): Promise<number | null> {
  try {
    await expect.poll(distance, { timeout: 3_000 }).toBeLessThanOrEqual(SLACK);
    return null;
  } catch {
    return distance();
  }
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/** A keyboard or wheel scroll animates: waits until scrollTop holds still over a frame, returns it. */
async function cameToRest(): Promise<number> {
  let previous = Number.NaN;
  await expect
    .poll(async () => {
      const before = previous;
      await nextFrame();
      previous = log().scrollTop;
      return previous === before;
    })
    .toBe(true);
  return previous;
}

/** Waits until the last message with `text` is inside the transcript's visible box. */
async function expectInView(text: string) {
  await expect
    .poll(() => {
      const found = screen.queryAllByText(text);
      const node = found[found.length - 1];
      if (!node) return false;
      const box = node.getBoundingClientRect();
      const view = log().getBoundingClientRect();
      return box.top >= view.top - 1 && box.bottom <= view.bottom + 1;
    })
    .toBe(true);
}

const markdown = [
  '## Q2 in short',
  '',
  'Revenue grew **12 %** against Q1, mostly from the new regions:',
  '',
  '- North: 4.1 M (+18 %)',
  '- South: 2.7 M (+6 %)',
  '- West: 3.3 M (+11 %)',
  '',
  '| Region | Q1 | Q2 |',
  '| --- | --- | --- |',
  '| North | 3.5 | 4.1 |',
  '| South | 2.5 | 2.7 |',
  '',
  '```ts',
  'const growth = (q2 - q1) / q1;',
  'console.log(growth.toFixed(2));',
  '```',
  '',
  ...Array.from({ length: 12 }, (_, index) => `${index + 1}. A longer paragraph of findings that wraps over more than one line in the reading column.`),
].join('\n');

const prose = (words: number) => Array.from({ length: words }, (_, index) => `word${index}`).join(' ');

describe('the transcript follows the reader in Chromium', () => {
  it('stays at the latest entry over 10 varied turns, 10 of 10', async () => {
    const chat = renderChat([{ type: 'user', text: 'Hello' }, { type: 'assistant', text: 'Hi! How can I help?' }]);
    const lost: string[] = [];
    const turns: Array<[string, () => Promise<void>]> = [
      ['streamed tokens', async () => {
        await chat.send('Tell me a story');
        await chat.reply(prose(160));
      }],
      ['a tool card that opens and completes', async () => {
        await chat.send('Weather in Paris');
        await chat.reply('Let me look that up. ');
        await chat.toolCard('w1', 'get_weather');
        await chat.reply('It will be sunny all week in Paris, with a light wind from the west.');
      }],
      ['an approval that is denied, then a send', async () => {
        await chat.send('Deploy 2.4.1');
        chat.store.getState().append({ type: 'tool_call', id: 'd1', name: 'deploy', args: { version: '2.4.1' }, approval: 'required' });
        await userEvent.click(await screen.findByRole('button', { name: 'Deny' }));
        await chat.send('Why was that denied?');
        await chat.reply(prose(40));
      }],
      ['a launcher', async () => {
        await chat.send('Show the chart');
        await chat.reply('Here is the chart. ');
        chat.store.getState().append(
          { type: 'tool_call', id: 'l1', name: 'open_chart', args: {} },
          { type: 'tool_result', toolCallId: 'l1', content: 'ok', isError: false },
          { type: 'ui', toolCallId: 'l1', ui: { kind: 'widget', label: 'Open the sales chart', widget: 'chart', data: {} } },
        );
      }],
      ['a stop mid-stream, then a send', async () => {
        await chat.send('Write a long essay');
        const streaming = chat.reply(prose(2_000), 2);
        await userEvent.click(await screen.findByRole('button', { name: 'Stop' }));
        await streaming;
        await chat.send('Shorter, please');
        await chat.reply(prose(30));
      }],
      ['a send right after a reply ends', async () => {
        await chat.send('One more');
        await chat.reply(prose(80));
        await chat.send('And another');
        await chat.reply(prose(20));
      }],
      ['a send in the same task as the last token', async () => {
        await chat.send('Quick');
        await chat.reply(prose(60));
        chat.store.getState().append({ type: 'user', text: 'Quicker' }, { type: 'assistant', text: prose(50) });
      }],
      ['a long markdown answer', async () => {
        await chat.send('Q2 sales');
        await chat.reply(markdown, 2);
      }],
      ['two tool cards and an answer', async () => {
        await chat.send('Compare Paris and Rome');
        await chat.toolCard('w2', 'get_weather');
        await chat.toolCard('w3', 'get_weather');
        await chat.reply(prose(120), 5);
      }],
      ['a reply with a burst of large chunks', async () => {
        await chat.send('Everything at once');
        await chat.reply(prose(600), 60);
      }],
    ];
    for (const [name, run] of turns) {
      await run();
      const left = await settlesFollowed();
      if (left !== null) lost.push(`${name}: ${Math.round(left)} px from the end`);
    }
    expect(lost).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Jump to latest' })).toBeNull();
  }, 120_000);

  it('follows a markdown reply of hundreds of paragraphs, whose groups off screen are skipped', async () => {
    const chat = renderChat(history(30));
    await chat.send('Write a lot');
    const paragraphs = Array.from({ length: 400 }, (_, i) => `Paragraph ${i} says **something** here.\n\n`).join('');
    await chat.reply(paragraphs, 12);
    expect(log().querySelectorAll('[data-part="block-group"]').length).toBeGreaterThan(5);
    expect(await settlesFollowed()).toBeNull();
    // Scrolled up into groups laid out only now, the reader stays where they scrolled.
    await userEvent.wheel(log(), { delta: { y: -3_000 } });
    const top = await cameToRest();
    expect(distance()).toBeGreaterThan(SLACK);
    await chat.stream(chat.store.getState().keys.at(-1)!, 'More text at the end. '.repeat(20), 2);
    expect(Math.abs(log().scrollTop - top)).toBeLessThan(2);
  }, 60_000);

  it('follows a virtualized long history through streamed turns and fast sends', async () => {
    const chat = renderChat(history(400), true);
    await expect.poll(() => screen.queryByText(/^Message 399/) !== null).toBe(true);
    const lost: string[] = [];
    for (let turn = 0; turn < 4; turn += 1) {
      await chat.send(`Question ${turn}`);
      await chat.reply(prose(100 + turn * 40), 4);
      if (turn === 1) await chat.toolCard(`v${turn}`, 'get_weather');
      const left = await settlesFollowed();
      if (left !== null) lost.push(`turn ${turn}: ${Math.round(left)} px from the end`);
    }
    expect(lost).toEqual([]);
  }, 60_000);

  it.each([
    ['wheel', false],
    ['wheel', true],
    ['PageUp', false],
  ] as const)('leaves a reader who scrolled up mid-stream (%s) where they are (virtualized: %s)', async (input, virtualize) => {
    const chat = renderChat(history(virtualize ? 400 : 30), virtualize);
    await chat.send('Tell me everything');
    const [key] = chat.store.getState().append({ type: 'assistant', text: '' });
    await chat.stream(key!, prose(200));
    await expect.poll(distance).toBeLessThanOrEqual(SLACK);
    if (input === 'wheel') await userEvent.wheel(log(), { delta: { y: -600 } });
    else {
      log().focus();
      await userEvent.keyboard('{PageUp}');
    }
    expect(await screen.findByRole('button', { name: 'Jump to latest' })).toBeVisible();
    const top = await cameToRest();
    await chat.stream(key!, prose(600), 2);
    expect(Math.abs(log().scrollTop - top)).toBeLessThan(2);
    expect(distance()).toBeGreaterThan(SLACK);
    expect(screen.getByRole('button', { name: 'Jump to latest' })).toBeVisible();
  }, 60_000);

  it('leaves a reader who drags the view down with a finger mid-stream where they are', async () => {
    const chat = renderChat(history(30));
    await chat.send('Tell me everything');
    const [key] = chat.store.getState().append({ type: 'assistant', text: '' });
    await chat.stream(key!, prose(200));
    await expect.poll(distance).toBeLessThanOrEqual(SLACK);
    // A finger moving down the screen drags the content down: the view goes up.
    const touch = (y: number) => [new Touch({ identifier: 1, target: log(), clientX: 100, clientY: y })];
    log().dispatchEvent(new TouchEvent('touchstart', { touches: touch(100), bubbles: true }));
    log().dispatchEvent(new TouchEvent('touchmove', { touches: touch(160), bubbles: true }));
    // Following stops as the finger moves, before the view has: the stream must not take it back.
    const top = log().scrollTop;
    await chat.stream(key!, prose(400), 2);
    log().dispatchEvent(new TouchEvent('touchend', { touches: [], bubbles: true }));
    expect(Math.abs(log().scrollTop - top)).toBeLessThan(2);
    expect(distance()).toBeGreaterThan(SLACK);
    expect(await screen.findByRole('button', { name: 'Jump to latest' })).toBeVisible();
  }, 60_000);

  it('does not pull the view while the reader holds the scrollbar, and follows again at the end', async () => {
    const chat = renderChat(history(30));
    await chat.send('Tell me everything');
    const [key] = chat.store.getState().append({ type: 'assistant', text: '' });
    await chat.stream(key!, prose(100));
    await expect.poll(distance).toBeLessThanOrEqual(SLACK);
    // A press on the scroller itself (not on a row) is a press on its scrollbar.
    log().dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    const top = log().scrollTop;
    await chat.stream(key!, prose(300), 2);
    expect(Math.abs(log().scrollTop - top)).toBeLessThan(2);
    // Let go, back at the end by the reader's own drag: following resumes.
    window.dispatchEvent(new PointerEvent('pointerup', { bubbles: true }));
    log().scrollTop = log().scrollHeight;
    await chat.stream(key!, prose(200), 2);
    expect(await settlesFollowed()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Jump to latest' })).toBeNull();
  }, 60_000);

  it('keeps following while the reader scrolls inside a row of its own, or swipes sideways', async () => {
    const chat = renderChat(history(30));
    chat.store.getState().append(
      { type: 'tool_call', id: 'list1', name: 'open_list', args: {} },
      { type: 'tool_result', toolCallId: 'list1', content: 'ok', isError: false },
      { type: 'ui', toolCallId: 'list1', ui: { kind: 'widget', label: 'Orders', widget: 'orders', data: {}, display: 'inline' } },
    );
    const inner = await screen.findByTestId('orders-scroller');
    await chat.reply(prose(60));
    await expect.poll(distance).toBeLessThanOrEqual(SLACK);
    inner.scrollTop = 200;
    // The wheel goes to the widget's own list, which can still move up: the transcript never moved.
    inner.dispatchEvent(new WheelEvent('wheel', { deltaY: -100, bubbles: true }));
    // A sideways swipe over a wide table drifts a pixel up.
    log().dispatchEvent(new WheelEvent('wheel', { deltaX: -120, deltaY: -1, bubbles: true }));
    await chat.reply(prose(300), 2);
    expect(await settlesFollowed()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Jump to latest' })).toBeNull();
  }, 60_000);

  // On a loaded machine a reader can wheel before the first follow has run (the view still at
  // the top of a long history): that wheel is theirs, and the view must stay where they are.
  it('keeps a reader who wheels up before the first follow where they are', async () => {
    const chat = renderChat(history(60));
    expect(log().scrollTop).toBe(0);
    expect(distance()).toBeGreaterThan(SLACK);
    log().dispatchEvent(new WheelEvent('wheel', { deltaY: -400, bubbles: true }));
    expect(await screen.findByRole('button', { name: 'Jump to latest' })).toBeVisible();
    await chat.reply(prose(200));
    await nextFrame();
    expect(log().scrollTop).toBe(0);
    expect(screen.getByRole('button', { name: 'Jump to latest' })).toBeVisible();
  }, 60_000);

  it.each([false, true])('brings a sent message into view after the reader scrolled up (virtualized: %s)', async (virtualize) => {
    const chat = renderChat(history(virtualize ? 400 : 40), virtualize);
    await expect.poll(distance).toBeLessThanOrEqual(SLACK);
    log().scrollTop = 0;
    expect(await screen.findByRole('button', { name: 'Jump to latest' })).toBeVisible();
    await chat.send('Back to the point');
    await expectInView('Back to the point');
    await chat.reply(prose(80));
    expect(await settlesFollowed()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Jump to latest' })).toBeNull();
  }, 60_000);
});
