/**
 * The newest version seen per widget, so renders and pushes can arrive in any order and the
 * newest data still wins. One book per provider, like its store.
 */
export interface VersionBook {
  get(widget: string): number | undefined;
  /** Records `version` and returns true if it is newer than anything seen for `widget`. */
  accept(widget: string, version: number): boolean;
  /** Forgets `widget`'s version, so whatever comes next is accepted (after a snapshot was shown). */
  forget(widget: string): void;
  /** Forgets every version: a new backend counts from its own start. */
  clear(): void;
}

export function createVersionBook(): VersionBook {
  const newest = new Map<string, number>();
  return {
    get: (widget) => newest.get(widget),
    accept: (widget, version) => {
      const current = newest.get(widget);
      if (current !== undefined && version <= current) return false;
      newest.set(widget, version);
      return true;
    },
    forget: (widget) => void newest.delete(widget),
    clear: () => newest.clear(),
  };
}
