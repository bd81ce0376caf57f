import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** The repository root: every path in the docs' markers is relative to it. */
export const root = resolve(import.meta.dirname, '../..');

/** The pages a reader sees: the README, the changelog and every guide in docs/ (not drafts). */
export function docPages(): string[] {
  const guides = readdirSync(resolve(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/${name}`);
  return ['README.md', 'CHANGELOG.md', ...guides].filter((page) => existsSync(resolve(root, page)));
}

export function readPage(page: string): string {
  return readFileSync(resolve(root, page), 'utf8');
}

export interface Marker {
  kind: 'example' | 'transcript';
  value: string;
}

export interface CodeBlock {
  page: string;
  /** 1-based line of the opening fence. */
  line: number;
  lang: string;
  code: string;
  /** The `<!-- example: path -->` or `<!-- transcript: name -->` comment right above the fence. */
  marker: Marker | null;
  /** The fence is indented (inside a list): not allowed, the block would not be copied as is. */
  indented: boolean;
}

const markerPattern = /^<!--\s*(example|transcript):\s*(\S+)\s*-->$/;

/** Every fenced block of a page, with the marker comment on the line above it, if any. */
export function codeBlocks(page: string): CodeBlock[] {
  const lines = readPage(page).split('\n');
  const blocks: CodeBlock[] = [];
  for (let index = 0; index < lines.length; index++) {
    const open = /^(\s*)```(\S*)\s*$/.exec(lines[index]!);
    if (!open) continue;
    const start = index;
    const body: string[] = [];
    for (index++; index < lines.length && !/^\s*```\s*$/.test(lines[index]!); index++) body.push(lines[index]!);
    const above = /^\s*$/.test(lines[start - 1] ?? '') ? (lines[start - 2] ?? '') : (lines[start - 1] ?? '');
    const marked = markerPattern.exec(above.trim());
    blocks.push({
      page,
      line: start + 1,
      lang: open[2]!,
      code: body.length > 0 ? `${body.join('\n')}\n` : '',
      marker: marked ? { kind: marked[1] as Marker['kind'], value: marked[2]! } : null,
      indented: open[1]!.length > 0,
    });
  }
  return blocks;
}

export function allCodeBlocks(): CodeBlock[] {
  return docPages().flatMap(codeBlocks);
}

/** The JSON of the block marked `<!-- transcript: name -->` on `page`. */
export function transcriptBlock(page: string, name: string): unknown {
  const block = codeBlocks(page).find((each) => each.marker?.kind === 'transcript' && each.marker.value === name);
  if (!block) throw new Error(`${page} has no block marked <!-- transcript: ${name} -->`);
  return JSON.parse(block.code) as unknown;
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
export function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors a page's headings produce, repeats numbered as GitHub numbers them. */
export function anchorsOf(page: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  let fenced = false;
  for (const line of readPage(page).split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.*)$/.exec(line);
    if (!heading) continue;
    const base = slug(heading[1]!);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** Relative links of a page (`[text](target)`), outside code blocks, with their line. */
export function linksOf(page: string): Array<{ target: string; line: number }> {
  const links: Array<{ target: string; line: number }> = [];
  let fenced = false;
  readPage(page)
    .split('\n')
    .forEach((line, index) => {
      if (/^\s*```/.test(line)) fenced = !fenced;
      if (fenced) return;
      for (const match of line.replace(/`[^`]*`/g, '').matchAll(/\]\(([^)\s]+)\)/g)) {
        const target = match[1]!;
        if (!/^[a-z]+:/i.test(target)) links.push({ target, line: index + 1 });
      }
    });
  return links;
}
