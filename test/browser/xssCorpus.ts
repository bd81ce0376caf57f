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
