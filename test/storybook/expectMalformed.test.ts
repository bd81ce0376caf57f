import { expectMalformedBeforeEach, silenceExpectedMalformed } from '../../.storybook/expectMalformed';
import { parseTranscript } from '../../src/core';

const malformed = [{ type: 'ui', toolCallId: 'c1', ui: { kind: 'video' } }];

describe('expectMalformed (story parameter)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('drops the malformed-entries warning in a marked story, and only until its cleanup', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const cleanup = expectMalformedBeforeEach({ parameters: { expectMalformed: true } });
    parseTranscript(malformed);
    expect(warn).not.toHaveBeenCalled();
    cleanup?.();
    parseTranscript(malformed);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[cameo\] transcript: 1 malformed entry/));
  });

  it('keeps every other warning in a marked story', () => {
    const target = { warn: vi.fn() };
    const cleanup = silenceExpectedMalformed(target);
    target.warn('[cameo] ignored a message from an HTML widget frame: bad');
    target.warn('[cameo] transcript: 2 malformed entries, shown as errors in place: entry 1');
    cleanup();
    expect(target.warn.mock.calls).toEqual([['[cameo] ignored a message from an HTML widget frame: bad']]);
  });

  it('leaves an unmarked story warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const cleanup = expectMalformedBeforeEach({ parameters: {} });
    parseTranscript(malformed);
    cleanup?.();
    expect(warn).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/malformed entry, shown as errors in place/));
  });
});
