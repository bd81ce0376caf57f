import { bindViewDocument } from './bindViewDocument';
import { MCP_APP_PERMISSIONS, buildAllowAttribute, type McpAppPermission } from './buildAllowAttribute';
import { buildViewCsp } from './buildViewCsp';
import { runSandboxProxy } from './runSandboxProxy';
import { sandboxHostOrigin } from './sandboxHostOrigin';
import { viewSandboxAttribute } from './viewSandboxAttribute';
import { withCspMeta } from './withCspMeta';

/** How an app builds its sandbox proxy page. */
export interface SandboxProxyOptions {
  /**
   * The host page's origin (`https://app.example.com`). When set, the proxy takes messages from no
   * other parent origin and posts only to it, and its headers forbid any other site to frame it.
   * Unset, it pins to the origin of the parent that sends the view.
   */
  hostOrigin?: string;
  /** Permissions the proxy may ever delegate to a view (default: all the spec defines). */
  allowedPermissions?: readonly McpAppPermission[];
}

// An inline script ends at the first `</script`, and `<!--` changes how it is tokenized.
const scriptSafe = (source: string) => source.replace(/<\/(script)/gi, '<\\/$1').replace(/<!--/g, '<\\!--');

/**
 * The sandbox proxy page for web hosts (MCP Apps spec, "Sandbox proxy"): a complete HTML document
 * whose one inline script is {@link runSandboxProxy}. Serve it from an origin other than the host
 * page's, one that serves nothing else (the view's `'self'` is that origin), with
 * `sandboxProxyHeaders(options)`; `createSandboxProxyHandler` does both.
 */
export function sandboxProxyHtml(options: SandboxProxyOptions = {}): string {
  const config = {
    hostOrigin: sandboxHostOrigin(options.hostOrigin),
    allowedPermissions: MCP_APP_PERMISSIONS.filter((name) => (options.allowedPermissions ?? MCP_APP_PERMISSIONS).includes(name)),
  };
  const helpers = { buildViewCsp, buildAllowAttribute, viewSandboxAttribute, withCspMeta, bindViewDocument };
  const helperSource = Object.entries(helpers)
    .map(([name, fn]) => `${name}: (${fn.toString()})`)
    .join(',\n');
  const script = `(${runSandboxProxy.toString()})(${JSON.stringify(config)}, {\n${helperSource}\n});`;
  return [
    '<!doctype html>',
    '<html><head><meta charset="utf-8"><title>MCP Apps sandbox</title>',
    '<style>html,body{margin:0;height:100%;overflow:hidden;background:transparent}',
    'iframe{display:block;width:100%;height:100%;border:0}</style>',
    `</head><body><script>${scriptSafe(script)}</script></body></html>`,
  ].join('\n');
}
