// @vitest-environment node
// The release and its migration notes: every name 0.1.0 exported that is gone from its entry now
// is named in CHANGELOG's "Migrating from 0.1.0", and a moved name with the entry it moved to.
// The current exports come from the snapshot test/exports.test.ts keeps equal to the code.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

interface Listing {
  values: string[];
  types: string[];
}

interface Fixture {
  version: string;
  commit: string;
  entries: Record<string, Listing>;
}

const root = resolve(import.meta.dirname, '../..');
const text = (path: string) => readFileSync(resolve(root, path), 'utf8');
const old = JSON.parse(text('test/fixtures/exports-0.1.0.json')) as Fixture;
const changelog = text('CHANGELOG.md');

/** Each entry's names now, read from the exports snapshot (a JS object literal per entry). */
function currentExports(): Record<string, string[]> {
  const entries: Record<string, string[]> = {};
  const block = /^exports\[`exported names > (\S+): values and types 1`\] = `\n([\s\S]*?)\n`;$/gm;
  for (const [, entry = '', body = ''] of text('test/__snapshots__/exports.test.ts.snap').matchAll(block)) {
    const listing = JSON.parse(body.replace(/,(\s*[\]}])/g, '$1')) as Listing;
    entries[entry] = [...listing.values, ...listing.types];
  }
  return entries;
}

/** The "Migrating from 0.1.0" section's bullets, each with its nested lines. */
function migrationBullets(): string[] {
  const heading = '### Migrating from 0.1.0\n';
  const start = changelog.indexOf(heading);
  if (start === -1) return [];
  const rest = changelog.slice(start + heading.length);
  const end = rest.search(/^##/m);
  const section = end === -1 ? rest : rest.slice(0, end);
  return section.split(/\n(?=- )/).filter((bullet) => bullet.startsWith('- '));
}

const now = currentExports();
const bullets = migrationBullets();
const mentions = (bullet: string, name: string) => bullet.includes(`\`${name}\``);

const gone = Object.entries(old.entries).flatMap(([entry, listing]) =>
  [...listing.values, ...listing.types]
    .filter((name) => !(now[entry] ?? []).includes(name))
    .map((name) => ({ entry, name, movedTo: Object.keys(now).filter((other) => now[other]?.includes(name)) })),
);

describe('release 0.2.0', () => {
  it('is the version in package.json, package-lock.json and the newest CHANGELOG release', () => {
    const pkg = JSON.parse(text('package.json')) as { version: string };
    const lock = JSON.parse(text('package-lock.json')) as { version: string; packages: Record<string, { version?: string }> };
    expect(pkg.version).toBe('0.2.0');
    expect([lock.version, lock.packages['']?.version]).toEqual(['0.2.0', '0.2.0']);
    const releases = [...changelog.matchAll(/^## (.+)$/gm)].map((match) => match[1]);
    expect(releases.slice(0, 3)).toEqual(['Unreleased', '0.2.0 — 2026-12-02', '0.1.0']);
  });

  it('reads the 0.1.0 exports and the current ones', () => {
    expect(old.version).toBe('0.1.0');
    expect(Object.keys(old.entries)).toEqual(['cameo-ui', 'cameo-ui/core', 'cameo-ui/server', 'cameo-ui/storybook']);
    expect(now['cameo-ui']).toContain('CameoProvider');
    expect(bullets.length).toBeGreaterThan(3);
    // The list this guards: without it, the checks below would pass on an empty diff.
    expect(gone.map((item) => item.name)).toContain('parseTranscript');
  });

  it('names every export 0.1.0 had that is gone from its entry', () => {
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
});
