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
  // The page's policy does not get in the widget's way, and the widget's own wrapper
  // (frameWrapper, whose policy is the frame's, frame-src included) refuses the navigations
  // before they are fetched (counted in test/e2e/htmlFrameNetwork.test.ts): the frames show
  // that their markup left.
  it('still draws the widget, and refuses its self-navigation and meta refresh', async () => {
    const id = `host-${Math.random().toString(36).slice(2)}`;
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
    await vi.waitFor(() => expect(screen.getByTitle('Leaver')).toHaveAttribute('data-state', 'left'), { timeout: 15_000 });
    await vi.waitFor(() => expect(screen.getByTitle('Refresher')).toHaveAttribute('data-state', 'left'), { timeout: 15_000 });
  }, 40_000);
});
