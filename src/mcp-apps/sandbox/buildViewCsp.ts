import type { McpUiResourceCsp } from '@modelcontextprotocol/ext-apps';

/**
 * A resource's `_meta.ui.csp`: the spec's four lists, plus two switches for script evaluation the
 * spec's lists cannot say (basic-host reads `wasmUnsafeEval` the same way). Only `true` turns one on.
 */
export interface McpAppCsp extends McpUiResourceCsp {
  /** `'unsafe-eval'` in `script-src`: `eval` and `new Function` (three.js-style code runners). */
  unsafeEval?: boolean;
  /** `'wasm-unsafe-eval'` in `script-src`: compiling WebAssembly, without `eval`. */
  wasmUnsafeEval?: boolean;
}

/**
 * The Content-Security-Policy of an MCP Apps view, from its resource's `_meta.ui.csp`.
 *
 * Deny by default: with nothing declared it is the spec's restrictive default (inline script and
 * style, `data:` images and media, no connections), plus `frame-src 'none'`, `base-uri 'self'`
 * and `object-src 'none'` the spec requires of the sandbox, and `form-action 'none'` (a
 * further restriction the spec allows: a form post would be an undeclared connection). What
 * stays inside the document is allowed too: `blob:` scripts, images, fonts and media, and
 * workers from `'self'` and `blob:` (`worker-src`). Each declared list only adds its origins to
 * its own directives: `connectDomains` to `connect-src`, `resourceDomains` to
 * script/style/img/font/media/worker, `frameDomains` to `frame-src`, `baseUriDomains` to
 * `base-uri`; `unsafeEval: true` adds `'unsafe-eval'` and `wasmUnsafeEval: true`
 * `'wasm-unsafe-eval'` to `script-src`.
 *
 * The proxy page is served with this same policy as its header (see sandboxViewUrl), so
 * `frame-src` there also decides where the view's frame may navigate itself: nowhere but the
 * declared `frameDomains`.
 *
 * The lists come from the MCP server, so they are untrusted: an entry is kept only when it is an
 * origin (`https://api.example.com`, `wss://live.example.com:8443`, `http://localhost:3000`) or a
 * subdomain wildcard of at least two labels (`https://*.example.com`). Keywords, bare schemes,
 * `*`, paths, quotes, spaces, `;` and `,` never get through, so no entry can widen a directive or
 * start a new one. Rejected entries go to `onRejected`.
 *
 * Self-contained on purpose (no imports, no module-level helpers, no named inner functions, no
 * array spread or destructuring a transpiler could turn into a module-level helper): the sandbox
 * proxy page embeds this function's source in its inline script.
 */
export function buildViewCsp(csp?: McpAppCsp, onRejected?: (entry: unknown, field: string) => void): string {
  const fields = ['connectDomains', 'resourceDomains', 'frameDomains', 'baseUriDomains'] as const;
  const lists = fields.map((field): string[] => {
    const value: unknown = csp !== null && typeof csp === 'object' ? (csp as Record<string, unknown>)[field] : undefined;
    if (value === undefined) return [];
    if (!Array.isArray(value)) {
      if (onRejected) onRejected(value, field);
      return [];
    }
    const label = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
    const host = `(?:\\*\\.${label}(?:\\.${label})+|${label}(?:\\.${label})*)`;
    const pattern = new RegExp(`^(?:https?|wss?)://${host}(?::[0-9]{1,5})?/?$`);
    const kept: string[] = [];
    // A bound on what one resource can ask for; the rest is rejected like any bad entry.
    value.forEach((entry: unknown, index: number) => {
      const origin = typeof entry === 'string' ? entry.toLowerCase() : '';
      if (index < 64 && origin.length > 0 && origin.length <= 260 && pattern.test(origin)) {
        const normal = origin.replace(/\/$/, '');
        if (!kept.includes(normal)) kept.push(normal);
      } else if (onRejected) {
        onRejected(entry, field);
      }
    });
    return kept;
  });
  const connect = lists[0] ?? [];
  const resources = lists[1] ?? [];
  const frames = lists[2] ?? [];
  const baseUris = lists[3] ?? [];
  const flag = (name: string) => csp !== null && typeof csp === 'object' && (csp as Record<string, unknown>)[name] === true;
  const evaluation = (flag('unsafeEval') ? ["'unsafe-eval'"] : []).concat(flag('wasmUnsafeEval') ? ["'wasm-unsafe-eval'"] : []);
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'none'"]],
    ['script-src', ["'self'", "'unsafe-inline'"].concat(evaluation, ['blob:'], resources)],
    ['style-src', ["'self'", "'unsafe-inline'"].concat(resources)],
    ['img-src', ["'self'", 'data:', 'blob:'].concat(resources)],
    ['font-src', ["'self'", 'data:', 'blob:'].concat(resources)],
    ['media-src', ["'self'", 'data:', 'blob:'].concat(resources)],
    ['worker-src', ["'self'", 'blob:'].concat(resources)],
    ['connect-src', connect.length > 0 ? connect : ["'none'"]],
    ['frame-src', frames.length > 0 ? frames : ["'none'"]],
    ['base-uri', baseUris.length > 0 ? baseUris : ["'self'"]],
    ['object-src', ["'none'"]],
    ['form-action', ["'none'"]],
  ];
  return directives
    .filter((directive) => directive[1].length > 0)
    .map((directive) => `${directive[0]} ${directive[1].join(' ')}`)
    .join('; ');
}
