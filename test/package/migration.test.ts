// @vitest-environment node
// Each release and its migration notes: every name the previous release exported that is gone
// from its entry is named in that release's "Migrating from <previous>" CHANGELOG section, and a
// moved name together with the entry it moved to. Namespace members count as names of their own
// (`TranscriptPrimitive.MessageAuthor`), so renaming a primitive part needs a note too. The
// exports of past releases are kept in test/fixtures; the current ones come from the snapshot
// test/exports.test.ts keeps equal to the code.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

interface Listing {
  values: string[];
  types: string[];
  // 0.1.0's fixture lists a namespace's members in one array; later listings split them.
  namespaces?: Record<string, { values: string[]; types: string[] } | string[]>;
}

interface Fixture {
  version: string;
  commit: string;
  entries: Record<string, Listing>;
}

const root = resolve(import.meta.dirname, '../..');
const text = (path: string) => readFileSync(resolve(root, path), 'utf8');
const fixture = (version: string) => JSON.parse(text(`test/fixtures/exports-${version}.json`)) as Fixture;
const changelog = text('CHANGELOG.md');

/** An entry's names, namespace members as `Namespace.member`. */
function namesOf(listing: Listing): string[] {
  const members = Object.entries(listing.namespaces ?? {}).flatMap(([namespace, inner]) =>
    (Array.isArray(inner) ? inner : [...inner.values, ...inner.types]).map((name) => `${namespace}.${name}`),
  );
  return [...listing.values, ...listing.types, ...members];
}

function namesByEntry(entries: Record<string, Listing>): Record<string, string[]> {
  return Object.fromEntries(Object.entries(entries).map(([entry, listing]) => [entry, namesOf(listing)]));
}

/** Each entry's names now, read from the exports snapshot (a JS object literal per entry). */
function currentExports(): Record<string, string[]> {
  const entries: Record<string, Listing> = {};
  const block = /^exports\[`exported names > (\S+): values and types 1`\] = `\n([\s\S]*?)\n`;$/gm;
  for (const [, entry = '', body = ''] of text('test/__snapshots__/exports.test.ts.snap').matchAll(block)) {
    const listing = JSON.parse(body.replace(/,(\s*[\]}])/g, '$1')) as Partial<Listing>;
    entries[entry] = { values: listing.values ?? [], types: listing.types ?? [], namespaces: listing.namespaces };
  }
  return namesByEntry(entries);
}

/** The "Migrating from <version>" section's bullets, each with its nested lines. */
function migrationBullets(version: string): string[] {
  const heading = `### Migrating from ${version}\n`;
  const start = changelog.indexOf(heading);
  if (start === -1) return [];
  const rest = changelog.slice(start + heading.length);
  const end = rest.search(/^##/m);
  const section = end === -1 ? rest : rest.slice(0, end);
  return section.split(/\n(?=- )/).filter((bullet) => bullet.startsWith('- '));
}

const mentions = (bullet: string, name: string) => bullet.includes(`\`${name}\``);

function goneNames(before: Record<string, string[]>, after: Record<string, string[]>) {
  return Object.entries(before).flatMap(([entry, names]) =>
    names
      .filter((name) => !(after[entry] ?? []).includes(name))
      .map((name) => ({ entry, name, movedTo: Object.keys(after).filter((other) => after[other]?.includes(name)) })),
  );
}

function checkMigration(from: string, before: Record<string, string[]>, after: Record<string, string[]>) {
  const bullets = migrationBullets(from);
  const gone = goneNames(before, after);

  it(`names every export ${from} had that is gone from its entry`, () => {
    const unmentioned = gone.filter(({ name }) => !bullets.some((bullet) => mentions(bullet, name)));
    expect(unmentioned.map(({ entry, name }) => `${entry}: ${name}`)).toEqual([]);
  });

  it('names a moved export together with the entry it moved to', () => {
    const unplaced = gone.filter(
      ({ name, movedTo }) =>
        movedTo.length > 0 &&
        !bullets.some((bullet) => mentions(bullet, name) && movedTo.some((entry) => bullet.includes(`\`${entry}\``))),
    );
    expect(unplaced.map(({ name, movedTo }) => `${name} -> ${movedTo.join(', ')}`)).toEqual([]);
  });

  return { bullets, gone };
}

const v010 = fixture('0.1.0');
const v020 = fixture('0.2.0');
const released020 = namesByEntry(v020.entries);

describe('the version', () => {
  it('is the same in package.json, package-lock.json and the newest CHANGELOG release', () => {
    const pkg = JSON.parse(text('package.json')) as { version: string };
    const lock = JSON.parse(text('package-lock.json')) as { version: string; packages: Record<string, { version?: string }> };
    const releases = [...changelog.matchAll(/^## (.+)$/gm)].map((match) => match[1] ?? '');
    expect(releases[0]).toBe('Unreleased');
    expect(releases[1]?.split(' ')[0]).toBe(pkg.version);
    expect([lock.version, lock.packages['']?.version]).toEqual([pkg.version, pkg.version]);
  });
});

describe('release 0.2.0 (from 0.1.0)', () => {
  // 0.1.0's fixture predates the namespaces listing, so 0.2.0 is compared on top-level names.
  const flat = Object.fromEntries(Object.entries(v020.entries).map(([entry, l]) => [entry, [...l.values, ...l.types]]));
  const topLevel = Object.fromEntries(Object.entries(v010.entries).map(([entry, l]) => [entry, [...l.values, ...l.types]]));
  const { bullets, gone } = checkMigration('0.1.0', topLevel, flat);

  it('reads the 0.1.0 exports and the 0.2.0 ones', () => {
    expect([v010.version, v020.version]).toEqual(['0.1.0', '0.2.0']);
    expect(Object.keys(v010.entries)).toEqual(['cameo-ui', 'cameo-ui/core', 'cameo-ui/server', 'cameo-ui/storybook']);
    expect(released020['cameo-ui']).toContain('CameoProvider');
    expect(bullets.length).toBeGreaterThan(3);
    // The list this guards: without it, the checks above would pass on an empty diff.
    expect(gone.map((item) => item.name)).toContain('parseTranscript');
  });
});

describe('since 0.2.0', () => {
  const now = currentExports();
  checkMigration('0.2.0', released020, now);

  it('reads namespace members as names of their own', () => {
    expect(released020['cameo-ui/primitives']).toContain('TranscriptPrimitive.MessageAuthor');
    expect(Object.keys(now)).toEqual(expect.arrayContaining(Object.keys(released020)));
  });
});
