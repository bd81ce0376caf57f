import { act, screen, within } from '@testing-library/react';
import { Transcript } from '../../src';
import { renderCameo } from '../helpers/renderCameo';

const cap = 20_000;
const log = () => screen.getByRole('log', { name: 'Conversation' });

afterEach(() => {
  vi.useRealTimers();
});

describe('long text: Show more while the text streams', () => {
  it('keeps the focused button’s name still while tokens arrive, and gives the count once they stop', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { store } = renderCameo(<Transcript virtualize={false} />, {
      transcript: [{ type: 'assistant', text: 'a'.repeat(cap + 500) }],
    });
    const key = store.getState().keys[0]!;
    const more = within(log()).getByRole('button', { name: 'Show more (500 more characters)' });
    act(() => more.focus());
    // A screen reader announces the focused button again at each change of its name.
    const names = new Set<string>();
    for (let token = 0; token < 50; token++) {
      act(() => {
        store.getState().appendText(key, 'token ');
        vi.advanceTimersByTime(50);
      });
      names.add(more.textContent ?? '');
    }
    expect([...names]).toEqual(['Show more (500 more characters)']);
    expect(more).toHaveFocus();
    act(() => vi.advanceTimersByTime(1_000));
    expect(more).toHaveAccessibleName('Show more (800 more characters)');
  });

  it('gives the exact count at once when the button is not focused, or loses focus', () => {
    const { store } = renderCameo(<Transcript virtualize={false} />, {
      transcript: [{ type: 'assistant', text: 'a'.repeat(cap + 500) }],
    });
    const key = store.getState().keys[0]!;
    const more = within(log()).getByRole('button', { name: 'Show more (500 more characters)' });
    act(() => store.getState().appendText(key, 'b'.repeat(100)));
    expect(more).toHaveAccessibleName('Show more (600 more characters)');
    act(() => more.focus());
    act(() => store.getState().appendText(key, 'b'.repeat(100)));
    expect(more).toHaveAccessibleName('Show more (600 more characters)');
    act(() => more.blur());
    expect(more).toHaveAccessibleName('Show more (700 more characters)');
  });
});
