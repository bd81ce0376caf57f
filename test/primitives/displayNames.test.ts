// Every part of every family in `cameo-ui/primitives` is named `Family.Part` for React DevTools
// (`ToolCard.Root`, not `Root` or `ForwardRef`), and families hold parts only: hooks, contexts and
// helpers are named exports beside them.
import * as primitives from '../../src/primitives';

const forwardRefType = Symbol.for('react.forward_ref');
const memoType = Symbol.for('react.memo');

/** A React component: a function named like one, or a forwardRef / memo object. */
function isComponent(name: string, value: unknown): value is { displayName?: string } {
  if (typeof value === 'function') return /^[A-Z]/.test(name);
  if (typeof value !== 'object' || value === null) return false;
  const type = (value as { $$typeof?: symbol }).$$typeof;
  return type === forwardRefType || type === memoType;
}

// Kept in `WidgetPrimitive` for the MCP Apps container until it imports them from the entry.
const families = Object.entries(primitives).filter(([name]) => name.endsWith('Primitive'));

describe('primitive display names', () => {
  it('finds the families', () => {
    expect(families.map(([name]) => name)).toEqual(expect.arrayContaining(['MessagePrimitive', 'ToolCardPrimitive', 'TranscriptPrimitive', 'WidgetPrimitive']));
  });

  it.each(families)('%s: every member is a part named Family.Part', (familyName, family) => {
    const family_ = familyName.slice(0, -'Primitive'.length);
    const wrong = Object.entries(family as Record<string, unknown>)
      .flatMap(([part, value]) => {
        if (!isComponent(part, value)) return [`${part} is not a part`];
        return value.displayName === `${family_}.${part}` ? [] : [`${part}: ${String(value.displayName)}`];
      });
    expect(wrong).toEqual([]);
  });

  it('a part that is no component fails the check', () => {
    expect(isComponent('useThing', () => null)).toBe(false);
    expect(isComponent('Root', { $$typeof: Symbol.for('react.context') })).toBe(false);
  });
});
