/**
 * The HTML of a test view built with the real ext-apps `App` class (its self-contained bundle,
 * inlined: the view's CSP allows inline scripts and nothing from elsewhere). The view reports
 * everything it sees through `ui/update-model-context`, the one channel out of the sandbox, and
 * runs the scenario named in its tool input.
 */
// A file path, not the package name: Vite pre-bundles a bare `?raw` import and loses its default
// export. The *-ext-apps-2 projects point this path at ext-apps 2 (vite.config.ts).
import appBundle from '../../../node_modules/@modelcontextprotocol/ext-apps/dist/src/app-with-deps.js?raw';

/** The bundle's trailing `export{a as App,…}` turned into `window.McpApps = {App: a, …}`. */
function bundleAsGlobal(source: string): string {
  const at = source.lastIndexOf('export{');
  const names = source
    .slice(at + 'export{'.length, source.indexOf('}', at))
    .split(',')
    .map((item) => item.trim().split(/\s+as\s+/))
    .map(([local, exported]) => `${JSON.stringify(exported ?? local)}: ${local}`);
  return `${source.slice(0, at)}\nwindow.McpApps = {${names.join(', ')}};`;
}

const viewScript = `
const { App } = window.McpApps;
const app = new App({ name: 'probe', version: '1.0.0' }, {}, { autoResize: false });
// One id per loaded document, so a test can tell which view (frame) saw what.
const view = Math.random().toString(36).slice(2);
const report = (event, data) => app.updateModelContext({ structuredContent: { event, data: data ?? null, view } });
let scenario = '';
app.onhostcontextchanged = (context) => report('context-changed', context);
app.onteardown = async () => { await report('teardown'); return {}; };
app.ontoolinputpartial = (params) => report('tool-input-partial', params.arguments);
app.ontoolinput = (params) => { scenario = params.arguments.scenario; report('tool-input', params.arguments); };
app.ontoolresult = async (result) => {
  await report('tool-result', result.structuredContent);
  if (scenario === 'call') {
    const answer = await app.callServerTool({ name: 'refresh_forecast', arguments: { city: 'Lyon' } });
    await report('call-result', answer.structuredContent ?? { isError: answer.isError === true });
    const refused = await app.callServerTool({ name: 'model_only', arguments: {} }).then(
      (value) => ({ isError: value.isError === true }),
      (error) => ({ thrown: String(error && error.message) }),
    );
    await report('model-only', refused);
  }
  if (scenario === 'resize') await app.sendSizeChanged({ width: 300, height: 321 });
  if (scenario === 'fullscreen') {
    const granted = await app.requestDisplayMode({ mode: 'fullscreen' });
    await report('display-mode', granted.mode);
  }
  if (scenario === 'pip') {
    const granted = await app.requestDisplayMode({ mode: 'pip' });
    await report('display-mode', granted.mode);
  }
  if (scenario === 'download') {
    const saved = await app.downloadFile({ contents: [{ type: 'resource', resource: { uri: 'file:///exports/report.csv', mimeType: 'text/csv', text: 'city,sky\\nParis,sunny\\n' } }] });
    await report('download', { isError: saved.isError === true });
  }
  if (scenario === 'bad-download') {
    const saved = await app.downloadFile({ contents: [{ type: 'resource_link', uri: 'javascript:alert(1)', name: 'x.js' }] });
    await report('download', { isError: saved.isError === true });
  }
  if (scenario === 'list') {
    // The App class has no tools/list or prompts/list of its own: plain JSON-RPC to the host.
    const ask = (id, method) => new Promise((resolve) => {
      const hear = (event) => {
        if (event.data && event.data.id !== id) return;
        window.removeEventListener('message', hear);
        resolve(event.data.result ?? { error: event.data.error && event.data.error.message });
      };
      window.addEventListener('message', hear);
      window.parent.postMessage({ jsonrpc: '2.0', id, method, params: {} }, '*');
    });
    const tools = await ask('probe-tools', 'tools/list');
    await report('tools', tools.tools ? tools.tools.map((tool) => tool.name) : tools);
    const prompts = await ask('probe-prompts', 'prompts/list');
    await report('prompts', prompts.prompts ? prompts.prompts.map((prompt) => prompt.name) : prompts);
  }
  if (scenario === 'link') {
    const opened = await app.openLink({ url: 'https://example.com/page' });
    await report('link', { isError: opened.isError === true });
  }
  if (scenario === 'reload' && window.name !== 'reloaded') {
    // window.name outlives a reload of the frame: the view reloads once.
    window.name = 'reloaded';
    location.reload();
  }
  if (scenario === 'message') {
    const sent = await app.sendMessage({ role: 'user', content: [{ type: 'text', text: 'Book the sunny day' }] });
    await report('message', { isError: sent.isError === true });
  }
  if (scenario === 'log') {
    await app.sendLog({ level: 'info', logger: 'probe', data: 'hello from the view' });
    await report('logged');
  }
  if (scenario === 'bad-link') {
    const opened = await app.openLink({ url: 'javascript:alert(1)' });
    await report('link', { isError: opened.isError === true });
  }
};
await app.connect();
const context = app.getHostContext();
await report('initialized', { theme: context.theme, displayMode: context.displayMode, locale: context.locale, availableDisplayModes: context.availableDisplayModes, containerDimensions: context.containerDimensions, styles: context.styles, toolInfo: context.toolInfo, deviceCapabilities: context.deviceCapabilities, safeAreaInsets: context.safeAreaInsets, userAgent: context.userAgent, hostCapabilities: app.getHostCapabilities() });
`;

export function probeViewHtml(): string {
  return [
    '<!doctype html><html><head><meta charset="utf-8"></head><body>',
    '<p>Probe view</p>',
    `<script type="module">${bundleAsGlobal(appBundle)}\n${viewScript}</script>`,
    '</body></html>',
  ].join('\n');
}

/** A view of its own: `script` runs as a module after the official `App` class is on `window.McpApps`. */
export function appViewHtml(script: string): string {
  return [
    '<!doctype html><html><head><meta charset="utf-8"></head><body>',
    '<p>App view</p>',
    `<script type="module">${bundleAsGlobal(appBundle)}\n${script}</script>`,
    '</body></html>',
  ].join('\n');
}
