import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as core from 'cameo-ui/core';
import * as main from 'cameo-ui';
import { Chat } from './ReadmeChat';
import { model, ui } from './readmeTools';

const readme = readFileSync(resolve(import.meta.dirname, '../../README.md'), 'utf8');

/** The README's examples are these files, word for word, so what the docs show is what runs. */
function codeBlockAfter(marker: string): string {
  const start = readme.indexOf(marker);
  expect(start, `README marker ${marker}`).toBeGreaterThanOrEqual(0);
  const block = /```(?:tsx|ts)\n([\s\S]*?)```/.exec(readme.slice(start));
  return block?.[1] ?? '';
}

describe('README examples', () => {
  it('shows the consumer example exactly as it runs here', () => {
    const source = readFileSync(resolve(import.meta.dirname, 'ReadmeChat.tsx'), 'utf8');
    expect(codeBlockAfter('<!-- example: consumer -->')).toBe(source);
    expect(source.trim().split('\n').length).toBeLessThanOrEqual(30);
  });

  it('shows the Storybook example exactly as it runs in stories/', () => {
    const source = readFileSync(resolve(import.meta.dirname, '../../stories/PreviewHelpers.stories.tsx'), 'utf8');
    expect(codeBlockAfter('<!-- example: storybook -->')).toBe(source);
  });

  it('shows the tool example exactly as it runs here', () => {
    const source = readFileSync(resolve(import.meta.dirname, 'readmeTools.ts'), 'utf8');
    expect(codeBlockAfter('<!-- example: tools -->')).toBe(source);
  });

  it('the consumer example renders a transcript and fetches a widget once when opened', async () => {
    const user = userEvent.setup();
    const fetch = vi.fn(async (..._args: unknown[]) => new Response(JSON.stringify({ city: 'Oslo', celsius: 4 })));
    vi.stubGlobal('fetch', fetch);
    try {
      render(
        <Chat
          transcript={[
            { type: 'user', text: 'Weather in Oslo?' },
            { type: 'ui', toolCallId: 'c1', ui: { kind: 'widget', label: 'Weather in Oslo', widget: 'weather' } },
          ]}
        />,
      );
      await user.click(screen.getByRole('button', { name: 'Weather in Oslo' }));
      const dialog = screen.getByRole('dialog', { name: 'Weather in Oslo' });
      expect(await within(dialog).findByText('Oslo: 4 °C')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Refresh' }));
      await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
      expect(fetch.mock.calls[1]).toEqual(['/api/weather/refresh', { method: 'POST' }]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('the tool example keeps the UI out of the model entry', () => {
    expect(model).toEqual({ type: 'tool_result', toolCallId: 'c1', content: 'It is 21 °C in Oslo.', isError: false });
    expect(ui).toEqual({
      type: 'ui',
      toolCallId: 'c1',
      ui: { kind: 'widget', label: 'Weather in Oslo', widget: 'weather', data: { city: 'Oslo', celsius: 21 } },
    });
  });
});

describe('README API section', () => {
  const api = readme.slice(readme.indexOf('## API'));

  /** Every name an index re-exports, types included: types cannot be listed at run time. */
  function exportedNames(index: string): string[] {
    const source = readFileSync(resolve(import.meta.dirname, '../../src', index), 'utf8');
    const namespaces = [...source.matchAll(/export \* as (\w+) from/g)].map((match) => match[1]!);
    return namespaces.concat(
      [...source.matchAll(/export (?:type )?\{([^}]*)\} from/g)].flatMap((match) =>
        match[1]!.split(',').map((name) => name.trim()).filter(Boolean),
      ),
    );
  }

  it.each(['core/index.ts', 'react/index.ts', 'primitives/index.ts', 'components/index.ts', 'server/index.ts', 'storybook/index.ts'])('documents every export of src/%s', (index) => {
    const missing = exportedNames(index).filter((name) => !api.includes(`\`${name}`));
    expect(missing).toEqual([]);
  });

  it.each([
    ['cameo-ui/core', core],
    ['cameo-ui', main],
  ])('documents every runtime export of %s', (_entry, module) => {
    const missing = Object.keys(module).filter((name) => !api.includes(`\`${name}`));
    expect(missing).toEqual([]);
  });
});
