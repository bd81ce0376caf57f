import { parsed, problem, type ParseResult } from '../core/ParseResult';

type Container = Record<string, unknown> | unknown[];

const isContainer = (value: unknown): value is Container => typeof value === 'object' && value !== null;

/**
 * Applies an RFC 6902 JSON Patch (an `ACTIVITY_DELTA`'s `patch`) to a copy of `document`. The
 * patch is untrusted: a bad operation or path fails the whole patch, as the RFC says, and is
 * reported, never thrown; `document` itself is never changed. Written here, not imported, so the
 * entry needs no dependency beyond the AG-UI packages for six operations.
 */
export function applyJsonPatch(document: unknown, patch: unknown): ParseResult<unknown> {
  if (!Array.isArray(patch)) return problem('the patch is not an array');
  let root: unknown;
  try {
    root = structuredClone(document);
  } catch {
    return problem('the document is not JSON');
  }
  for (const [at, op] of (patch as unknown[]).entries()) {
    try {
      root = applyOperation(root, op);
    } catch (error) {
      return problem(`operation ${at}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return parsed(root);
}

function applyOperation(root: unknown, op: unknown): unknown {
  if (!isContainer(op) || Array.isArray(op) || typeof op.op !== 'string' || typeof op.path !== 'string') {
    throw new Error('not an operation with an op and a path');
  }
  const path = readPointer(op.path);
  switch (op.op) {
    case 'add':
      return put(root, path, structuredClone(op.value), 'add');
    case 'replace':
      get(root, path);
      return put(root, path, structuredClone(op.value), 'replace');
    case 'remove':
      return remove(root, path);
    case 'move': {
      const from = readPointer(String(op.from));
      const value = get(root, from);
      return put(remove(root, from), path, value, 'add');
    }
    case 'copy':
      return put(root, path, structuredClone(get(root, readPointer(String(op.from)))), 'add');
    case 'test':
      if (JSON.stringify(get(root, path)) !== JSON.stringify(op.value)) throw new Error(`test failed at ${op.path}`);
      return root;
    default:
      throw new Error(`unknown op ${JSON.stringify(op.op)}`);
  }
}

function readPointer(pointer: string): string[] {
  if (pointer === '') return [];
  if (!pointer.startsWith('/')) throw new Error(`bad path ${JSON.stringify(pointer)}`);
  return pointer
    .slice(1)
    .split('/')
    .map((token) => {
      const key = token.replace(/~1/g, '/').replace(/~0/g, '~');
      // Assigning `__proto__` would swap an object's prototype: untrusted paths never may.
      if (key === '__proto__') throw new Error('a __proto__ path');
      return key;
    });
}

function parentOf(root: unknown, path: string[]): { parent: Container; last: string } {
  let node = root;
  for (const token of path.slice(0, -1)) node = child(node, token);
  if (!isContainer(node)) throw new Error(`no container at /${path.slice(0, -1).join('/')}`);
  return { parent: node, last: path[path.length - 1] ?? '' };
}

function child(node: unknown, token: string): unknown {
  if (Array.isArray(node)) {
    const index = arrayIndex(node, token, false);
    return node[index];
  }
  if (isContainer(node) && Object.hasOwn(node, token)) return (node as Record<string, unknown>)[token];
  throw new Error(`no value at ${token}`);
}

function arrayIndex(array: unknown[], token: string, appending: boolean): number {
  if (appending && token === '-') return array.length;
  if (!/^(0|[1-9]\d*)$/.test(token)) throw new Error(`bad array index ${token}`);
  const index = Number(token);
  if (index > array.length || (!appending && index === array.length)) throw new Error(`index ${token} out of range`);
  return index;
}

function get(root: unknown, path: string[]): unknown {
  let node = root;
  for (const token of path) node = child(node, token);
  return node;
}

function put(root: unknown, path: string[], value: unknown, mode: 'add' | 'replace'): unknown {
  if (path.length === 0) return value;
  const { parent, last } = parentOf(root, path);
  if (Array.isArray(parent)) {
    const index = arrayIndex(parent, last, mode === 'add');
    if (mode === 'add') parent.splice(index, 0, value);
    else parent[index] = value;
  } else {
    parent[last] = value;
  }
  return root;
}

function remove(root: unknown, path: string[]): unknown {
  if (path.length === 0) throw new Error('cannot remove the whole document');
  const { parent, last } = parentOf(root, path);
  if (Array.isArray(parent)) parent.splice(arrayIndex(parent, last, false), 1);
  else if (Object.hasOwn(parent, last)) delete parent[last];
  else throw new Error(`no value at ${last}`);
  return root;
}
