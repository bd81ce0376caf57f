// The React-free entries in plain Node, from the installed tarball: each integration's `/server`
// half (and core, agent, server) is imported by `node` with module hooks that throw when anything
// resolves `react` or `react-dom` (forbidReact.mjs), and then the CommonJS cache is searched for a
// React module that arrived through `require`. A page half is imported the same way first, and
// must fail: that proves the hook catches React.
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { check, run, tail } from './harness.mjs';

const here = dirname(fileURLToPath(import.meta.url));

/** `node --import` of a data: URL that registers the hooks, so no file has to be copied into the app. */
const hookFlag = () => {
  const hooks = pathToFileURL(join(here, 'forbidReact.mjs')).href;
  return `data:text/javascript,${encodeURIComponent(`import { register } from 'node:module'; register(${JSON.stringify(hooks)});`)}`;
};

/** A probe that imports `entry`, checks that `name` is a function, and finds no React in the CommonJS cache. */
const probe = (entry, name) =>
  [
    "import { createRequire } from 'node:module';",
    `const mod = await import(${JSON.stringify(entry)});`,
    `if (typeof mod[${JSON.stringify(name)}] !== 'function') throw new Error(${JSON.stringify(`${entry}: no ${name}`)});`,
    'const cached = Object.keys(createRequire(import.meta.url).cache).filter((path) => /[\\\\/]node_modules[\\\\/](react|react-dom)[\\\\/]/.test(path));',
    "if (cached.length > 0) throw new Error('React-free entry loaded ' + cached.join(', '));",
    `console.log(${JSON.stringify(`${entry}: loaded, no React`)}, Object.keys(mod).length, 'exports');`,
  ].join('\n');

const ENTRIES = [
  ['cameo-ui/ai-sdk/server', 'toAISDKTools'],
  ['cameo-ui/mcp-apps/server', 'createSandboxProxyHandler'],
  ['cameo-ui/ag-ui/server', 'cameoActivitySnapshot'],
  ['cameo-ui/core', 'parseTranscript'],
  ['cameo-ui/agent', 'runTool'],
  ['cameo-ui/server', 'createWidgetServer'],
];

/** In `appDir` (an app with the tarball and the integrations' peers installed). */
export async function checkReactFreeEntries(appDir) {
  const node = (entry, name) => run(process.execPath, ['--import', hookFlag(), '--input-type=module', '-e', probe(entry, name)], { cwd: appDir, timeout: 60_000 });

  // Control: the page half reaches React through its hook, and the hook must say so.
  const control = await node('cameo-ui/ai-sdk', 'useCameoChat');
  const caught = !control.ok && /React-free entry loaded 'react/.test(control.output);
  check('plain Node, React unresolvable: the page half cameo-ui/ai-sdk fails to load (the hook works)', caught, caught ? '' : tail(control.output, 8));

  for (const [entry, name] of ENTRIES) {
    const result = await node(entry, name);
    check(`plain Node, React unresolvable: ${entry} loads`, result.ok, result.ok ? result.output.trim().split('\n').pop() : tail(result.output, 8));
  }
}
