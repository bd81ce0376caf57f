// The benchmark page. scripts/bench.mjs opens it in Chromium (a fresh page per measurement) and
// calls the functions on `window.bench` with page.evaluate. It measures the public
// <CameoProvider><Transcript/></CameoProvider> as src/ has it at build time, and a plain list.
// First, so react-dom finds the DevTools hook it reports commits to.
import './renderedComponents';
import { useLayoutEffect } from 'react';
import {
  CameoProvider,
  createCameoClient,
  createMemoryTransport,
  defineServerWidget,
  defineWidget,
  Transcript,
  useCameoClient,
  type CameoClient,
  type MemoryTransport,
  type TranscriptEntry,
  type WidgetProps,
} from 'cameo-ui';
import 'cameo-ui/styles.css';
import { Baseline, StoreBaseline } from './Baseline';
import { cameoFor } from './cameoFor';
import { generateEntries, mixOf } from './entries';
import { counts, countingComponents, Measured, nextCommit } from './probes';
import { domStats, lastRowMounted, render, transcriptStyle, unmountStage } from './stage';
import { aiSdkStream } from './aiSdkStream';
import { hostileCases, markdownHostile } from './markdownHostile';
import { markdownStream } from './markdownStream';
import { streamPaths } from './streamPaths';
import { frame, median, paint, percentile, sleep, task } from './timing';

declare global {
  interface Window {
    gc?: () => void;
    bench: typeof bench;
  }
  interface Performance {
    memory?: { usedJSHeapSize: number; totalJSHeapSize: number };
  }
}

type Kind = 'cameo' | 'baseline';

function heap(): number | null {
  if (!performance.memory) return null;
  for (let i = 0; i < 3; i += 1) window.gc?.();
  return performance.memory.usedJSHeapSize;
}

/** The provider's client, caught as it commits, to see when it has read the whole history. */
let mountedClient: CameoClient | null = null;
function ClientProbe() {
  const client = useCameoClient();
  useLayoutEffect(() => {
    mountedClient = client;
  }, [client]);
  return null;
}

/** Resolves once the client has read every item of its initial transcript (`unread` 0). */
function historyRead(client: CameoClient): Promise<void> {
  return new Promise((resolve) => {
    if (client.transcript.getState().unread === 0) return resolve();
    const unsubscribe = client.transcript.subscribe((state) => {
      if (state.unread !== 0) return;
      unsubscribe();
      resolve();
    });
  });
}

async function mountOnce(kind: Kind, wire: TranscriptEntry[]) {
  mountedClient = null;
  await sleep(50);
  const heapBefore = heap();
  await paint();
  counts.actual = 0;
  const committed = nextCommit(600_000);
  const start = performance.now();
  render(
    <Measured>
      {kind === 'cameo' ? (
        <CameoProvider transcript={wire}>
          <ClientProbe />
          <Transcript style={transcriptStyle} />
        </CameoProvider>
      ) : (
        <Baseline entries={wire} />
      )}
    </Measured>,
  );
  const commitAt = await committed;
  await paint();
  const paintedAt = performance.now();
  const renderMs = counts.actual;
  // A long history paints its recent end first and reads the rest after: until the frame after
  // that, scrolling up finds only the recent rows.
  let wholeHistoryMs: number | null = null;
  // Set by ClientProbe's layout effect, which TypeScript's narrowing of the `null` above cannot see.
  const client = mountedClient as CameoClient | null;
  if (client?.transcript.getState().unread === 0) wholeHistoryMs = paintedAt - start;
  else if (client) {
    await historyRead(client);
    await paint();
    wholeHistoryMs = performance.now() - start;
  }
  // Late layout work (a virtualizer measuring rows) settles before counting the DOM.
  await sleep(100);
  await paint();
  const dom = domStats();
  const heapAfter = heap();
  return {
    firstPaintMs: paintedAt - start,
    wholeHistoryMs,
    commitMs: commitAt === null ? null : commitAt - start,
    renderMs,
    ...dom,
    heapBefore,
    heapAfter,
    heapDelta: heapBefore === null || heapAfter === null ? null : heapAfter - heapBefore,
  };
}

const bench = {
  info() {
    return {
      userAgent: navigator.userAgent,
      hardwareConcurrency: navigator.hardwareConcurrency,
      preciseMemory: performance.memory !== undefined,
      gc: typeof window.gc === 'function',
      crossOriginIsolated: window.crossOriginIsolated,
    };
  },

  /**
   * Mounts `count` mixed entries twice on this fresh page: cold (first mount: the page's code
   * still compiling, as on a first load) then, after unmount and gc(), warm (the same data
   * again: what switching to a long conversation costs). Each: time from render() to the
   * Profiler commit and to the frame after it (double requestAnimationFrame), DOM nodes inside
   * the 800 px stage, and the JS heap after gc() minus the heap before mounting.
   */
  async mount(kind: Kind, count: number, seed: number) {
    const wire = generateEntries(count, seed);
    const cold = await mountOnce(kind, wire);
    unmountStage();
    await sleep(50);
    const warm = await mountOnce(kind, wire);
    // How much of Cameo's mount is parsing the wire JSON into its store (measured apart).
    let parseMs: number | null = null;
    let parseErrors: number | null = null;
    let firstReadMs: number | null = null;
    if (kind === 'cameo') {
      const t = performance.now();
      const { store } = cameoFor(wire);
      parseMs = performance.now() - t;
      parseErrors = [...store.getState().entries.values()].filter((entry) => entry.type === 'error').length;
      // What the provider reads before its first paint: the recent end (see firstRead).
      const first = performance.now();
      createCameoClient({ transcript: wire, firstRead: 500 });
      firstReadMs = performance.now() - first;
    }
    return { kind, count, mix: mixOf(wire), parseMs, firstReadMs, parseErrors, cold, warm };
  },

  /**
   * Streams `appends` tokens into the last entry of a `count`-entry transcript, each in its own
   * task: append, wait for the commit, let one frame pass (layout, resize observers), then
   * count what rendered since the append. Stops early at `budgetMs`.
   */
  async stream(kind: Kind, count: number, seed: number, appends: number, budgetMs: number) {
    const cameo = cameoFor(generateEntries(count, seed));
    const { store } = cameo;
    const lastKey = store.getState().keys.at(-1)!;
    render(
      kind === 'cameo' ? (
        cameo.provide(
          <Measured>
            <Transcript style={transcriptStyle} components={countingComponents} />
          </Measured>,
        )
      ) : (
        <Measured>
          <StoreBaseline store={store} />
        </Measured>
      ),
    );
    await nextCommit(120_000);
    await paint();
    await sleep(300);
    await paint();
    const dom = domStats();
    // The row being streamed into must be one of those drawn.
    const mounted = lastRowMounted(count);

    const wall: number[] = [];
    const actual: number[] = [];
    const rows: number[] = [];
    const commits: number[] = [];
    let missedCommits = 0;
    const deadline = performance.now() + budgetMs;
    for (let i = 0; i < appends && performance.now() < deadline; i += 1) {
      await task();
      const before = { ...counts };
      const start = performance.now();
      store.getState().appendText(lastKey, ' tok');
      const at = await nextCommit(250);
      if (at === null) missedCommits += 1;
      else wall.push(at - start);
      await frame();
      await task();
      actual.push(counts.actual - before.actual);
      rows.push(counts.rows - before.rows);
      commits.push(counts.commits - before.commits);
    }
    const histogram: Record<string, number> = {};
    for (const value of rows) histogram[value] = (histogram[value] ?? 0) + 1;
    const text = store.getState().entries.get(lastKey);
    return {
      kind,
      count,
      appendsRequested: appends,
      appendsDone: rows.length,
      timedOut: rows.length < appends,
      missedCommits,
      lastRowMounted: mounted,
      ...dom,
      streamedChars: text && 'text' in text ? text.text.length : null,
      commitWallMs: wall.length ? { median: median(wall), p95: percentile(wall, 95), max: Math.max(...wall) } : null,
      renderActualMs: actual.length ? { median: median(actual), p95: percentile(actual, 95), max: Math.max(...actual) } : null,
      rowsPerAppend: rows.length ? { median: median(rows), p95: percentile(rows, 95), max: Math.max(...rows), min: Math.min(...rows), histogram } : null,
      commitsPerAppend: commits.length ? { median: median(commits), max: Math.max(...commits) } : null,
    };
  },

  /** Issue 12's hook-vs-store case: see streamPaths.tsx. */
  streamPaths,
  /** Issue 13's markdown case: see markdownStream.tsx. */
  markdownStream,
  /** Issue 22's pathological markdown: see markdownHostile.tsx. */
  markdownHostile,
  markdownHostileCases: () => Object.keys(hostileCases),
  /** Issue 14's AI SDK case: see aiSdkStream.tsx. */
  aiSdkStream,

  /**
   * The store's own share of a streamed token, with nothing subscribed: `appends` calls of
   * appendText on a `count`-entry store. Shows how the store's cost grows with history.
   */
  storeCost(count: number, seed: number, appends: number) {
    const { store } = cameoFor(generateEntries(count, seed));
    const lastKey = store.getState().keys.at(-1)!;
    const times: number[] = [];
    for (let i = 0; i < appends; i += 1) {
      const start = performance.now();
      store.getState().appendText(lastKey, ' tok');
      times.push(performance.now() - start);
    }
    return { count, appends, median: median(times), p95: percentile(times, 95) };
  },

  transport: null as MemoryTransport | null,

  /** A transcript of `count` mixed entries ending with two bench launchers, over a memory transport. */
  async mountWidgets(count: number, seed: number, latency: number) {
    const transport = createMemoryTransport({
      latency,
      widgets: [
        defineServerWidget({ id: 'bench-snapshot', render: () => ({ rows: rows(8) }) }),
        defineServerWidget({ id: 'bench-fetch', render: () => ({ rows: rows(8) }) }),
      ],
    });
    bench.transport = transport;
    const widgets = [
      defineWidget({ id: 'bench-snapshot', component: Table('bench-snapshot') }),
      defineWidget({ id: 'bench-fetch', component: Table('bench-fetch') }),
    ];
    const wire: TranscriptEntry[] = [
      ...generateEntries(count, seed),
      { type: 'tool_call', id: 'bench-1', name: 'sales_report', args: {} },
      { type: 'tool_result', toolCallId: 'bench-1', content: 'ok', isError: false },
      { type: 'ui', toolCallId: 'bench-1', ui: { kind: 'widget', label: 'Bench snapshot', widget: 'bench-snapshot', data: { rows: rows(8) } } },
      { type: 'ui', toolCallId: 'bench-1', ui: { kind: 'widget', label: 'Bench fetch', widget: 'bench-fetch' } },
      { type: 'assistant', text: 'Both widgets are ready.' },
    ];
    render(
      <CameoProvider transcript={wire} widgets={widgets} transport={transport}>
        <Transcript style={transcriptStyle} />
      </CameoProvider>,
    );
    await sleep(300);
    await paint();
    return { launchers: document.querySelectorAll('[data-widget^="bench-"]').length };
  },

  renderCalls(widget: string): number {
    return bench.transport!.calls.filter((call) => call.method === 'render' && call.widget === widget).length;
  },

  setLatency(ms: number) {
    bench.transport!.setLatency(ms);
  },

  /** Clicks a launcher in the page and times the widget's content: in the DOM, then painted. */
  async openWidget(label: string, widget: string, timeout: number) {
    const button = [...document.querySelectorAll<HTMLButtonElement>('[data-slot="widget-launcher"]')].find(
      (element) => element.textContent === label,
    );
    if (!button) return { error: `launcher "${label}" is not in the DOM` };
    const selector = `[data-bench-widget="${widget}"]`;
    const start = performance.now();
    button.click();
    const contentAt = await appears(selector, timeout);
    if (contentAt === null) return { error: `no ${selector} within ${timeout} ms` };
    await paint();
    return { contentMs: contentAt - start, firstPaintMs: performance.now() - start, renderCalls: bench.renderCalls(widget) };
  },
};

window.bench = bench;

function rows(count: number) {
  return Array.from({ length: count }, (_, i) => ({ region: `Region ${i + 1}`, value: (i + 1) * 1000 }));
}

function Table(id: string) {
  return function BenchTable({ data }: WidgetProps<{ rows: Array<{ region: string; value: number }> }>) {
    return (
      <table data-bench-widget={id}>
        <tbody>
          {data.rows.map((row) => (
            <tr key={row.region}>
              <th scope="row">{row.region}</th>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  };
}

/** The time `selector` first matches, watched with a MutationObserver; null after `timeout`. */
function appears(selector: string, timeout: number): Promise<number | null> {
  if (document.querySelector(selector)) return Promise.resolve(performance.now());
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector(selector)) return;
      finish(performance.now());
    });
    const timer = setTimeout(() => finish(null), timeout);
    const finish = (at: number | null) => {
      observer.disconnect();
      clearTimeout(timer);
      resolve(at);
    };
    observer.observe(document.body, { childList: true, subtree: true });
  });
}
