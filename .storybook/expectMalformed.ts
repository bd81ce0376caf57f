/**
 * Stories that show malformed input on purpose set `parameters.expectMalformed: true`. For those
 * stories only, the kit's development warning about malformed transcript entries is dropped from
 * the console: the story shows the errors in place, and its play function checks them. Every
 * other warning still reaches the console, and an unmarked story that meets malformed input
 * still warns, so a real problem stands out in the test output.
 */
const MALFORMED_WARNING = /^\[cameo\] transcript: \d+ malformed entr(y|ies), /;

export interface ExpectMalformedParameters {
  expectMalformed?: boolean;
}

/** Filters the malformed-entries warning out of `console.warn` until the returned cleanup runs. */
export function silenceExpectedMalformed(target: Pick<Console, 'warn'> = console): () => void {
  const original = target.warn;
  target.warn = function warn(...data: unknown[]) {
    if (typeof data[0] === 'string' && MALFORMED_WARNING.test(data[0])) return;
    original.apply(this, data);
  };
  return () => {
    target.warn = original;
  };
}

/** Storybook's `beforeEach`: silences the warning for a story marked `expectMalformed`. */
export function expectMalformedBeforeEach({ parameters }: { parameters: ExpectMalformedParameters }): (() => void) | undefined {
  return parameters.expectMalformed === true ? silenceExpectedMalformed() : undefined;
}
