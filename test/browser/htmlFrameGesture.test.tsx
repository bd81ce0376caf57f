import { render, screen } from '@testing-library/react';
import { page, userEvent } from 'vitest/browser';
import '../../src/styles.css';
import { HtmlWidgetFrame } from '../../src';

// Unscaled, so Playwright's clicks into the frame land (see htmlWidget.test.tsx).
beforeAll(async () => {
  await page.viewport(414, 640);
});

function renderFrame(html: string) {
  const onDispatch = vi.fn();
  render(<HtmlWidgetFrame html={html} title="Widget" onDispatch={onDispatch} />);
  return { onDispatch, inside: page.frameLocator(page.frameLocator(page.getByTitle('Widget')).getByTitle('Widget')) };
}

/** The total the frame's notice shows as refused, 0 while it is empty. */
function dropped(): number {
  return Number(/(\d+) actions? from this widget/.exec(screen.getByRole('status').textContent ?? '')?.[1] ?? 0);
}

/** Focuses the Press button from the keyboard: a click on the text before it (no dispatch), then Tab. */
async function focusPress(inside: ReturnType<typeof page.frameLocator>): Promise<void> {
  await inside.getByText('Start').click();
  await userEvent.keyboard('{Tab}');
}

/** Waits until every dispatch the markup attempted was either heard or counted as refused. */
async function attempted(onDispatch: ReturnType<typeof vi.fn>, total: number): Promise<void> {
  await vi.waitFor(() => expect(onDispatch.mock.calls.length + dropped()).toBe(total), { timeout: 10_000 });
}

describe('HTML frame: one dispatch per click or non-repeated key press', () => {
  // Each event of one mouse click dispatches, in its own handler.
  const everyEvent = `<button type="button">Press</button><script>
    var button = document.querySelector('button');
    ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click'].forEach(function (type) {
      button.addEventListener(type, function () { cameo.dispatch(type, null); });
    });
  </script>`;

  it('hears one of the dispatches made in pointerdown, mousedown, pointerup, mouseup and click', async () => {
    const { onDispatch, inside } = renderFrame(everyEvent);
    await inside.getByRole('button', { name: 'Press' }).click();
    await attempted(onDispatch, 5);
    expect(onDispatch.mock.calls).toEqual([['click', null]]);
  });

  it('hears two from two separate clicks', async () => {
    const { onDispatch, inside } = renderFrame(everyEvent);
    const button = inside.getByRole('button', { name: 'Press' });
    await button.click();
    await attempted(onDispatch, 5);
    await button.click();
    await attempted(onDispatch, 10);
    expect(onDispatch.mock.calls).toEqual([
      ['click', null],
      ['click', null],
    ]);
  });

  it('hears a click made with a modifier key held down', async () => {
    // The press of Shift takes its own dispatch, so the click must arm one of its own.
    const { onDispatch, inside } = renderFrame(`<button type="button" onclick="cameo.dispatch('click', { shift: event.shiftKey })">Press</button>
      <script>document.addEventListener('keydown', function (event) { cameo.dispatch('key', event.key); });</script>`);
    const button = inside.getByRole('button', { name: 'Press' });
    await button.click();
    await vi.waitFor(() => expect(onDispatch).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    await userEvent.keyboard('{Shift>}');
    await vi.waitFor(() => expect(onDispatch).toHaveBeenCalledTimes(2), { timeout: 10_000 });
    await button.click({ modifiers: ['Shift'] });
    await userEvent.keyboard('{/Shift}');
    await vi.waitFor(() => expect(onDispatch).toHaveBeenCalledTimes(3), { timeout: 10_000 });
    expect(onDispatch.mock.calls).toEqual([
      ['click', { shift: false }],
      ['key', 'Shift'],
      ['click', { shift: true }],
    ]);
  });

  it('hears one dispatch from a held key, however often it repeats, and one per separate press', async () => {
    const { onDispatch, inside } = renderFrame(`<input aria-label="Field"><script>
      document.querySelector('input').addEventListener('keydown', function (event) { cameo.dispatch('key', { key: event.key, repeat: event.repeat }); });
    </script>`);
    // Focus only: a click that dispatches nothing.
    await inside.getByRole('textbox', { name: 'Field' }).click();
    await userEvent.keyboard('{a>6}');
    await attempted(onDispatch, 6);
    expect(onDispatch.mock.calls).toEqual([['key', { key: 'a', repeat: false }]]);
    await userEvent.keyboard('bc');
    await attempted(onDispatch, 8);
    expect(onDispatch.mock.calls.map(([, args]) => (args as { key: string }).key)).toEqual(['a', 'b', 'c']);
  });

  it('hears one dispatch from a held key when the markup redefines KeyboardEvent.repeat and Event.target', async () => {
    const { onDispatch, inside } = renderFrame(`<input aria-label="Field"><script>
      Object.defineProperty(KeyboardEvent.prototype, 'repeat', { get: function () { return false; } });
      Object.defineProperty(Event.prototype, 'target', { get: function () { return window; } });
      document.querySelector('input').addEventListener('keydown', function () { cameo.dispatch('key', null); });
    </script>`);
    await inside.getByRole('textbox', { name: 'Field' }).click();
    await userEvent.keyboard('{a>6}');
    await attempted(onDispatch, 6);
    expect(onDispatch).toHaveBeenCalledTimes(1);
  });

  it('hears one dispatch from Enter held on a button, whose repeats click it again and again', async () => {
    const { onDispatch, inside } = renderFrame(`<p>Start</p><button type="button" onclick="cameo.dispatch('press', null)">Press</button>
      <script>var clicks = 0; document.querySelector('button').addEventListener('click', function () { clicks += 1; if (clicks === 5) cameo.dispatch('fifth', null); });</script>`);
    await focusPress(inside);
    await userEvent.keyboard('{Enter>5}');
    // Five clicks, each dispatching once, the fifth twice: one heard.
    await attempted(onDispatch, 6);
    expect(onDispatch.mock.calls).toEqual([['press', null]]);
  });

  it('hears one dispatch per key press that activates a button, whether the markup dispatches on keydown or on click', async () => {
    const { onDispatch, inside } = renderFrame(`<p>Start</p><button type="button" onclick="cameo.dispatch('click', null)">Press</button>
      <script>document.querySelector('button').addEventListener('keydown', function (event) { if (event.key === 'x') cameo.dispatch('keydown', null); });</script>`);
    await focusPress(inside);
    await userEvent.keyboard('{Enter}');
    await attempted(onDispatch, 1);
    await userEvent.keyboard(' ');
    await attempted(onDispatch, 2);
    await userEvent.keyboard('x');
    await attempted(onDispatch, 3);
    expect(onDispatch.mock.calls).toEqual([
      ['click', null],
      ['click', null],
      ['keydown', null],
    ]);
    expect(dropped()).toBe(0);
  });
});

describe('HTML frame: a frame the page moves keeps working', () => {
  function List({ order }: { order: string[] }) {
    return (
      <div>
        {order.map((key) =>
          key === 'widget' ? (
            <div key={key}>
              <HtmlWidgetFrame html={`<button type="button" onclick="cameo.dispatch('report', null)">Report</button>`} title="Widget" onDispatch={onDispatch} />
            </div>
          ) : (
            <p key={key}>Other</p>
          ),
        )}
      </div>
    );
  }
  const onDispatch = vi.fn();
  beforeEach(() => onDispatch.mockClear());

  it('hears a click in a frame moved by a keyed reorder, which reloads its document', async () => {
    const view = render(<List order={['widget', 'other']} />);
    const frame = screen.getByTitle('Widget');
    await vi.waitFor(() => expect(frame).toHaveAttribute('data-state', 'ready'), { timeout: 10_000 });
    const reloaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
    view.rerender(<List order={['other', 'widget']} />);
    // The same element, moved, not a new one: the browser reloads its srcdoc.
    expect(screen.getByTitle('Widget')).toBe(frame);
    expect(frame.parentElement?.previousElementSibling).toHaveTextContent('Other');
    await reloaded;
    await vi.waitFor(async () => {
      await page.frameLocator(page.frameLocator(page.getByTitle('Widget')).getByTitle('Widget')).getByRole('button', { name: 'Report' }).click();
      expect(onDispatch).toHaveBeenCalled();
    }, { timeout: 15_000, interval: 200 });
    expect(frame).toHaveAttribute('data-state', 'ready');
  });
});
