import { render, screen } from '@testing-library/react';
import { HtmlWidgetFrame } from '../../src';

// The page's own policy, as an app would send it: `frame-src 'none'` governs where the page's
// frames may navigate, and a srcdoc frame is not a fetch, so HTML widgets still load. A meta
// policy cannot be taken back, which is why this file is on its own (each file has its page).
beforeAll(() => {
  const policy = document.createElement('meta');
  policy.httpEquiv = 'Content-Security-Policy';
  policy.content = "frame-src 'none'";
  document.head.append(policy);
});

describe("HTML frame under the page's frame-src 'none'", () => {
  // The page's policy refuses the navigation before it is fetched: the violation names the URL.
  // (Measured against a counting server on 127.0.0.1, outside this suite: with this policy the
  // GET never arrives; without it, it does. Chromium shows the refused URL as the frame's URL
  // either way, so the frame's URL proves nothing here.)
  it('still draws the widget, and refuses its self-navigation and meta refresh', async () => {
    const id = `host-${Math.random().toString(36).slice(2)}`;
    const refused: string[] = [];
    document.addEventListener('securitypolicyviolation', (event) => refused.push(event.blockedURI));
    render(
      <>
        <HtmlWidgetFrame title="Shown" html="<p style='height: 120px'>still here</p>" />
        <HtmlWidgetFrame title="Leaver" html={`<script>location.href = '${location.origin}/__cameo-leak/${id}/navigate';</script>`} />
        <HtmlWidgetFrame title="Refresher" html={`<meta http-equiv="refresh" content="0;url=${location.origin}/__cameo-leak/${id}/refresh">`} />
      </>,
    );
    // Three frames load at once: on a busy two-core CI machine that can take seconds.
    await vi.waitFor(() => expect(screen.getByTitle('Shown')).toHaveAttribute('data-state', 'ready'), { timeout: 15_000 });
    expect(screen.getByTitle('Shown').getBoundingClientRect().height).toBeGreaterThan(100);
    await vi.waitFor(
      () => expect(refused).toEqual(expect.arrayContaining([`${location.origin}/__cameo-leak/${id}/navigate`, `${location.origin}/__cameo-leak/${id}/refresh`])),
      { timeout: 15_000 },
    );
  }, 40_000);
});
