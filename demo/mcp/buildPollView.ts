import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const VIEW_ENTRY = fileURLToPath(new URL('./view/poll.ts', import.meta.url));

/**
 * The poll's view as ONE self-contained HTML document: `view/poll.ts` (the ext-apps `App` and
 * everything it imports) bundled by esbuild and inlined, so the resource needs no network and its
 * CSP can declare no domain at all. Built once per server start, in memory.
 */
export async function buildPollView(): Promise<string> {
  const result = await build({
    entryPoints: [VIEW_ENTRY],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    logLevel: 'silent',
    // esbuild escapes `</script` in the output when this is supported (the default for
    // browsers); said here because the script is inlined below and must not end early.
    supported: { 'inline-script': true },
  });
  const script = result.outputFiles[0]?.text;
  if (!script) throw new Error('buildPollView: esbuild produced no output');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Team poll</title>
<style>${POLL_STYLES}</style>
</head>
<body>
<main id="poll" aria-live="polite"><p data-slot="status">Waiting for the poll…</p></main>
<script type="module">${script}</script>
</body>
</html>`;
}

// The host's theme arrives as data-theme and --color-* variables (applyDocumentTheme,
// applyHostStyleVariables); these are the fallbacks.
const POLL_STYLES = `
:root { color-scheme: light dark; font-family: var(--font-sans, system-ui, sans-serif); }
body { margin: 0; padding: 12px; background: var(--color-background-primary, transparent); color: var(--color-text-primary, CanvasText); }
h2 { font-size: 1rem; margin: 0 0 8px; }
fieldset { border: 0; margin: 0; padding: 0; display: grid; gap: 6px; }
label { display: flex; gap: 8px; align-items: center; }
label span[data-slot="votes"] { margin-inline-start: auto; font-variant-numeric: tabular-nums; }
button { margin-top: 10px; padding: 4px 12px; font: inherit; }
[data-slot="status"] { margin: 8px 0 0; font-size: 0.875rem; }
`;
