import type { McpUiResourcePermissions } from '@modelcontextprotocol/ext-apps/app-bridge';
import type { McpAppCsp } from './sandbox/buildViewCsp';
import * as v from 'valibot';
import { describeType, isObject, ownObject, quote, readOrDrop, warnInDevelopment } from '../core/internal';

/**
 * What a UI resource's `_meta.ui` asks of its host, read from untrusted input: only what is
 * well formed survives, so whatever is dropped narrows the sandbox, never widens it.
 * - `csp`: each list (`connectDomains`, `resourceDomains`, `frameDomains`, `baseUriDomains`)
 *   keeps only explicit origins, `scheme://host[:port][/path]` with scheme http, https, ws or wss
 *   and an optional `*.` subdomain wildcard. Bare `*`, scheme-only sources (`https:`), keywords
 *   (`'unsafe-eval'`) and anything holding whitespace, `;`, `,` or quotes are dropped: such an
 *   entry would either open the view to the whole web or inject a directive into the CSP the
 *   sandbox builds from these lists. An empty or absent list stays absent (the spec's deny).
 *   `unsafeEval` and `wasmUnsafeEval` pass when they are `true` (Cameo's switches for
 *   `'unsafe-eval'` and `'wasm-unsafe-eval'`, see McpAppCsp).
 * - `permissions`: only `camera`, `microphone`, `geolocation` and `clipboardWrite`, each `{}`.
 *   The app still decides whether to grant them.
 * - `domain` (a string without whitespace) and `prefersBorder` (a boolean) pass through.
 */
export interface McpAppResourceMeta {
  csp?: McpAppCsp;
  permissions?: McpUiResourcePermissions;
  domain?: string;
  prefersBorder?: boolean;
}

const CSP_LISTS = ['connectDomains', 'resourceDomains', 'frameDomains', 'baseUriDomains'] as const;
const PERMISSIONS = ['camera', 'microphone', 'geolocation', 'clipboardWrite'] as const;

const ORIGIN = /^(https?|wss?):\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:(\d{1,5}|\*))?(\/[a-z0-9\-._~/%!$&()*+=:@]*)?$/i;

const field = v.optional(v.unknown());
const fieldsOf = <const TKeys extends readonly string[]>(keys: TKeys) =>
  v.object(Object.fromEntries(keys.map((key) => [key, field])) as Record<TKeys[number], typeof field>);

// Each level is read on its own, so a malformed one drops only itself, never its siblings.
const metaSchema = ownObject(v.object({ ui: field }), 'no _meta');

const uiSchema = ownObject(
  fieldsOf(['csp', 'permissions', 'domain', 'prefersBorder']),
  (issue) => `_meta.ui is ${describeType(issue.input)}, ignored`,
);

const cspSchema = ownObject(
  fieldsOf([...CSP_LISTS, 'unsafeEval', 'wasmUnsafeEval']),
  (issue) => `_meta.ui.csp is ${describeType(issue.input)}; the default (deny) CSP applies`,
);

const originList = (key: string) =>
  v.array(v.unknown(), (issue) => `_meta.ui.csp.${key} is ${describeType(issue.input)}, not a list of origins; ignored`);

const originSchema = v.pipe(v.string(), v.regex(ORIGIN));

const permissionsSchema = ownObject(
  fieldsOf(PERMISSIONS),
  (issue) => `_meta.ui.permissions is ${describeType(issue.input)}, ignored`,
);

// The spec's value is `{}`; `true` is a common slip that clearly asks for the same thing.
const askedSchema = v.union([v.literal(true), v.custom<object>(isObject)]);

const domainMessage = (issue: { input: unknown }) => `_meta.ui.domain ${quote(issue.input)} ignored`;
const domainSchema = v.pipe(v.string(domainMessage), v.regex(/^\S+$/, domainMessage));

/** Reads `_meta.ui` of a `resources/read` content item (or anything: a non-object is no meta). */
export function readMcpAppResourceMeta(meta: unknown, uri: string): McpAppResourceMeta {
  const warn = (problem: string) => warnInDevelopment(`MCP app resource ${uri}: ${problem}`);
  const ui = readOrDrop(uiSchema, readOrDrop(metaSchema, meta)?.ui, warn);
  if (ui === undefined) return {};
  const result: McpAppResourceMeta = {};
  const csp = readCsp(ui.csp, warn);
  if (csp !== undefined) result.csp = csp;
  const permissions = readOrDrop(permissionsSchema, ui.permissions, warn);
  if (permissions !== undefined) {
    result.permissions = {};
    for (const key of PERMISSIONS) if (v.is(askedSchema, permissions[key])) result.permissions[key] = {};
  }
  const domain = readOrDrop(domainSchema, ui.domain, warn);
  if (domain !== undefined) result.domain = domain;
  if (typeof ui.prefersBorder === 'boolean') result.prefersBorder = ui.prefersBorder;
  return result;
}

function readCsp(value: unknown, warn: (problem: string) => void): McpAppCsp | undefined {
  const fields = readOrDrop(cspSchema, value, warn);
  if (fields === undefined) return undefined;
  const csp: McpAppCsp = {};
  for (const key of CSP_LISTS) {
    const origins = (readOrDrop(originList(key), fields[key], warn) ?? []).filter((entry): entry is string => {
      const ok = v.is(originSchema, entry);
      if (!ok) warn(`_meta.ui.csp.${key}: ${quote(entry)} is not an explicit origin; dropped`);
      return ok;
    });
    if (origins.length > 0) csp[key] = origins;
  }
  for (const key of ['unsafeEval', 'wasmUnsafeEval'] as const) if (fields[key] === true) csp[key] = true;
  return csp;
}
