import jsonPatch, { type Operation } from 'fast-json-patch';
import { type ParseResult } from '../core';
import { parsed, problem } from '../core/internal';
import { jsonSizeOver } from './jsonSizeOver';

/** How much one patch may do. Both are per patch; see docs/security.md#ag-ui. */
export interface JsonPatchLimits {
  /** Operations in one patch; a longer patch is refused whole. Default 1,000. */
  maxOperations?: number;
  /**
   * JSON text (in UTF-16 units, about bytes) that one patch's `add`, `replace` and `copy`
   * operations may put into the document, counted as each value would be written out: a
   * `copy` of a 1 MB subtree adds 1 MB. A patch that would add more is refused whole. Default
   * 4 MiB (4,194,304).
   */
  maxAddedBytes?: number;
}

export const DEFAULT_JSON_PATCH_LIMITS: Readonly<Required<JsonPatchLimits>> = { maxOperations: 1_000, maxAddedBytes: 4 * 1024 * 1024 };

type Container = Record<string, unknown> | unknown[];
const isContainer = (value: unknown): value is Container => typeof value === 'object' && value !== null;

/**
 * Applies an RFC 6902 JSON Patch (an `ACTIVITY_DELTA`'s `patch`) to `document`, which is never
 * changed: the result shares every subtree the patch did not touch, and each container on a
 * touched path is a new object, so a delta costs what its paths hold, not what the document
 * holds, and React sees a new reference exactly where something changed. The patch is
 * untrusted: a bad operation or path, or a patch past `limits`, fails the whole patch, as the
 * RFC says, and is reported, never thrown. The operations themselves are fast-json-patch's
 * (the library `@ag-ui/client` applies patches with); this wrapper adds the copy-on-write, the
 * limits and own-property paths.
 */
export function applyJsonPatch(document: unknown, patch: unknown, limits: JsonPatchLimits = {}): ParseResult<unknown> {
  const { maxOperations, maxAddedBytes } = { ...DEFAULT_JSON_PATCH_LIMITS, ...limits };
  if (!Array.isArray(patch)) return problem('the patch is not an array');
  if (patch.length > maxOperations) return problem(`the patch has ${patch.length} operations, more than maxOperations (${maxOperations})`);
  const work = { root: document, owned: new WeakSet<object>(), budget: maxAddedBytes };
  for (const [at, op] of (patch as unknown[]).entries()) {
    try {
      applyOperation(work, op, maxAddedBytes);
    } catch (error) {
      return problem(`operation ${at}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return parsed(work.root);
}

/** The patch's document so far; `owned` holds the containers this patch made, safe to change. */
interface Work {
  root: unknown;
  owned: WeakSet<object>;
  budget: number;
}

function applyOperation(work: Work, op: unknown, maxAddedBytes: number): void {
  if (!isContainer(op) || Array.isArray(op) || typeof op.op !== 'string' || typeof op.path !== 'string') {
    throw new Error('not an operation with an op and a path');
  }
  const path = readPointer(op.path);
  switch (op.op) {
    case 'add':
    case 'replace':
      spend(work, op.value, maxAddedBytes);
      return put(work, { op: op.op, path: op.path, value: op.value } as Operation, path);
    case 'remove':
      if (path.length === 0) throw new Error('cannot remove the whole document');
      return put(work, { op: 'remove', path: op.path }, path);
    case 'test':
      library(work.root, { op: 'test', path: op.path, value: op.value } as Operation);
      return;
    case 'move': {
      const fromPointer = String(op.from);
      const from = readPointer(fromPointer);
      if (path.length > from.length && from.every((token, index) => token === path[index])) throw new Error(`cannot move ${fromPointer} into itself`);
      const value = get(work.root, from);
      if (from.length === 0) work.root = undefined;
      else put(work, { op: 'remove', path: fromPointer }, from);
      return put(work, { op: 'add', path: op.path, value }, path);
    }
    case 'copy': {
      const value = get(work.root, readPointer(String(op.from)));
      spend(work, value, maxAddedBytes);
      // The copy shares the source instead of cloning it: nothing this patch owns may then
      // change in place, or the change would show in both places.
      work.owned = new WeakSet();
      return put(work, { op: 'add', path: op.path, value }, path);
    }
    default:
      throw new Error(`unknown op ${JSON.stringify(op.op)}`);
  }
}

/** Counts what an operation adds against the patch's budget, before anything is made. */
function spend(work: Work, value: unknown, maxAddedBytes: number): void {
  const size = jsonSizeOver(value, work.budget);
  if (size === Infinity) throw new Error(`the patch would add more than maxAddedBytes (${maxAddedBytes}) of JSON`);
  work.budget -= size;
}

/** Copies on write every container down to the target's parent, then lets the library change it. */
function put(work: Work, operation: Operation, path: string[]): void {
  if (path.length === 0) {
    work.root = library(work.root, operation);
    return;
  }
  const own = (node: Container): Container => {
    if (work.owned.has(node)) return node;
    const copy = Array.isArray(node) ? node.slice() : { ...node };
    work.owned.add(copy);
    return copy;
  };
  if (!isContainer(work.root)) throw new Error('the document is not an object or an array');
  const root = own(work.root);
  let node = root;
  for (const [depth, token] of path.slice(0, -1).entries()) {
    const next = child(node, token);
    if (!isContainer(next)) throw new Error(`no object or array at /${path.slice(0, depth + 1).join('/')}`);
    const copy = own(next);
    if (Array.isArray(node)) node[Number(token)] = copy;
    else node[token] = copy;
    node = copy;
  }
  const last = path[path.length - 1] ?? '';
  // RFC 6901 indexes have no leading zeros or signs; the library would read "01" as 1.
  if (Array.isArray(node) && !/^(0|[1-9]\d*)$/.test(last) && !(last === '-' && operation.op === 'add')) throw new Error(`bad array index ${last}`);
  if ((operation.op === 'replace' || operation.op === 'remove') && !Array.isArray(node) && !Object.hasOwn(node, last)) {
    throw new Error(`no value at ${operation.path}`);
  }
  library(root, operation);
  work.root = root;
}

/** fast-json-patch on a document already copied where it changes, validating the operation. */
function library(root: unknown, operation: Operation): unknown {
  return jsonPatch.applyOperation(root, operation, true, true, true).newDocument;
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

/** An own property or an array element: never something inherited, such as `constructor`. */
function child(node: unknown, token: string): unknown {
  if (Array.isArray(node)) {
    if (!/^(0|[1-9]\d*)$/.test(token) || Number(token) >= node.length) throw new Error(`no element ${token}`);
    return node[Number(token)];
  }
  if (isContainer(node) && Object.hasOwn(node, token)) return (node as Record<string, unknown>)[token];
  throw new Error(`no value at ${token}`);
}

function get(root: unknown, path: string[]): unknown {
  let node = root;
  for (const token of path) node = child(node, token);
  return node;
}
