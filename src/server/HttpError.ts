/**
 * An error the server itself answers with (bad body, wrong method, closed server), as opposed to
 * an error a widget throws. `headers` are added to the error response (e.g. `Allow`).
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    message: string,
    readonly status: number,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }
}
