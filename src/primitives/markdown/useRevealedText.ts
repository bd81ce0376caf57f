import { useEffect, useRef, useState, useSyncExternalStore } from 'react';

/** Growth up to this many characters is drawn at once: a streamed token, a short message. */
export const REVEAL_AT_ONCE = 16_384;

/** What the first frame of a long message draws, before the pace is known. */
const FIRST_STEP = 1_024;

/** The least a later step adds: part of a step's cost is the blocks still open, which a smaller step keeps. */
const MIN_STEP = 4_096;

/** The render and commit time each later step aims at, leaving the frame room for layout and paint. */
const STEP_TARGET_MS = 40;

const MAX_STEP = 1 << 20;

export interface RevealedText {
  /** The prefix of `text` to draw now: all of it unless a long message is still being revealed. */
  shown: string;
  /** Whether more of `text` is still to come, a step per frame. */
  revealing: boolean;
}

interface Reveal {
  text: string;
  upTo: number;
}

const subscribeNothing = () => () => undefined;

/**
 * Draws a long message a step per frame instead of in one task. A saved 60 KB message of 20,000
 * paragraphs took over half a second to draw whole, with the tab frozen; drawn in steps of about
 * STEP_TARGET_MS each, it paints its start at once and stays responsive while the rest arrives.
 * Each step hands the block lexer a longer prefix, as a stream would, so the total work stays
 * linear. Growth within REVEAL_AT_ONCE (every streamed token) is drawn as it comes. During
 * hydration the whole text is drawn, as the server did.
 */
export function useRevealedText(text: string): RevealedText {
  const hydrating = useSyncExternalStore(subscribeNothing, () => false, () => true);
  const [reveal, setReveal] = useState<Reveal>(() => ({ text, upTo: startAt(text) }));
  const step = useRef(FIRST_STEP);

  let current = reveal;
  if (reveal.text !== text) {
    current = { text, upTo: continueAt(reveal, text) };
    // Adjusted while rendering (React's pattern for state derived from props): no frame ever
    // shows the old text's prefix for the new text.
    setReveal(current);
  }

  const revealing = !hydrating && current.upTo < text.length;
  const renderStarted = revealing ? now() : 0;
  useEffect(() => {
    if (!revealing) return;
    // Paced by what the last step cost, so a message of cheap blocks goes fast.
    const spent = Math.max(1, now() - renderStarted);
    step.current = Math.min(MAX_STEP, Math.max(MIN_STEP, Math.round(step.current * Math.min(4, Math.max(0.5, STEP_TARGET_MS / spent)))));
    const next = () => setReveal((last) => (last.text === text ? { text, upTo: cutAt(text, last.upTo + step.current) } : last));
    return afterFrame(next);
  }, [revealing, renderStarted, text]);

  return { shown: hydrating || !revealing ? text : text.slice(0, current.upTo), revealing };
}

function startAt(text: string): number {
  return text.length <= REVEAL_AT_ONCE ? text.length : cutAt(text, FIRST_STEP);
}

/**
 * Where the new text's reveal stands: the same prefix if it only grew, all of it if it is a part
 * of what is drawn already (folded back to a cap), else from its start.
 */
function continueAt(last: Reveal, text: string): number {
  const drawn = last.text.slice(0, last.upTo);
  if (drawn.startsWith(text)) return text.length;
  if (!text.startsWith(drawn)) return startAt(text);
  return text.length - last.upTo <= REVEAL_AT_ONCE ? text.length : last.upTo;
}

/**
 * A prefix end at or after `at`: the next line end within a little, so a step rarely ends in the
 * middle of a word, and never between the halves of a surrogate pair.
 */
function cutAt(text: string, at: number): number {
  if (at >= text.length) return text.length;
  const lineEnd = text.indexOf('\n', at);
  if (lineEnd !== -1 && lineEnd - at <= 512) return lineEnd + 1;
  const code = text.charCodeAt(at - 1);
  return code >= 0xd800 && code <= 0xdbff ? at + 1 : at;
}

const now = () => (typeof performance === 'undefined' ? Date.now() : performance.now());

/** Runs `next` once the browser has had a frame to paint; returns its cancel. */
function afterFrame(next: () => void): () => void {
  if (typeof requestAnimationFrame === 'function') {
    const id = requestAnimationFrame(next);
    return () => cancelAnimationFrame(id);
  }
  const id = setTimeout(next, 16);
  return () => clearTimeout(id);
}
