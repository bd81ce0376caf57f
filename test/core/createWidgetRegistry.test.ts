import { createWidgetRegistry, type WidgetSpec } from '../../src/core';

const widget = (id: string, extra: Partial<WidgetSpec> = {}): WidgetSpec => ({ id, component: `Component(${id})`, ...extra });

describe('createWidgetRegistry', () => {
  it('starts with the widgets it was given, in order', () => {
    const map = widget('map');
    const forecast = widget('forecast');
    const registry = createWidgetRegistry([map, forecast]);
    expect(registry.list()).toEqual([map, forecast]);
    expect(registry.get('map')).toBe(map);
    expect(registry.get('forecast')).toBe(forecast);
  });

  it('gets nothing for an unknown or inherited id', () => {
    const registry = createWidgetRegistry([widget('map')]);
    expect(registry.get('calendar')).toBeUndefined();
    expect(registry.get('constructor')).toBeUndefined();
    expect(registry.get('__proto__')).toBeUndefined();
  });

  it('registers a widget and returns an unregister that really removes it', () => {
    const registry = createWidgetRegistry();
    const map = widget('map');
    const unregister = registry.register(map);
    expect(registry.get('map')).toBe(map);
    expect(registry.list()).toEqual([map]);

    unregister();
    expect(registry.get('map')).toBeUndefined();
    expect(registry.list()).toEqual([]);
  });

  it('lets an id be registered again after it was unregistered', () => {
    const registry = createWidgetRegistry();
    registry.register(widget('map'))();
    const replacement = widget('map', { container: 'drawer' });
    registry.register(replacement);
    expect(registry.get('map')).toBe(replacement);
  });

  it('replaces a widget registered again under the same id: the last registration wins', () => {
    const first = widget('map');
    const registry = createWidgetRegistry([first, widget('forecast')]);
    const second = widget('map', { container: 'drawer' });
    registry.register(second);
    expect(registry.get('map')).toBe(second);
    // Replaced in place, so lists keep their order.
    expect(registry.list()).toEqual([second, widget('forecast')]);
  });

  it('lets the last of duplicate initial widgets win', () => {
    const last = widget('map', { title: 'last' });
    expect(createWidgetRegistry([widget('map'), last]).get('map')).toBe(last);
  });

  it('never lets the replaced registration’s unregister remove its successor', () => {
    const registry = createWidgetRegistry();
    const unregisterFirst = registry.register(widget('map'));
    const second = widget('map', { container: 'fullscreen' });
    const unregisterSecond = registry.register(second);

    unregisterFirst();
    expect(registry.get('map')).toBe(second);
    expect(registry.list()).toEqual([second]);

    // The current registration's unregister still works, and removes the id for good.
    unregisterSecond();
    expect(registry.get('map')).toBeUndefined();
    expect(registry.list()).toEqual([]);
  });

  it('notifies subscribers when a definition is replaced', () => {
    const registry = createWidgetRegistry([widget('map')]);
    const seen: unknown[] = [];
    registry.subscribe(() => seen.push(registry.get('map')?.container));
    registry.register(widget('map', { container: 'drawer' }));
    expect(seen).toEqual(['drawer']);
  });

  it.each([
    ['an empty id', ''],
    ['a non-string id', 42],
  ])('rejects %s', (_label, id) => {
    const registry = createWidgetRegistry<{ id: string }>();
    expect(() => registry.register({ id } as { id: string })).toThrow('A widget needs a non-empty string id.');
    expect(registry.list()).toEqual([]);
  });

  it('returns the same list array until the registry changes, then a new one', () => {
    const registry = createWidgetRegistry([widget('map')]);
    const before = registry.list();
    expect(registry.list()).toBe(before);

    const unregister = registry.register(widget('forecast'));
    const afterRegister = registry.list();
    expect(afterRegister).not.toBe(before);
    expect(afterRegister.map((w) => w.id)).toEqual(['map', 'forecast']);
    expect(registry.list()).toBe(afterRegister);
    expect(before.map((w) => w.id)).toEqual(['map']); // an old snapshot is never mutated

    unregister();
    const afterUnregister = registry.list();
    expect(afterUnregister).not.toBe(afterRegister);
    expect(afterUnregister.map((w) => w.id)).toEqual(['map']);
  });

  it('does not change the list when a register fails', () => {
    const registry = createWidgetRegistry([widget('map')]);
    const before = registry.list();
    expect(() => registry.register(widget(''))).toThrow();
    expect(registry.list()).toBe(before);
  });

  it('notifies subscribers on register and unregister', () => {
    const registry = createWidgetRegistry();
    const seen: string[][] = [];
    registry.subscribe(() => seen.push(registry.list().map((w) => w.id)));

    const unregisterMap = registry.register(widget('map'));
    registry.register(widget('forecast'));
    unregisterMap();

    // Each listener call already sees the new list.
    expect(seen).toEqual([['map'], ['map', 'forecast'], ['forecast']]);
  });

  it('does not notify on a failed register or a repeated unregister', () => {
    const registry = createWidgetRegistry([widget('map')]);
    const listener = vi.fn();
    registry.subscribe(listener);
    expect(() => registry.register(widget(''))).toThrow();
    const unregister = registry.register(widget('forecast'));
    unregister();
    unregister();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('stops notifying once the returned cleanup runs', () => {
    const registry = createWidgetRegistry();
    const stays = vi.fn();
    const leaves = vi.fn();
    registry.subscribe(stays);
    const unsubscribe = registry.subscribe(leaves);

    registry.register(widget('a'));
    expect(leaves).toHaveBeenCalledTimes(1);

    unsubscribe();
    registry.register(widget('b'));
    registry.register(widget('c'))();

    expect(leaves).toHaveBeenCalledTimes(1); // the cleanup ran: no calls after it
    expect(stays).toHaveBeenCalledTimes(4); // while the other subscriber kept hearing
  });

  it('lets a listener unsubscribe itself while being notified', () => {
    const registry = createWidgetRegistry();
    const other = vi.fn();
    const once = vi.fn(() => unsubscribe());
    const unsubscribe = registry.subscribe(once);
    registry.subscribe(other);

    registry.register(widget('a'));
    registry.register(widget('b'));
    expect(once).toHaveBeenCalledTimes(1);
    expect(other).toHaveBeenCalledTimes(2);
  });

  it('ignores an unregister from a stale registration, keeping the newer one', () => {
    const registry = createWidgetRegistry();
    const unregisterOld = registry.register(widget('map'));
    unregisterOld();
    const newer = widget('map', { container: 'fullscreen' });
    registry.register(newer);

    unregisterOld();
    expect(registry.get('map')).toBe(newer);
    expect(registry.list()).toEqual([newer]);
  });

  it('ignores a stale unregister even when the same object was registered again', () => {
    // As under React StrictMode: register, clean up, register the same definition again.
    const registry = createWidgetRegistry();
    const map = widget('map');
    const unregisterFirst = registry.register(map);
    unregisterFirst();
    const unregisterSecond = registry.register(map);

    unregisterFirst();
    expect(registry.get('map')).toBe(map);

    unregisterSecond();
    expect(registry.get('map')).toBeUndefined();
  });

  it('removes the id it registered even if the widget object changes its id later', () => {
    const registry = createWidgetRegistry();
    const map = widget('map');
    const unregister = registry.register(map);
    map.id = 'renamed';
    unregister();
    expect(registry.get('map')).toBeUndefined();
    expect(registry.list()).toEqual([]);
  });

  it('shares nothing between registries', () => {
    const one = createWidgetRegistry();
    const two = createWidgetRegistry();
    const listener = vi.fn();
    two.subscribe(listener);
    one.register(widget('map'));
    expect(two.get('map')).toBeUndefined();
    expect(two.list()).toEqual([]);
    expect(listener).not.toHaveBeenCalled();
    expect(() => two.register(widget('map'))).not.toThrow();
  });
});
