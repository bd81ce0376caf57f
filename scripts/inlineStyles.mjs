// One stylesheet for the package: src/styles.css lists the parts with @import, and consumers get
// them inlined in that order, so `import 'cameo-ui/styles.css'` needs no CSS tooling of theirs.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

const importRule = /^@import\s+['"]([^'"]+)['"];\s*$/gm;

export function inlineStyles(file, seen = new Set()) {
  const path = resolve(file);
  if (seen.has(path)) throw new Error(`styles: ${path} is imported twice`);
  seen.add(path);
  return readFileSync(path, 'utf8').replace(importRule, (_rule, target) =>
    inlineStyles(resolve(dirname(path), target), seen).trimEnd(),
  );
}
