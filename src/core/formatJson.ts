export interface FormatJsonOptions {
  /** Nesting deeper than this prints as `…`, so hostile depth cannot overflow the stack. */
  maxDepth?: number;
  /** Output longer than this is cut, with a note saying so. */
  maxChars?: number;
}

/**
 * Pretty-prints a JSON-like value for display. Never throws: cycles, BigInts, functions and
 * extreme nesting or size are all printed as something readable instead.
 */
export function formatJson(value: unknown, { maxDepth = 24, maxChars = 20_000 }: FormatJsonOptions = {}): string {
  const parts: string[] = [];
  let length = 0;
  const seen = new Set<object>();
  const write = (text: string) => {
    if (length > maxChars) return;
    parts.push(text);
    length += text.length;
  };

  const visit = (item: unknown, depth: number, indent: string): void => {
    if (length > maxChars) return;
    if (item === null || typeof item === 'boolean' || typeof item === 'number') return write(jsonScalar(item));
    if (typeof item === 'string') return write(JSON.stringify(item));
    if (typeof item !== 'object') return write(`"[${typeof item}]"`);
    if (seen.has(item)) return write('"[circular]"');
    if (depth >= maxDepth) return write(Array.isArray(item) ? '[…]' : '{…}');
    seen.add(item);
    const inner = `${indent}  `;
    const entries: Array<[string | null, unknown]> = Array.isArray(item)
      ? item.map((child) => [null, child])
      : Object.keys(item).map((key) => [key, readProperty(item, key)]);
    const [open, close] = Array.isArray(item) ? ['[', ']'] : ['{', '}'];
    if (entries.length === 0) write(`${open}${close}`);
    else {
      write(`${open}\n`);
      entries.forEach(([key, child], index) => {
        write(inner + (key === null ? '' : `${JSON.stringify(key)}: `));
        visit(child, depth + 1, inner);
        write(index < entries.length - 1 ? ',\n' : '\n');
      });
      write(`${indent}${close}`);
    }
    seen.delete(item);
  };

  visit(value, 0, '');
  const text = parts.join('');
  return length > maxChars ? `${text.slice(0, maxChars)}\n… (cut at ${maxChars} characters)` : text;
}

function jsonScalar(value: null | boolean | number): string {
  return typeof value === 'number' && !Number.isFinite(value) ? 'null' : String(value);
}

function readProperty(object: object, key: string): unknown {
  try {
    return (object as Record<string, unknown>)[key];
  } catch {
    return '[unreadable]';
  }
}
