import { drawnRows, stage } from './stage';
import { frame, task } from './timing';

export interface TokenRun {
  tokens: number;
  /** Tokens streamed first and not counted, so caches and the JIT are warm. */
  warmUp: number;
  budgetMs: number;
  appearTimeoutMs: number;
  /** The i-th token: the text that shows it reached the DOM, and how to append it. */
  token(i: number): { marker: string; append(): void };
  /** Called before each counted token's append; what it returns runs once the token is drawn. */
  measure?(): () => void;
}

/** Streams tokens one at a time and times each from its append to its marker in the last row. */
export async function timeTokens(run: TokenRun): Promise<{ toDom: number[]; missed: number; done: number }> {
  const toDom: number[] = [];
  let missed = 0;
  let done = 0;
  const deadline = performance.now() + run.budgetMs;
  for (let i = 0; i < run.tokens + run.warmUp && performance.now() < deadline; i += 1) {
    await task();
    const after = run.measure?.();
    const { marker, append } = run.token(i);
    const seen = tokenInDom(marker, run.appearTimeoutMs);
    const start = performance.now();
    append();
    seen.check();
    const at = await seen.at;
    await frame();
    await task();
    if (i < run.warmUp) continue;
    done += 1;
    if (at === null) missed += 1;
    else toDom.push(at - start);
    after?.();
  }
  return { toDom, missed, done };
}

/**
 * The time `token` first shows in the last drawn row's text (a MutationObserver on the pane),
 * or null after `timeout`. Armed before the append, so a synchronous commit is not missed.
 */
function tokenInDom(token: string, timeout: number) {
  const shows = () => drawnRows().at(-1)?.textContent?.includes(token) ?? false;
  let resolve: (time: number | null) => void = () => undefined;
  const at = new Promise<number | null>((settle) => {
    resolve = settle;
  });
  const finish = (time: number | null) => {
    observer.disconnect();
    clearTimeout(timer);
    resolve(time);
  };
  const check = () => {
    if (shows()) finish(performance.now());
  };
  const observer = new MutationObserver(check);
  const timer = setTimeout(() => finish(null), timeout);
  observer.observe(stage, { subtree: true, childList: true, characterData: true });
  return { at, check };
}
