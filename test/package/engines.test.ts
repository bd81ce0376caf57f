// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { minVersion, satisfies, validRange } from 'semver';

interface Manifest {
  name: string;
  version: string;
  engines?: { node?: string };
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

const root = resolve(import.meta.dirname, '../..');
const read = (dir: string) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest;
const own = read(root);

/**
 * Optional peers whose every release in our range needs a newer Node than Cameo does. They are
 * never installed with Cameo (npm skips optional peers), and only the entry point named here
 * uses them, so the gap is documented there instead of narrowing Cameo's own promise.
 */
const newerNodeFor: Record<string, string> = {
  ai: 'cameo-ui/ai-sdk: AI SDK 7 needs Node 22',
  '@ai-sdk/react': 'cameo-ui/ai-sdk: AI SDK 7 needs Node 22',
};

/** Where Node would resolve `name` from a package in `from`: its own node_modules, then each parent's. */
function locate(name: string, from: string): string | undefined {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dir === root || dirname(dir) === dir) return undefined;
  }
}

/** Every package installed for `names` (as resolved from `from`), with what it needs in turn. */
function installedTree(names: string[], from: string): Map<string, Manifest> {
  const seen = new Map<string, Manifest>();
  const visit = (name: string, parent: string, required: boolean) => {
    const dir = locate(name, parent);
    if (dir === undefined) {
      if (required) throw new Error(`${name} (needed from ${parent}) is not installed: run npm install`);
      return;
    }
    if (seen.has(dir)) return;
    const manifest = read(dir);
    seen.set(dir, manifest);
    for (const dep of Object.keys(manifest.dependencies ?? {})) visit(dep, dir, true);
    // Optional dependencies (platform binaries) may be absent; peers a dependency needs are
    // installed by npm, and checked where they are found.
    for (const dep of Object.keys(manifest.optionalDependencies ?? {})) visit(dep, dir, false);
    for (const [dep] of Object.entries(manifest.peerDependencies ?? {})) {
      if (!manifest.peerDependenciesMeta?.[dep]?.optional) visit(dep, dir, false);
    }
  };
  for (const name of names) visit(name, from, true);
  return seen;
}

/**
 * `name@version needs node X` for each package whose engines.node leaves out `node`. Only the
 * oldest promised version is checked: many packages skip odd majors (`20 || >=22`), which no
 * one runs in production and npm warns about only there.
 */
function excluding(packages: Iterable<Manifest>, node: string): string[] {
  return [...packages]
    .filter((manifest) => manifest.engines?.node !== undefined && !satisfies(node, manifest.engines.node))
    .map((manifest) => `${manifest.name}@${manifest.version} needs node ${manifest.engines?.node}`);
}

const ourRange = own.engines?.node ?? '';
const oldest = minVersion(ourRange)?.version ?? '';
const peers = Object.keys(own.peerDependencies ?? {});
const optionalPeers = peers.filter((name) => own.peerDependenciesMeta?.[name]?.optional);
const requiredPeers = peers.filter((name) => !optionalPeers.includes(name));

describe('engines: the Node versions package.json promises', () => {
  it('promises a Node range whose oldest version is 20.19', () => {
    expect(validRange(ourRange)).not.toBeNull();
    expect(oldest).toBe('20.19.0');
  });

  it('installs no runtime dependency (nor anything it pulls in) that needs a newer Node', () => {
    const tree = installedTree([...Object.keys(own.dependencies ?? {}), ...requiredPeers], root);
    expect(tree.size).toBeGreaterThan(Object.keys(own.dependencies ?? {}).length);
    expect(excluding(tree.values(), oldest)).toEqual([]);
  });

  it('supports the oldest Node with every optional peer, except the ones named with a reason', () => {
    const checked = optionalPeers.filter((name) => !(name in newerNodeFor));
    expect(excluding(installedTree(checked, root).values(), oldest)).toEqual([]);
  });

  it('names only optional peers that really need a newer Node, so the list cannot go stale', () => {
    for (const name of Object.keys(newerNodeFor)) {
      expect(optionalPeers).toContain(name);
      expect(excluding([read(join(root, 'node_modules', name))], oldest)).toHaveLength(1);
    }
  });
});
