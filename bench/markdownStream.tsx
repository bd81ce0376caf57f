// The markdown case of issue 13: tokens streamed into the last assistant message of a
// transcript when that message is already `size` characters of markdown, against the same
// number of characters of plain text drawn as text (the kit before markdown), in the same run.
// Timed from the append to the token in the DOM, as streamPaths does.
import { Transcript, type TranscriptEntry } from 'cameo-ui';
import { type MarkdownComponentProps, MarkdownContext } from 'cameo-ui/primitives';
import { cameoFor } from './cameoFor';
import { generateEntries } from './entries';
import { counts, Measured } from './probes';
import { domStats, render, transcriptStyle } from './stage';
import { timeTokens } from './timeTokens';
import { paint, sleep, spread } from './timing';

export type MessageFormat = 'markdown' | 'plain';

const warmUp = 10;
const appearTimeoutMs = 2000;

const sections = [
  '## Revenue by region\n\nRevenue rose **12%** in the third quarter, with *steady* costs and a [full report](https://example.com/report). Use `npm run report` to refresh it.\n\n',
  '- North: a new warehouse opened late\n- South: shipping on time\n- [x] reviewed\n- [ ] signed off\n\n',
  '| Region | Q2 | Q3 |\n| --- | ---: | ---: |\n| North | 10 | 11 |\n| South | 12 | 14 |\n\n',
  '```ts\nconst total = regions.reduce((sum, region) => sum + region.q3, 0);\nconsole.log(total);\n```\n\n',
  '> The board meets next week; the numbers will be reviewed again before then.\n\n',
];

/** About `size` characters of mixed markdown (or plain prose of the same length), ending in a paragraph. */
export function messageOf(format: MessageFormat, size: number): string {
  let text = '';
  for (let i = 0; text.length < size; i += 1) text += sections[i % sections.length];
  text = text.slice(0, size);
  if (format === 'plain') text = text.replace(/[#*`|>[\]()\-~]/g, ' ');
  return `${text}\n\nAnd so`;
}

/** The kit's text path: what an assistant message looked like before markdown. */
function PlainText({ text }: MarkdownComponentProps) {
  return <p style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{text}</p>;
}

/**
 * Mounts the transcript (`history` mixed entries, then the `size`-character assistant message)
 * and streams up to `tokens` tokens into that message, one per task: words, with some bold and
 * code, and a paragraph break every 25 tokens (so the markdown path keeps finishing blocks).
 */
export async function markdownStream(format: MessageFormat, history: number, size: number, seed: number, tokens: number, budgetMs: number) {
  const wire: TranscriptEntry[] = [...generateEntries(history, seed), { type: 'assistant', text: messageOf(format, size) }];
  const cameo = cameoFor(wire);
  const lastKey = cameo.store.getState().keys.at(-1)!;
  const transcript = <Transcript style={transcriptStyle} />;
  render(
    <Measured>
      {cameo.provide(
        format === 'plain' ? <MarkdownContext.Provider value={PlainText}>{transcript}</MarkdownContext.Provider> : transcript,
      )}
    </Measured>,
  );
  await paint();
  await sleep(300);
  await paint();
  const dom = domStats();
  const reactMs: number[] = [];
  const { toDom, missed, done } = await timeTokens({
    tokens,
    warmUp,
    budgetMs,
    appearTimeoutMs,
    token: (i) => {
      const marker = `q${i}z`;
      const delta = i % 25 === 24 ? `\n\n${marker}` : format === 'markdown' && i % 7 === 3 ? ` **${marker}**` : format === 'markdown' && i % 11 === 5 ? ` \`${marker}\`` : ` ${marker}`;
      return { marker, append: () => cameo.store.getState().appendText(lastKey, delta) };
    },
    measure: () => {
      const before = counts.actual;
      return () => void reactMs.push(counts.actual - before);
    },
  });
  return {
    format,
    history,
    size,
    tokensRequested: tokens,
    tokensDone: done,
    timedOut: done < tokens,
    missed,
    ...dom,
    toDomMs: spread(toDom),
    reactRenderMs: spread(reactMs),
    samplesMs: toDom,
  };
}
