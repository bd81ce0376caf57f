import { render, screen } from '@testing-library/react';
import { page, userEvent } from 'vitest/browser';
import '../../src/styles.css';
import { CameoProvider, Transcript, defineWidget, type WidgetContainer } from '../../src';

function renderWith(container: WidgetContainer, dir?: 'ltr' | 'rtl') {
  render(
    <CameoProvider
      dir={dir}
      widgets={[defineWidget({ id: 'side', component: () => <p>Side panel</p>, container })]}
      transcript={[{ type: 'ui', toolCallId: 'c', ui: { kind: 'widget', label: 'Open side', widget: 'side', data: {} } }]}
    >
      <Transcript />
    </CameoProvider>,
  );
}

async function openBox() {
  await userEvent.click(screen.getByRole('button', { name: 'Open side' }));
  const dialog = await screen.findByRole('dialog', { name: 'Open side' });
  // Let the slide-in finish before measuring.
  await Promise.all(dialog.getAnimations().map((animation) => animation.finished));
  return { dialog, box: dialog.getBoundingClientRect() };
}

describe('containers in Chromium', () => {
  beforeEach(async () => {
    await page.viewport(1200, 800);
  });

  it('docks a drawer to the right edge in left-to-right text', async () => {
    renderWith('drawer');
    const { box } = await openBox();
    expect(Math.round(box.right)).toBe(window.innerWidth);
    expect(box.left).toBeGreaterThan(0);
  });

  it('docks a drawer to the left edge in right-to-left text', async () => {
    renderWith('drawer', 'rtl');
    const { box } = await openBox();
    expect(Math.round(box.left)).toBe(0);
    expect(Math.round(box.right)).toBeLessThan(window.innerWidth);
  });

  it('covers the viewport when fullscreen', async () => {
    renderWith('fullscreen');
    const { box } = await openBox();
    expect([box.left, box.top, Math.round(box.width), Math.round(box.height)]).toEqual([0, 0, window.innerWidth, window.innerHeight]);
  });

  it('opens a drawer fullscreen on a narrow viewport', async () => {
    await page.viewport(480, 800);
    renderWith('drawer');
    const { dialog, box } = await openBox();
    expect(dialog).toHaveAttribute('data-container', 'fullscreen');
    expect(Math.round(box.width)).toBe(window.innerWidth);
  });
});
