/**
 * Classic XSS payloads. Each one, if it ever ran as script in the page, would call `__xss` (on
 * the test's window, or on `top`) with its own id. Some only bite in a particular context (an
 * attribute, a URL, a template engine), which is why every text path gets every one.
 */
export const xssCorpus: readonly string[] = [
  `<script>__xss('script')</script>`,
  `<img src=x onerror="__xss('img')">`,
  `<svg onload="__xss('svg')">`,
  `<svg><script>__xss('svg-script')</script></svg>`,
  `"><script>__xss('attr-break')</script>`,
  `'><img src=x onerror=__xss('single-quote')>`,
  `</textarea><script>__xss('textarea')</script>`,
  `</title><script>top.__xss('title')</script>`,
  `<iframe src="javascript:parent.__xss('iframe-js')"></iframe>`,
  `<iframe srcdoc="<script>parent.__xss('srcdoc')</script>"></iframe>`,
  `javascript:__xss('js-url')`,
  `JaVaScRiPt:top.__xss('js-url-case')`,
  `<a href="javascript:__xss('link')">click me</a>`,
  `<a href="jav&#x09;ascript:__xss('tab-entity')">tab</a>`,
  `<body onload=__xss('body')>`,
  `<details open ontoggle=__xss('details')>`,
  `<input autofocus onfocus=__xss('autofocus')>`,
  `<object data="javascript:__xss('object')"></object>`,
  `<embed src="javascript:__xss('embed')">`,
  `<math><mtext><table><mglyph><style><img src=x onerror=__xss('mxss')>`,
  `<noscript><p title="</noscript><img src=x onerror=__xss('noscript')>">`,
  `{{constructor.constructor('__xss("angular")')()}}`,
  '${__xss(\'template-literal\')}',
  String.raw`\u003cscript\u003e__xss('unicode-escaped')\u003c/script\u003e`,
  `&lt;script&gt;__xss('entity')&lt;/script&gt;`,
  `%3Cscript%3E__xss('percent')%3C%2Fscript%3E`,
  `＜script＞__xss('fullwidth')＜/script＞`,
  `<scr<script>ipt>__xss('nested')</scr</script>ipt>`,
  `<img src="x" onerror="&#95;&#95;xss('entity-attr')">`,
  `<div style="background:url(javascript:__xss('css-url'))">css</div>`,
  `data:text/html,<script>parent.__xss('data-url')</script>`,
  `<meta http-equiv="refresh" content="0;url=javascript:__xss('meta')">`,
  `<form><button formaction="javascript:__xss('formaction')">go</button></form>`,
  `\u2028\u0000<script>__xss('line-separator')</script>`,
];

type Spy = (id: string) => void;

/**
 * Puts the spy where payloads look for it: this window and, when reachable, `top` (the test
 * runner's page). Returns the cleanup that takes it away again.
 */
export function installXssSpy(spy: Spy): () => void {
  const targets: Array<{ __xss?: Spy }> = [window as { __xss?: Spy }];
  try {
    if (window.top && window.top !== window) targets.push(window.top as unknown as { __xss?: Spy });
  } catch {
    // A cross-origin top cannot be reached by payloads either.
  }
  for (const target of targets) target.__xss = spy;
  return () => {
    for (const target of targets) delete target.__xss;
  };
}

const urlAttributes = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'background', 'poster']);

/** Elements or attributes that only markup from data could have made: handlers, script URLs. */
export function injectedMarkup(root: ParentNode): string[] {
  const found: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      if (/^on/i.test(attribute.name)) found.push(`${element.tagName} ${attribute.name}`);
      if (urlAttributes.has(attribute.name) && /^\s*(javascript|data|vbscript):/i.test(attribute.value)) {
        found.push(`${element.tagName} ${attribute.name}=${attribute.value}`);
      }
    }
  }
  for (const element of root.querySelectorAll('script, object, embed, svg, math, meta, form, input, img, iframe:not([data-slot="html-frame"])')) {
    found.push(element.tagName);
  }
  return found;
}

/** Lets queued load/error events and tasks run, so a payload that would fire late has fired. */
export async function settle(): Promise<void> {
  // A broken image of our own: payload images with the same bad src fail in the same way.
  await new Promise<void>((resolve) => {
    const probe = new Image();
    probe.addEventListener('error', () => resolve(), { once: true });
    probe.addEventListener('load', () => resolve(), { once: true });
    probe.src = 'x';
  });
  for (let frame = 0; frame < 3; frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
}

/**
 * Markdown payloads: each would run `__xss` if the renderer passed HTML through, followed a
 * script URL, or loaded an image with a handler. `text` is what must still show as text.
 */
export const markdownXssCorpus: ReadonlyArray<{ id: string; source: string; text: string }> = [
  { id: 'js-link', source: `[js link](javascript:__xss('md-js-link'))`, text: 'js link' },
  { id: 'js-link-case', source: `[case link](JaVaScRiPt:__xss('md-js-case'))`, text: 'case link' },
  { id: 'data-link', source: `[data link](data:text/html,<script>parent.__xss('md-data')</script>)`, text: 'data link' },
  { id: 'vbscript-link', source: `[vb link](vbscript:__xss('md-vb'))`, text: 'vb link' },
  { id: 'reference-link', source: `[ref link][evil]\n\n[evil]: javascript:__xss('md-ref')`, text: 'ref link' },
  { id: 'autolink', source: `<javascript:__xss('md-autolink')>`, text: `javascript:__xss('md-autolink')` },
  { id: 'entity-link', source: `[entity link](&#106;avascript:__xss('md-entity'))`, text: 'entity link' },
  { id: 'hex-entity-link', source: `[hex link](&#x6A;avascript&#x3A;__xss('md-hex'))`, text: 'hex link' },
  { id: 'tab-link', source: `[tab link](java\tscript:__xss('md-tab'))`, text: 'tab link' },
  { id: 'html-block', source: `<div onmouseover="__xss('md-html-block')">html block</div>`, text: `<div onmouseover="__xss('md-html-block')">html block</div>` },
  { id: 'script-block', source: `<script>__xss('md-script')</script>`, text: `<script>__xss('md-script')</script>` },
  { id: 'inline-html', source: `inline <img src=x onerror="__xss('md-inline-img')"> here`, text: `<img src=x onerror="__xss('md-inline-img')">` },
  { id: 'image-onerror', source: `![x" onerror="__xss('md-img-alt')](x)`, text: `x" onerror="__xss('md-img-alt')` },
  { id: 'image-js', source: `![pic](javascript:__xss('md-img-js'))`, text: 'pic' },
  { id: 'nested-brackets', source: `[[inner](javascript:__xss('md-nested'))](https://example.com)`, text: 'inner' },
  { id: 'link-title', source: `[titled](https://example.com "x\\" onmouseover=\\"__xss('md-title')")`, text: 'titled' },
  { id: 'code-html', source: "```html\n<img src=x onerror=__xss('md-code')>\n```", text: `<img src=x onerror=__xss('md-code')>` },
  { id: 'svg-block', source: `<svg onload="__xss('md-svg')"></svg>`, text: `<svg onload="__xss('md-svg')"></svg>` },
];
