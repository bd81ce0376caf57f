// @vitest-environment node
// cameo-ui/mcp-apps runs on ext-apps 1.7+ and 2.x: the peer range takes both majors (an app on
// either installs without --force), and the versions the MCP tests run on are in it.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { satisfies } from 'semver';

const root = resolve(import.meta.dirname, '../..');
const read = (path: string) => JSON.parse(readFileSync(resolve(root, path), 'utf8')) as {
  version: string;
  peerDependencies: Record<string, string>;
};
const range = read('package.json').peerDependencies['@modelcontextprotocol/ext-apps'] ?? '';

test.each(['1.7.0', '1.7.5', '2.0.0', '2.0.4'])('the ext-apps peer range takes %s', (version) => {
  expect(satisfies(version, range)).toBe(true);
});

test.each(['1.6.0', '3.0.0'])('the ext-apps peer range refuses %s, a major or minor never tested', (version) => {
  expect(satisfies(version, range)).toBe(false);
});

test('both majors the MCP tests run on are in the range', () => {
  const one = read('node_modules/@modelcontextprotocol/ext-apps/package.json').version;
  const two = read('node_modules/ext-apps-2/package.json').version;
  expect([one.split('.')[0], two.split('.')[0]]).toEqual(['1', '2']);
  expect(satisfies(one, range)).toBe(true);
  expect(satisfies(two, range)).toBe(true);
});
