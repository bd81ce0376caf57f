// Module hooks for the plain-Node check of the React-free entries (scripts/package-check/
// checkReactFreeEntries.mjs): resolving `react` or `react-dom` (or anything under them) throws,
// naming the module that asked, so an entry whose module graph reaches React fails to load.
// Registered with `node --import` before the entry is imported (module.register, Node 20.6+).
const reactLike = /^(react|react-dom)(\/|$)/;

export async function resolve(specifier, context, nextResolve) {
  if (reactLike.test(specifier)) {
    throw new Error(`React-free entry loaded '${specifier}' (imported by ${context.parentURL ?? 'the entry'})`);
  }
  return nextResolve(specifier, context);
}
