import { useEffect, useState } from 'react';

type Theme = 'light' | 'dark';

/** Sets data-cameo-theme on <html>; starts from the system preference. */
export function ThemeToggle() {
  const [theme, setTheme] = useState<Theme>(() =>
    window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light',
  );

  useEffect(() => {
    document.documentElement.dataset.cameoTheme = theme;
  }, [theme]);

  return (
    <button
      type="button"
      className="theme-toggle"
      aria-pressed={theme === 'dark'}
      onClick={() => setTheme((current) => (current === 'dark' ? 'light' : 'dark'))}
    >
      Dark theme
    </button>
  );
}
