import type { ReactNode } from 'react';
import { continuesCharacter } from './continuesCharacter';

/** Characters between break opportunities in an unbroken run. */
const runStep = 64;
const longRun = new RegExp(`\\S{${runStep + 1},}`, 'g');

/**
 * Text with a `<wbr>` every 64 characters inside runs with no whitespace (a pasted token, a hash,
 * a run of one letter), so Chromium's line breaker finds ordinary break opportunities there.
 * With only `overflow-wrap: anywhere` to go on, it reshapes the rest of the run at every line,
 * which is quadratic in complex scripts: an 80,000-character Arabic run took 5.6 s of layout,
 * 33 ms with these. The text itself (copy, find, screen readers) is unchanged; ordinary prose
 * comes back as the same string.
 */
export function breakLongRuns(text: string): ReactNode {
  if (text.length <= runStep) return text;
  const pieces: ReactNode[] = [];
  let from = 0;
  // matchAll works on a copy of the pattern: no lastIndex shared between calls.
  for (const match of text.matchAll(longRun)) {
    const end = match.index + match[0].length;
    let at = match.index + runStep;
    while (at < end) {
      // The first safe place within a few characters; none (one long cluster) skips this break.
      const limit = Math.min(end, at + 8);
      let safe = at;
      while (safe < limit && continuesCharacter(text, safe)) safe += 1;
      if (safe < limit) {
        pieces.push(text.slice(from, safe), <wbr key={safe} />);
        from = safe;
      }
      at = Math.max(safe, at) + runStep;
    }
  }
  if (from === 0) return text;
  pieces.push(text.slice(from));
  return pieces;
}
