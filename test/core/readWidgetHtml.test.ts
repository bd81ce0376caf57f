import { readWidgetHtml } from '../../src/core/readWidgetHtml';

describe('readWidgetHtml', () => {
  it('reads a bare string and the {html} wrapper', () => {
    expect(readWidgetHtml('<p>hi</p>')).toEqual({ ok: true, value: '<p>hi</p>' });
    expect(readWidgetHtml({ html: '<p>hi</p>' })).toEqual({ ok: true, value: '<p>hi</p>' });
  });

  it('names what arrived instead, without quoting it', () => {
    expect(readWidgetHtml(null)).toEqual({ ok: false, error: expect.stringContaining('not null') });
    expect(readWidgetHtml(42)).toEqual({ ok: false, error: expect.stringContaining('not a number') });
    expect(readWidgetHtml(['<p>'])).toEqual({ ok: false, error: expect.stringContaining('not an array') });
    expect(readWidgetHtml({ html: 1 })).toEqual({ ok: false, error: expect.stringContaining('"html" is a number') });
  });

  it('reads only an own html key, never one inherited', () => {
    const inherited = Object.create({ html: '<script>1</script>' }) as object;
    expect(readWidgetHtml(inherited).ok).toBe(false);
  });
});
