/**
 * A `console.warn` for developers, silent in production builds. `process` is looked up through
 * `typeof` because a browser without a bundler has no `process` at all; bundlers replace
 * `process.env.NODE_ENV` with a literal, so the warning is removed from production bundles.
 */
export function warnInDevelopment(message: string, detail?: unknown): void {
  if (typeof process === 'undefined' || process.env.NODE_ENV === 'production') return;
  if (detail === undefined) console.warn(`[cameo] ${message}`);
  else console.warn(`[cameo] ${message}`, detail);
}
