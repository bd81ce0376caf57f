/**
 * A `console.warn` for developers, silent in production builds. Bundlers (Vite, webpack, Next)
 * replace `process.env.NODE_ENV` with a literal but leave no `process` object in the browser, so
 * the expression is read inside `try`, never guarded with `typeof process`: a browser without a
 * bundler throws a ReferenceError there, which counts as development.
 */
export function warnInDevelopment(message: string, detail?: unknown): void {
  try {
    if (process.env.NODE_ENV === 'production') return;
  } catch {
    // No bundler and no `process`: a developer loading the source directly.
  }
  if (detail === undefined) console.warn(`[cameo] ${message}`);
  else console.warn(`[cameo] ${message}`, detail);
}
