// Issue 22's pathological markdown, in the page: each case's message drawn once (render →
// first paint, then until it is all drawn, with the longest frame meanwhile), then the same message streamed the last `tokens` of its units one render each
// (render → paint), into one <Markdown> so its block lexer carries over as in a transcript.
import { Markdown } from 'cameo-ui';
import { render, stage, unmountStage } from './stage';
import { frame, paint, sleep, spread } from './timing';

interface HostileCase {
  /** What comes before the repeated unit (a fence opening), and what after it. */
  head?: string;
  unit: string;
  count: number;
  tail?: string;
}

export const hostileCases: Record<string, HostileCase> = {
  'a\\n\\n × 20,000 (60 KB saved message)': { unit: 'a\n\n', count: 20_000 },
  '*a × 50,000': { unit: '*a', count: 50_000 },
  '[ × 100,000': { unit: '[', count: 100_000 },
  '20,000-line code fence (js)': { head: '```js\n', unit: 'const x = 1;\n', count: 20_000 },
  '**a  × 20,000': { unit: '**a ', count: 20_000 },
  '`a × 20,000': { unit: '`a', count: 20_000 },
  ']( × 50,000': { unit: '](', count: 50_000 },
  '> × 3,000 (after 2,400)': { unit: '>', count: 3_000, tail: 'x' },
  '- × 1,200': { unit: '- ', count: 1_200, tail: 'x' },
  'table delimiter row, 2,000 cells': { head: '| a |\n| -', unit: ' |    ', count: 2_000, tail: '- :' },
};

const textOf = ({ head = '', unit, count, tail = '' }: HostileCase, units = count) => head + unit.repeat(units) + tail;

export async function markdownHostile(name: string, tokens: number) {
  const spec = hostileCases[name];
  if (!spec) throw new Error(`no hostile case ${name}`);
  unmountStage();
  await paint();
  if (name.startsWith('> × 3,000')) {
    // The audit drew this one after a quote 2,400 deep.
    render(<Markdown text={`${'>'.repeat(2400)}x`} />);
    await paint();
  }
  const full = textOf(spec);
  let started = performance.now();
  render(<Markdown key="once" text={full} />);
  await paint();
  const renderMs = performance.now() - started;
  // A long message is drawn a step per frame after its first: how long until all of it is
  // drawn, and the longest the tab went without a frame meanwhile.
  let longestFrameMs = 0;
  let last = performance.now();
  while (stage.querySelector('[data-revealing]')) {
    await frame();
    const at = performance.now();
    longestFrameMs = Math.max(longestFrameMs, at - last);
    last = at;
  }
  const wholeMs = performance.now() - started;
  unmountStage();
  await paint();
  await sleep(50);
  // Streaming: the message less its last `tokens` units, then one unit per render.
  const from = Math.max(0, spec.count - tokens);
  render(<Markdown key="stream" text={textOf(spec, from)} />);
  await paint();
  // As in a transcript, where a message streamed from its start is never revealed in steps.
  while (stage.querySelector('[data-revealing]')) await frame();
  const perToken: number[] = [];
  for (let units = from + 1; units <= spec.count; units += 1) {
    started = performance.now();
    render(<Markdown key="stream" text={textOf(spec, units)} />);
    await paint();
    perToken.push(performance.now() - started);
  }
  unmountStage();
  return { name, size: full.length, renderMs, wholeMs, longestFrameMs, tokenMs: spread(perToken), tokens: perToken.length };
}
