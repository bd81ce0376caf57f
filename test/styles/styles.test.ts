// @vitest-environment node
import { resolve } from 'node:path';
import { inlineStyles } from '../../scripts/inlineStyles.mjs';

// The sheet as consumers get it: every part inlined, in order.
const css = inlineStyles(resolve(import.meta.dirname, '../../src/styles.css')).replace(/\/\*[\s\S]*?\*\//g, '');

/** Every declaration outside the variable blocks, as [selector, property, value]. */
function declarations(): Array<[string, string, string]> {
  const found: Array<[string, string, string]> = [];
  for (const match of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const selector = match[1]!.trim();
    for (const line of match[2]!.split(';')) {
      const [property, ...rest] = line.split(':');
      if (!property || rest.length === 0) continue;
      const name = property.trim();
      if (name.startsWith('--')) continue;
      found.push([selector, name, rest.join(':').trim()]);
    }
  }
  return found;
}

// The visual values a design system must be able to change: colour, radius, spacing, font,
// motion and z-index. Zero, keywords and percentages of layout are not theme values.
const themed =
  /^(color|background(-color)?|border(-color)?|outline|box-shadow|border-radius|(padding|margin)(-[a-z-]+)?|gap|font-family|font-size|z-index|transition|animation(-duration)?)$/;
// A transparent border keeps a part's size stable when a theme or forced colours give it one.
const neutral = /^(0|none|inherit|transparent|auto|normal|1px solid transparent)$/;

describe('styles.css', () => {
  it('takes every colour, radius, spacing, font, motion and z-index value from a --cameo-* variable', () => {
    const hardCoded = declarations().filter(
      ([, property, value]) => themed.test(property) && !neutral.test(value) && !/var\(--cameo-/.test(value),
    );
    expect(hardCoded).toEqual([]);
  });

  it('names no colour outside the variable blocks', () => {
    const colours = declarations().filter(([, , value]) => /#[0-9a-f]{3,8}\b|rgba?\(|hsla?\(/i.test(value));
    expect(colours).toEqual([]);
  });

  it('styles parts by data-slot, never by class', () => {
    const selectors = [...css.matchAll(/([^{}]+)\{/g)].map((match) => match[1]!.trim());
    expect(selectors.filter((selector) => /(^|[\s,>+~])\.[a-z]/i.test(selector))).toEqual([]);
  });

  it('honours reduced motion', () => {
    expect(css).toMatch(/@media \(prefers-reduced-motion: reduce\)\s*\{\s*:root\s*\{\s*--cameo-duration: 0ms;/);
  });
});
