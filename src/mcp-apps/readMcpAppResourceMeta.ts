import type { McpUiResourcePermissions } from '@modelcontextprotocol/ext-apps/app-bridge';
import type { McpAppCsp } from './sandbox/buildViewCsp';
import { describeType, isObject, own, quote, warnInDevelopment } from '../core/internal';

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

/** Reads `_meta.ui` of a `resources/read` content item (or anything: a non-object is no meta). */
export function readMcpAppResourceMeta(meta: unknown, uri: string): McpAppResourceMeta {
  if (meta === undefined) return {};
  const ui = isObject(meta) ? own(meta, 'ui') : undefined;
  if (ui === undefined) return {};
  if (!isObject(ui)) {
    warnInDevelopment(`MCP app resource ${uri}: _meta.ui is ${describeType(ui)}, ignored`);
    return {};
  }
  const result: McpAppResourceMeta = {};
  const csp = readCsp(own(ui, 'csp'), uri);
  if (csp !== undefined) result.csp = csp;
  const permissions = readPermissions(own(ui, 'permissions'), uri);
  if (permissions !== undefined) result.permissions = permissions;
  const domain = own(ui, 'domain');
  if (typeof domain === 'string' && domain !== '' && !/\s/.test(domain)) result.domain = domain;
  else if (domain !== undefined) warnInDevelopment(`MCP app resource ${uri}: _meta.ui.domain ${quote(domain)} ignored`);
  const prefersBorder = own(ui, 'prefersBorder');
  if (typeof prefersBorder === 'boolean') result.prefersBorder = prefersBorder;
  return result;
}

function readCsp(value: unknown, uri: string): McpAppCsp | undefined {
  if (value === undefined) return undefined;
  if (!isObject(value)) {
    warnInDevelopment(`MCP app resource ${uri}: _meta.ui.csp is ${describeType(value)}; the default (deny) CSP applies`);
    return undefined;
  }
  const csp: McpAppCsp = {};
  for (const key of CSP_LISTS) {
    const list = readOrigins(own(value, key), `${uri}: _meta.ui.csp.${key}`);
    if (list.length > 0) csp[key] = list;
  }
  for (const key of ['unsafeEval', 'wasmUnsafeEval'] as const) if (own(value, key) === true) csp[key] = true;
  return csp;
}

function readOrigins(value: unknown, where: string): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    warnInDevelopment(`MCP app resource ${where} is ${describeType(value)}, not a list of origins; ignored`);
    return [];
  }
  const origins: string[] = [];
  for (const entry of value as unknown[]) {
    if (typeof entry === 'string' && ORIGIN.test(entry)) origins.push(entry);
    else warnInDevelopment(`MCP app resource ${where}: ${quote(entry)} is not an explicit origin; dropped`);
  }
  return origins;
}

function readPermissions(value: unknown, uri: string): McpUiResourcePermissions | undefined {
  if (value === undefined) return undefined;
  if (!isObject(value)) {
    warnInDevelopment(`MCP app resource ${uri}: _meta.ui.permissions is ${describeType(value)}, ignored`);
    return undefined;
  }
  const permissions: McpUiResourcePermissions = {};
  for (const key of PERMISSIONS) {
    // The spec's value is `{}`; `true` is a common slip that clearly asks for the same thing.
    const asked = own(value, key);
    if (isObject(asked) || asked === true) permissions[key] = {};
  }
  return permissions;
}
