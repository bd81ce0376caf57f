import type { McpUiResourceCsp } from '@modelcontextprotocol/ext-apps';

/**
 * The Content-Security-Policy of an MCP Apps view, from its resource's `_meta.ui.csp`.
 *
 * Deny by default: with nothing declared it is the spec's restrictive default (inline script and
 * style, `data:` images and media, no connections), plus `frame-src 'none'`, `base-uri 'self'`
 * and `object-src 'none'` the spec requires of the sandbox, and `form-action 'none'` (a
 * further restriction the spec allows: a form post would be an undeclared connection). Each
 * declared list only adds its origins to its own directives: `connectDomains` to `connect-src`,
 * `resourceDomains` to script/style/img/font/media, `frameDomains` to `frame-src`,
 * `baseUriDomains` to `base-uri`.
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
export function buildViewCsp(csp?: McpUiResourceCsp, onRejected?: (entry: unknown, field: string) => void): string {
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
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'none'"]],
    ['script-src', ["'self'", "'unsafe-inline'"].concat(resources)],
    ['style-src', ["'self'", "'unsafe-inline'"].concat(resources)],
    ['img-src', ["'self'", 'data:'].concat(resources)],
    ['font-src', resources.length > 0 ? ["'self'"].concat(resources) : []],
    ['media-src', ["'self'", 'data:'].concat(resources)],
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
