import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendError } from './sendJson';

export interface CorsOptions {
  /**
   * Origins allowed to call the server from a browser, exactly as browsers send them
   * (`https://app.example.com`: scheme, host, port if not the default, no path), or `'*'`.
   */
  origins: readonly string[] | '*';
  /** Adds `Access-Control-Allow-Credentials: true` (cookies, HTTP auth). Not with `'*'`. */
  credentials?: boolean;
  /** Request headers a browser may send. Default `Content-Type`, `Authorization`, `Last-Event-ID`. */
  allowedHeaders?: readonly string[];
  /** How long a browser may reuse a preflight answer, in seconds. Default 600. */
  maxAgeSeconds?: number;
}

export interface Cors {
  /** Adds the CORS headers this request's Origin earns, before anything is written. */
  apply(req: IncomingMessage, res: ServerResponse): void;
  /** Answers an `OPTIONS` preflight: 204 for an allowed origin, 403 JSON otherwise. */
  preflight(req: IncomingMessage, res: ServerResponse): void;
}

const defaultAllowedHeaders = ['Content-Type', 'Authorization', 'Last-Event-ID'];

/**
 * CORS for the widget routes, or null when not configured: then no CORS header is ever sent and
 * browsers keep the routes same-origin only, which is the safe default for a server that acts.
 */
export function createCors(options: CorsOptions | undefined): Cors | null {
  if (!options) return null;
  const { origins, credentials = false, allowedHeaders = defaultAllowedHeaders, maxAgeSeconds = 600 } = options;
  if (origins === '*' && credentials) {
    // Browsers refuse `*` with credentials; echoing any origin instead would hand every site the
    // user's cookies, so this has to be a list.
    throw new Error("createWidgetServer: cors.credentials needs a list of origins, not '*'.");
  }
  if (origins !== '*') for (const origin of origins) assertOrigin(origin);
  const allowed = origins === '*' ? null : new Set(origins);

  const allowedOrigin = (req: IncomingMessage): string | null => {
    const origin = req.headers.origin;
    if (origin === undefined) return null;
    if (allowed === null) return '*';
    return allowed.has(origin) ? origin : null;
  };

  return {
    apply: (req, res) => {
      // Caches must not serve one origin's answer to another.
      if (allowed !== null) res.setHeader('Vary', 'Origin');
      const origin = allowedOrigin(req);
      if (origin === null) return;
      res.setHeader('Access-Control-Allow-Origin', origin);
      if (credentials) res.setHeader('Access-Control-Allow-Credentials', 'true');
    },
    preflight: (req, res) => {
      if (allowedOrigin(req) === null) {
        sendError(res, 403, `origin ${JSON.stringify(req.headers.origin ?? null)} is not allowed`);
        return;
      }
      res.writeHead(204, {
        'Access-Control-Allow-Methods': 'GET, POST',
        'Access-Control-Allow-Headers': allowedHeaders.join(', '),
        'Access-Control-Max-Age': String(maxAgeSeconds),
        'Content-Length': '0',
      });
      res.end();
    },
  };
}

/** A configured origin with a path or trailing slash would never match what browsers send. */
function assertOrigin(origin: string): void {
  let parsed: string | null = null;
  try {
    parsed = new URL(origin).origin;
  } catch {
    // Reported below.
  }
  if (parsed !== origin) {
    throw new Error(
      `createWidgetServer: cors origin "${origin}" is not an origin` +
        (parsed && parsed !== 'null' ? `; did you mean "${parsed}"?` : ' (expected e.g. "https://app.example.com").'),
    );
  }
}
