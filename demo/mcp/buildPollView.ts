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

// The host's theme arrives as data-theme (applyDocumentTheme) and, from hosts that send them,
// --color-* variables (applyHostStyleVariables); the palettes below are the fallbacks, light and
// dark, each with text and controls at 4.5:1 or more on its background.
const POLL_STYLES = `
:root {
  color-scheme: light dark;
  font-family: var(--font-sans, system-ui, sans-serif);
  font-size: 15px;
  line-height: 1.45;
  --poll-bg: var(--color-background-primary, #ffffff);
  --poll-fg: var(--color-text-primary, #18181b);
  --poll-muted: var(--color-text-secondary, #52525b);
  --poll-border: var(--color-border-primary, #d4d4d8);
  --poll-surface: var(--color-background-secondary, #f4f4f5);
  --poll-bar: #bfdbfe;
  --poll-accent: #1d4ed8;
  --poll-accent-fg: #ffffff;
}
:root[data-theme="dark"] {
  --poll-bg: var(--color-background-primary, #18181b);
  --poll-fg: var(--color-text-primary, #f4f4f5);
  --poll-muted: var(--color-text-secondary, #a1a1aa);
  --poll-border: var(--color-border-primary, #3f3f46);
  --poll-surface: var(--color-background-secondary, #27272a);
  --poll-bar: #1e3a8a;
  --poll-accent: #93c5fd;
  --poll-accent-fg: #0b1220;
}
body { margin: 0; padding: 16px; background: var(--poll-bg); color: var(--poll-fg); }
h2 { font-size: 1.0625rem; line-height: 1.3; margin: 0 0 12px; }
fieldset { border: 0; margin: 0; padding: 0; display: grid; gap: 8px; }
label {
  position: relative; display: flex; gap: 10px; align-items: center;
  padding: 10px 12px; border: 1px solid var(--poll-border); border-radius: 8px;
  background: var(--poll-surface); cursor: pointer; overflow: hidden; isolation: isolate;
}
label:has(input:checked) { border-color: var(--poll-accent); box-shadow: inset 0 0 0 1px var(--poll-accent); }
label:has(input:focus-visible) { outline: 2px solid var(--poll-accent); outline-offset: 2px; }
/* Each option's share of the votes, drawn behind its row. */
label [data-slot="bar"] {
  position: absolute; inset: 0 auto 0 0; width: var(--share, 0%); background: var(--poll-bar);
  z-index: -1; transition: width 200ms ease-out;
}
input[type="radio"] { margin: 0; accent-color: var(--poll-accent); inline-size: 1.05em; block-size: 1.05em; }
label span[data-slot="votes"] { margin-inline-start: auto; color: var(--poll-fg); font-variant-numeric: tabular-nums; font-size: 0.875rem; }
button {
  margin-top: 14px; padding: 8px 18px; font: inherit; font-weight: 600; cursor: pointer;
  border: 1px solid var(--poll-accent); border-radius: 6px;
  background: var(--poll-accent); color: var(--poll-accent-fg);
}
button:focus-visible { outline: 2px solid var(--poll-accent); outline-offset: 2px; }
button:disabled { cursor: progress; opacity: 0.7; }
[data-slot="status"] { margin: 10px 0 0; font-size: 0.875rem; color: var(--poll-muted); min-height: 1.25em; }
@media (prefers-reduced-motion: reduce) { label [data-slot="bar"] { transition: none; } }
`;
