// The streaming case of issue 12: a token appended through `useTranscript()` from a component,
// against the same token through the store directly, each timed from the append to the token
// being in the DOM. The two paths run on separate pages: a mounted component that calls the
// hook would otherwise be re-rendered by the store path's appends too, and charge them its cost.
import { useEffect } from 'react';
import { Transcript, useTranscript } from 'cameo-ui';
import { cameoFor } from './cameoFor';
import { generateEntries } from './entries';
import { counts, Measured } from './probes';
import { rendered } from './renderedComponents';
import { domStats, lastRowMounted, render, transcriptStyle } from './stage';
import { timeTokens } from './timeTokens';
import { paint, sleep, spread } from './timing';

export type AppendPath = 'hook' | 'store';
type AppendText = (key: string, delta: string) => void;

/** Appends before this many are left out of the figures: the first ones also pay for compiling. */
const warmUp = 10;
const appearTimeoutMs = 2000;

const hook = { renders: 0 };
/** Called from HookAppender's render on purpose: a render is what is being counted. */
function countHookRender() {
  hook.renders += 1;
}

/**
 * A component that streams as an app would: it calls `useTranscript()` and hands out the
 * `appendText` it got. Whatever the hook does per render is paid on every token, because the
 * hook decides whether this component re-renders when the store changes.
 */
function HookAppender({ onAppendText }: { onAppendText: (append: AppendText) => void }) {
  const { appendText } = useTranscript();
  countHookRender();
  useEffect(() => onAppendText(appendText), [appendText, onAppendText]);
  return null;
}

/**
 * Mounts `<CameoProvider><Transcript/></CameoProvider>` over `count` mixed entries, then streams
 * up to `tokens` tokens into the last message, one per task, through `path`: append, time until
 * the token is in the DOM, let a frame pass. Stops early at `budgetMs`.
 */
export async function streamPaths(path: AppendPath, count: number, seed: number, tokens: number, budgetMs: number) {
  const cameo = cameoFor(generateEntries(count, seed));
  const lastKey = cameo.store.getState().keys.at(-1)!;
  let append: AppendText | null = path === 'store' ? (key, delta) => cameo.store.getState().appendText(key, delta) : null;
  const appender = (appendText: AppendText) => {
    append = appendText;
  };
  render(
    <Measured>
      {cameo.provide(
        <>
          <Transcript style={transcriptStyle} />
          {path === 'hook' && <HookAppender onAppendText={appender} />}
        </>,
      )}
    </Measured>,
  );
  await paint();
  await sleep(300);
  await paint();
  if (!append) return { error: 'the hook component never handed out appendText' };
  const appendText: AppendText = append;
  const dom = domStats();
  const mounted = lastRowMounted(count);

  const reactMs: number[] = [];
  const hookRenders: number[] = [];
  const components: number[] = [];
  const { toDom, missed, done } = await timeTokens({
    tokens,
    warmUp,
    budgetMs,
    appearTimeoutMs,
    token: (i) => ({ marker: ` t${i}`, append: () => appendText(lastKey, ` t${i}`) }),
    measure: () => {
      const before = { actual: counts.actual, hook: hook.renders, components: rendered.components };
      return () => {
        reactMs.push(counts.actual - before.actual);
        hookRenders.push(hook.renders - before.hook);
        components.push(rendered.components - before.components);
      };
    },
  });
  return {
    path,
    count,
    tokensRequested: tokens,
    tokensDone: done,
    timedOut: done < tokens,
    missed,
    lastRowMounted: mounted,
    ...dom,
    toDomMs: spread(toDom),
    reactRenderMs: spread(reactMs),
    hookRendersPerToken: path === 'hook' ? spread(hookRenders) : null,
    componentsPerToken: spread(components),
    samplesMs: toDom,
  };
}
