import { readPage } from './docsPages';
import { entries, exportedNames, type Entry } from './entryExports';

// docs/api.md has one section per entry (`## \`cameo-ui/core\``). Each section names every export
// of its entry, and its tables list nothing the entry does not export.
const api = readPage('docs/api.md');

function section(entry: Entry): string {
  const heading = `## \`${entry}\``;
  const start = api.split('\n').findIndex((line) => line.trim() === heading || line.startsWith(`${heading} `));
  if (start < 0) return '';
  const lines = api.split('\n').slice(start + 1);
  const end = lines.findIndex((line) => line.startsWith('## '));
  return (end < 0 ? lines : lines.slice(0, end)).join('\n');
}

/** The names a section's table rows are about: identifiers opening the first cell's code spans. */
function listedNames(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => {
      const cell = line.split(/(?<!\\)\|/)[1] ?? '';
      return [...cell.matchAll(/`([A-Za-z_$][\w$]*)/g)].map((match) => match[1]!);
    });
}

const mentions = (text: string, name: string) => new RegExp(`\`${name.replace(/\$/g, '\\$')}(?![\\w$])`).test(text);

describe('API reference (docs/api.md)', () => {
  const names = Object.keys(entries) as Entry[];

  it.each(names)('has a section for %s', (entry) => {
    expect(section(entry)).not.toBe('');
  });

  it.each(names)('documents every export of %s', (entry) => {
    const exported = exportedNames(entry);
    expect(exported, `${entries[entry]} exists`).not.toBeNull();
    const text = section(entry);
    expect(exported!.filter((name) => !mentions(text, name))).toEqual([]);
  });

  it.each(names)('lists nothing %s does not export', (entry) => {
    const exported = new Set(exportedNames(entry) ?? []);
    expect(listedNames(section(entry)).filter((name) => !exported.has(name))).toEqual([]);
  });
});
