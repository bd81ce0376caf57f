import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { parseTranscript } from 'cameo-ui/core';
import { inlineStyles } from '../../scripts/inlineStyles.mjs';
import { allCodeBlocks, anchorsOf, codeBlocks, docPages, linksOf, readPage, root, type CodeBlock } from './docsPages';

// The rule for every page: a ts/tsx block is a file shown word for word (`<!-- example: path -->`
// above it), and a test runs that file. JSON is wire format and is parsed; shell, CSS and text
// blocks are shown, not run. Any other block fails here, so no example can go unchecked.
const blocks = allCodeBlocks();
const label = (block: CodeBlock) => `${block.page}:${block.line}`;
const shown = (langs: string[]) => blocks.filter((block) => langs.includes(block.lang));

const testSources = readdirSync(resolve(root, 'test/docs'))
  .filter((name) => /\.test\.tsx?$/.test(name))
  .map((name) => ({ name, source: readFileSync(resolve(root, 'test/docs', name), 'utf8') }));

/** The test files in test/docs that import `file` (statically or with `import()`). */
function testsImporting(file: string): string[] {
  const specifier = `./${relative(resolve(root, 'test/docs'), resolve(root, file)).replace(/\.tsx?$/, '')}`;
  return testSources.filter(({ source }) => source.includes(`'${specifier}'`)).map(({ name }) => name);
}

/** The example files that import `file`, a sibling in test/docs/examples. */
function examplesImporting(file: string): string[] {
  if (!file.startsWith('test/docs/examples/')) return [];
  const specifier = `'./${file.split('/').pop()!.replace(/\.tsx?$/, '')}'`;
  const folder = resolve(root, dirname(file));
  return readdirSync(folder)
    .filter((name) => readFileSync(resolve(folder, name), 'utf8').includes(specifier))
    .map((name) => `${dirname(file)}/${name}`);
}

/** The tests that run `file`: they import it, or import an example that imports it. */
function testsRunning(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  return [...testsImporting(file), ...examplesImporting(file).flatMap((example) => testsRunning(example, seen))];
}

describe('docs code blocks', () => {
  it('every page has at least one heading and the README is a front door (at most 300 lines)', () => {
    for (const page of docPages()) expect(anchorsOf(page).size, page).toBeGreaterThan(0);
    expect(readPage('README.md').split('\n').length).toBeLessThanOrEqual(300);
  });

  it.each(blocks.map((block) => [label(block), block] as const))('%s is a kind of block a test checks', (_label, block) => {
    expect(block.indented, 'a fence inside a list cannot be copied as is: move it out').toBe(false);
    expect(['ts', 'tsx', 'json', 'sh', 'bash', 'css', 'text']).toContain(block.lang);
  });

  it.each(shown(['ts', 'tsx']).map((block) => [label(block), block] as const))('%s is an example file, word for word', (_label, block) => {
    expect(block.marker?.kind, 'put <!-- example: path/to/file.tsx --> above it').toBe('example');
    const file = resolve(root, block.marker!.value);
    expect(existsSync(file), `${block.marker!.value} exists`).toBe(true);
    expect(block.code).toBe(readFileSync(file, 'utf8'));
  });

  const examples = [...new Set(shown(['ts', 'tsx']).flatMap((block) => (block.marker?.kind === 'example' ? [block.marker.value] : [])))];

  it.each(examples)('%s is run by a test', (file) => {
    if (file.startsWith('stories/')) {
      // Storybook runs every story and its play function as a test (the storybook project).
      expect(file).toMatch(/^stories\/.*\.stories\.tsx$/);
      return;
    }
    expect(file).toMatch(/^test\/docs\//);
    expect(testsRunning(file), `a test in test/docs imports ${file}`).not.toEqual([]);
  });

  it('every example file in test/docs/examples is shown in the docs', () => {
    const files = readdirSync(resolve(root, 'test/docs/examples')).map((name) => `test/docs/examples/${name}`);
    expect(files.filter((file) => !examples.includes(file))).toEqual([]);
  });

  it.each(shown(['json']).map((block) => [label(block), block] as const))('%s is JSON, and a transcript parses without errors', (_label, block) => {
    const value: unknown = JSON.parse(block.code);
    if (!Array.isArray(value)) {
      expect(block.marker, 'a wire object, not a transcript: no marker').toBeNull();
      return;
    }
    expect(block.marker?.kind, 'put <!-- transcript: name --> above a transcript').toBe('transcript');
    const errors = parseTranscript(value).filter((entry) => entry.type === 'error');
    // A transcript named malformed-… shows what malformed entries become, so it must have some.
    if (block.marker!.value.startsWith('malformed')) expect(errors).not.toEqual([]);
    else expect(errors).toEqual([]);
  });

  it('every CSS variable the docs set exists in the stylesheet', () => {
    const styles = inlineStyles(resolve(root, 'src/styles.css'));
    const set = shown(['css']).flatMap((block) => [...block.code.matchAll(/(--cameo-[\w-]+)\s*:/g)].map((match) => match[1]!));
    expect(set.length).toBeGreaterThan(0);
    expect(set.filter((name) => !styles.includes(`${name}:`))).toEqual([]);
  });
});

describe('docs links', () => {
  it.each(docPages())('every relative link in %s reaches a file and heading', (page) => {
    const broken = linksOf(page).flatMap(({ target, line }) => {
      const [path, anchor] = target.split('#') as [string, string | undefined];
      const file = path === '' ? page : relative(root, resolve(root, dirname(page), path));
      if (!existsSync(resolve(root, file))) return [`${page}:${line} ${target}: no file ${file}`];
      if (anchor !== undefined && file.endsWith('.md') && !anchorsOf(file).has(anchor)) return [`${page}:${line} ${target}: no heading #${anchor}`];
      return [];
    });
    expect(broken).toEqual([]);
  });

  it('the README links to every guide, and shows the screenshots it links', () => {
    const readme = readPage('README.md');
    const guides = docPages().filter((page) => page.startsWith('docs/'));
    expect(guides.filter((guide) => !readme.includes(`](${guide})`))).toEqual([]);
    expect(readme).toMatch(/!\[[^\]]+\]\(docs\/screenshots\/[\w-]+\.png\)/);
  });

  it('the README shows the install line with the peers, and the two Quick start commands', () => {
    const shell = codeBlocks('README.md').filter((block) => block.lang === 'sh').map((block) => block.code);
    expect(shell).toContain('npm i cameo-ui react react-dom @tanstack/react-query\n');
    expect(shell).toContain('npm install && npm run dev\nnpm install && npm test\n');
  });
});
