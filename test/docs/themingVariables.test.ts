import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { readPage, root } from './docsPages';

// docs/theming.md's Variables table is the list a themer works from: it names, in full, every
// `--cameo-*` variable the default styles declare, and nothing they do not.

/** The table under `## Variables`: its rows, up to the first line that is not one. */
function variablesTable(): string {
  const lines = readPage('docs/theming.md').split('\n');
  const start = lines.findIndex((line) => line.trim() === '## Variables');
  const rows = lines.slice(start + 1).filter((_line, index, all) => all.slice(0, index + 1).some((row) => row.startsWith('|')));
  const end = rows.findIndex((line) => !line.startsWith('|'));
  return (end < 0 ? rows : rows.slice(0, end)).join('\n');
}

const names = (text: string, pattern: RegExp) => new Set([...text.matchAll(pattern)].map((match) => match[1]!));

const declared = names(
  readdirSync(resolve(root, 'src/styles'))
    .filter((name) => name.endsWith('.css'))
    .map((name) => readFileSync(resolve(root, 'src/styles', name), 'utf8'))
    .join('\n'),
  /(--cameo-[a-z0-9-]+)\s*:/g,
);
const documented = names(variablesTable(), /`(--cameo-[a-z0-9-]*[a-z0-9])`/g);

describe('docs/theming.md: the Variables table', () => {
  it('is found, and the styles declare variables', () => {
    expect(variablesTable()).toMatch(/^\| group \|/);
    expect(declared.size).toBeGreaterThan(0);
  });

  it('names every variable src/styles/*.css declares, in full', () => {
    expect([...declared].filter((name) => !documented.has(name)).sort()).toEqual([]);
  });

  it('names no variable the styles do not declare', () => {
    expect([...documented].filter((name) => !declared.has(name)).sort()).toEqual([]);
  });
});
