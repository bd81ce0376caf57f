import { render, screen } from '@testing-library/react';
import '../../src/styles.css';
import { CameoProvider, Transcript } from '../../src';

function renderThemed(theme: 'light' | 'dark') {
  render(
    <div data-cameo-theme={theme}>
      <CameoProvider transcript={[{ type: 'user', text: 'hi' }]}>
        <Transcript />
      </CameoProvider>
    </div>,
  );
  return getComputedStyle(screen.getByRole('log'));
}

describe('themes in Chromium', () => {
  it('paints the light theme when asked', () => {
    const style = renderThemed('light');
    expect(style.backgroundColor).toBe('rgb(255, 255, 255)');
    expect(style.color).toBe('rgb(24, 24, 27)');
  });

  it('paints the dark theme when asked', () => {
    const style = renderThemed('dark');
    expect(style.backgroundColor).toBe('rgb(24, 24, 27)');
    expect(style.color).toBe('rgb(236, 236, 239)');
  });

  it('leaves the app’s own page colour scheme alone', () => {
    renderThemed('dark');
    expect(getComputedStyle(document.body).colorScheme).toBe('normal');
  });
});
