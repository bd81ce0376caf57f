import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { CameoProvider, useBackendWidgets, useTranscript } from 'cameo-ui';
import { readPage } from './docsPages';

// docs/api.md's Hooks table spells out what each hook returns as `{a, b, …}`: the row names every
// member of the hook's actual return value, so a member added to a hook cannot go unlisted.
const api = readPage('docs/api.md');

/** The members a hook's row lists inside its first `{…}` code span. */
function listedMembers(hook: string): string[] {
  const row = api.split('\n').find((line) => line.startsWith(`| \`${hook}(`));
  const braces = row?.match(/`\{([^}`]*)\}`/)?.[1] ?? '';
  return braces.split(',').map((member) => member.trim().replace(/\(.*$/, ''));
}

const wrapper = ({ children }: { children: ReactNode }) => <CameoProvider host={null}>{children}</CameoProvider>;

describe('docs/api.md: the hooks’ results', () => {
  const hooks: [string, () => object][] = [
    ['useTranscript', () => useTranscript()],
    ['useBackendWidgets', () => useBackendWidgets()],
  ];
  it.each(hooks)('the %s row names every member it returns', (hook, useHook) => {
    const { result } = renderHook(useHook, { wrapper });
    const listed = listedMembers(hook);
    expect(listed.length, `${hook} has a row with {…}`).toBeGreaterThan(1);
    expect(Object.keys(result.current).filter((member) => !listed.includes(member)).sort()).toEqual([]);
    expect(listed.filter((member) => !(member in result.current))).toEqual([]);
  });
});
