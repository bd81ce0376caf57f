import { sandboxProxyHeaders } from './sandboxProxyHeaders';
import { sandboxProxyHtml, type SandboxProxyOptions } from './sandboxProxyHtml';
import { readSandboxViewCsp } from './sandboxViewUrl';

/** The part of a Node/Express/Connect request the handler reads. */
export interface SandboxProxyRequest {
  method?: string;
  url?: string;
}

/** The part of a Node/Express/Connect response the handler writes. */
export interface SandboxProxyResponse {
  statusCode: number;
  setHeader(name: string, value: string): unknown;
  end(body?: string): unknown;
}

export interface SandboxProxyHandlerOptions extends SandboxProxyOptions {
  /** Answer only this path (`/mcp-sandbox.html`) and pass the rest to `next`; unset: every path. */
  path?: string;
}

/**
 * A `(req, res, next)` middleware that serves the sandbox proxy page with its headers. Mount it on
 * the sandbox origin (a separate host or port from the app's page), e.g.
 * `sandboxApp.use(createSandboxProxyHandler())`. GET and HEAD only; the page is built once, its
 * policy per request, from the view's CSP metadata in the URL (`?csp=`, see sandboxViewUrl).
 * Structural types, so it needs no Node import and fits Node's http, Express and Connect alike.
 */
export function createSandboxProxyHandler(options: SandboxProxyHandlerOptions = {}) {
  const html = sandboxProxyHtml(options);
  // Checked once, up front: a bad hostOrigin is the app's own configuration error.
  sandboxProxyHeaders(options);
  return (req: SandboxProxyRequest, res: SandboxProxyResponse, next?: () => void): void => {
    const path = (req.url ?? '/').split('?')[0];
    if (options.path !== undefined && path !== options.path) {
      if (next) {
        next();
        return;
      }
      res.statusCode = 404;
      res.end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.statusCode = 405;
      res.setHeader('Allow', 'GET, HEAD');
      res.end();
      return;
    }
    res.statusCode = 200;
    const headers = sandboxProxyHeaders({ hostOrigin: options.hostOrigin, csp: readSandboxViewCsp(req.url) });
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.end(req.method === 'HEAD' ? undefined : html);
  };
}
