import { frameDocument, framePolicy } from '../../../src/primitives/widget/frameDocument';
import { frameWrapper } from '../../../src/primitives/widget/frameWrapper';

const token = '0123456789abcdef0123456789abcdef';

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('frameWrapper', () => {
  it("holds the widget's own document in one sandboxed frame, under the frame's policy", () => {
    const markup = `<p title="a &quot;b&quot; &amp; c">it's "quoted" &amp; </script> here</p>`;
    const wrapper = parse(frameWrapper(markup, { token, title: 'Sales' }));
    expect(wrapper.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content')).toBe(framePolicy());
    const frames = wrapper.querySelectorAll('iframe');
    expect(frames).toHaveLength(1);
    const inner = frames[0]!;
    expect(inner.getAttribute('sandbox')).toBe('allow-scripts');
    expect(inner.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(inner.getAttribute('csp')).toBe(framePolicy());
    expect(inner.getAttribute('title')).toBe('Sales');
    // What the inner frame loads is exactly the widget's document, quotes and entities intact.
    expect(inner.getAttribute('srcdoc')).toBe(frameDocument(markup, { token }));
  });

  it('keeps a title that tries to close its attribute inside it', () => {
    const wrapper = parse(frameWrapper('<p>x</p>', { token, title: '" onload="alert(1)' }));
    const inner = wrapper.querySelector('iframe')!;
    expect(inner.getAttribute('title')).toBe('" onload="alert(1)');
    expect(inner.hasAttribute('onload')).toBe(false);
  });

  it('allows https images in both documents only when asked', () => {
    const wrapper = parse(frameWrapper('<p>x</p>', { token, title: 't', allowImages: 'https' }));
    expect(wrapper.querySelector('iframe')?.getAttribute('csp')).toContain('img-src data: blob: https:');
    expect(wrapper.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content')).toContain('img-src data: blob: https:');
  });
});
