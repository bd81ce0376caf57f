// @vitest-environment node
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { cameoFont, cameoFontMono } from '../../.storybook/cameoFonts';

const theme = readFileSync(resolve(import.meta.dirname, '../../src/styles/theme.css'), 'utf8');
const root = resolve(import.meta.dirname, '../../.storybook');
const declared = (name: string) => theme.match(new RegExp(`${name}:\\s*([^;]+);`))?.[1]?.trim();

describe('Storybook reads in the kit’s fonts', () => {
  it('gives its own UI the same stacks as --cameo-font and --cameo-font-mono', () => {
    expect(cameoFont).toBe(declared('--cameo-font'));
    expect(cameoFontMono).toBe(declared('--cameo-font-mono'));
  });

  it('sets the preview page, the docs pages and the manager in them', () => {
    expect(readFileSync(resolve(root, 'preview-head.html'), 'utf8')).toMatch(/body\s*\{[^}]*font-family:\s*var\(--cameo-font\)/);
    const preview = readFileSync(resolve(root, 'preview.ts'), 'utf8');
    expect(preview).toMatch(/docs:\s*\{\s*theme:\s*create\(\{[^}]*fontBase:\s*cameoFont/);
    expect(readFileSync(resolve(root, 'manager.ts'), 'utf8')).toMatch(/fontBase:\s*cameoFont/);
  });
});
