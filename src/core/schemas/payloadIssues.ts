import type * as v from 'valibot';
import { isObject, own, quote } from '../readObject';
import type { PayloadIssue } from './InvalidPayloadError';

/**
 * Messages that name a sibling of the failing field (`tool call {id} without a name`). Valibot
 * builds a message before it knows the issue's parent, so the `{key}` is filled in here, from the
 * parent object on the issue's path. Only registered templates are filled, never a message that
 * merely contains braces, because messages built from wire values may contain anything.
 */
const templates = new Set<string>();

export function messageTemplate(template: string): string {
  templates.add(template);
  return template;
}

/** The readable form of valibot's issues: a dotted path (`result[2].ui.label`) and a message. */
export function payloadIssues(issues: readonly v.BaseIssue<unknown>[]): PayloadIssue[] {
  return issues.map((issue) => ({ path: pathOf(issue), message: messageOf(issue) }));
}

function messageOf(issue: v.BaseIssue<unknown>): string {
  const { message } = issue;
  if (!templates.has(message)) return message;
  const parent = issue.path?.at(-1)?.input;
  return message.replace(/\{(\w+)\}/g, (_match, key: string) => quote(isObject(parent) ? own(parent, key) : undefined));
}

export function pathOf(issue: v.BaseIssue<unknown>): string {
  let path = '';
  for (const item of issue.path ?? []) path = joinPath(path, item.key);
  return path;
}

/** Appends one key: `a.b` for names, `a[0]` for indices, `a["odd key"]` for anything else. */
export function joinPath(path: string, key: unknown): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  const name = typeof key === 'string' ? key : String(key);
  if (/^[A-Za-z_$][\w$]*$/.test(name)) return path ? `${path}.${name}` : name;
  return `${path}[${JSON.stringify(name.length > 40 ? `${name.slice(0, 40)}…` : name)}]`;
}
