/**
 * The script that runs in an HTML widget's frame before the markup. Everything it relies on is
 * captured before the markup runs, because the markup shares its window and may replace any
 * global or prototype method afterwards (`parent` is replaceable, `JSON.stringify` writable).
 *
 * The token is the per-frame secret: it sits in this script's text, the script element removes
 * itself before the markup is parsed, and the value lives on only in this closure. Messages are
 * built as object literals (defining properties, so no setter on Object.prototype sees the
 * token) and posted to the parent captured here. A document that replaces this one (a reload,
 * a data: or blob: URL, a meta refresh) never has the token: a reload of the same srcdoc does
 * have its text, so a document that was not reached by a plain navigation disarms itself.
 *
 * It posts to `parent` with '*' because the frame cannot name the parent's origin (its own is
 * opaque and it is given none). The host never posts back.
 */
export function frameBootstrap(token: string, safeHrefSource: string): string {
  return `(function () {
  var token = '${token}';
  var script = document.currentScript;
  if (script) script.remove();
  var navigation = performance.getEntriesByType('navigation')[0];
  if (navigation && navigation.type !== 'navigate') token = null;
  var target = window.parent;
  var apply = Reflect.apply;
  var stringify = JSON.stringify;
  var parse = JSON.parse;
  var frame = window.requestAnimationFrame.bind(window);
  var later = window.setTimeout.bind(window);
  var safeHref = ${safeHrefSource};
  var post = function (message) { if (token !== null) target.postMessage(message, '*'); };

  // No WebRTC: STUN and TURN reach any host and port, and no CSP directive Chromium knows covers
  // them. Non-configurable, so the markup cannot put them back.
  ['RTCPeerConnection', 'webkitRTCPeerConnection', 'RTCDataChannel', 'RTCIceTransport', 'RTCSctpTransport'].forEach(function (name) {
    try { Object.defineProperty(window, name, { value: undefined, writable: false, configurable: false }); } catch (error) {}
  });

  // No nested frame: a srcdoc child runs scripts in a fresh realm, with its own WebRTC. Each
  // one is removed as it is inserted, before its document commits; open shadow roots and those
  // made by attachShadow are watched too. (A closed declarative shadow root, made by the parser,
  // cannot be reached: see docs/security.md.)
  // The parser attaches a declarative root to a host already in the document, without
  // attachShadow and without a record this observer sees, so a host seen without a root while the
  // document is parsed is looked at again: at every callback, at every task until parsing ends
  // (a parser yield runs no callback when everything since went into that root), and once more,
  // synchronously, when parsing ends (readystatechange fires before the parser's task ends).
  var matches = Element.prototype.matches;
  var findAll = Element.prototype.querySelectorAll;
  var remove = Element.prototype.remove;
  var attachShadow = Element.prototype.attachShadow;
  var shadowRootOf = Object.getOwnPropertyDescriptor(Element.prototype, 'shadowRoot').get;
  var findAllIn = DocumentFragment.prototype.querySelectorAll;
  var addedNodesOf = Object.getOwnPropertyDescriptor(MutationRecord.prototype, 'addedNodes').get;
  var lengthOf = Object.getOwnPropertyDescriptor(NodeList.prototype, 'length').get;
  var frames = 'iframe, frame, object, embed, fencedframe';
  var watch;
  var sweepRoot = function (root) {
    watch(root);
    var found = apply(findAllIn, root, [frames]);
    for (var i = apply(lengthOf, found, []) - 1; i >= 0; i -= 1) apply(remove, found[i], []);
    var all = apply(findAllIn, root, ['*']);
    for (var j = 0; j < apply(lengthOf, all, []); j += 1) sweepShadow(all[j]);
  };
  var define = Object.defineProperty;
  var parsing = document.readyState === 'loading';
  var hosts = [];
  var sweepShadow = function (element) {
    var root = apply(shadowRootOf, element, []);
    if (root) sweepRoot(root);
    // Defined, not assigned: an index setter the markup put on Array.prototype never sees it.
    else if (parsing) define(hosts, hosts.length, { value: element, writable: true, enumerable: true, configurable: true });
  };
  var sweepHosts = function () {
    var waiting = hosts;
    hosts = [];
    for (var h = 0; h < waiting.length; h += 1) sweepShadow(waiting[h]);
  };
  var sweep = function (node) {
    try {
      if (apply(matches, node, [frames])) { apply(remove, node, []); return; }
      var found = apply(findAll, node, [frames]);
      for (var i = apply(lengthOf, found, []) - 1; i >= 0; i -= 1) apply(remove, found[i], []);
      sweepShadow(node);
      var all = apply(findAll, node, ['*']);
      for (var j = 0; j < apply(lengthOf, all, []); j += 1) sweepShadow(all[j]);
    } catch (error) {} // not an element
  };
  var nestedFrames = new MutationObserver(function (records) {
    for (var r = 0; r < records.length; r += 1) {
      var added = apply(addedNodesOf, records[r], []);
      for (var n = 0; n < apply(lengthOf, added, []); n += 1) sweep(added[n]);
    }
    sweepHosts();
  });
  var observe = nestedFrames.observe;
  var takeRecords = nestedFrames.takeRecords;
  watch = function (root) { apply(observe, nestedFrames, [root, { childList: true, subtree: true }]); };
  watch(document);
  var readyStateOf = Object.getOwnPropertyDescriptor(Document.prototype, 'readyState').get;
  var ticks = new MessageChannel();
  var tick = ticks.port2.postMessage.bind(ticks.port2);
  ticks.port1.onmessage = function () { if (parsing) { sweepHosts(); tick(null); } };
  if (parsing) tick(null);
  window.addEventListener('readystatechange', function () {
    if (!parsing || apply(readyStateOf, document, []) === 'loading') return;
    var records = apply(takeRecords, nestedFrames, []);
    for (var r = 0; r < records.length; r += 1) {
      var added = apply(addedNodesOf, records[r], []);
      for (var n = 0; n < apply(lengthOf, added, []); n += 1) sweep(added[n]);
    }
    parsing = false;
    sweepHosts();
  }, true);
  Object.defineProperty(Element.prototype, 'attachShadow', {
    value: function (init) { var root = apply(attachShadow, this, [init]); watch(root); return root; },
    writable: false,
    configurable: false,
  });

  // One action per gesture: a trusted click, or a key press that is not a repeat, arms the next
  // dispatch, and only while the browser still counts the activation as current. Arming on each
  // event of a click (pointerdown, mousedown, pointerup) or on each repeat of a held key would
  // allow one per event. These listeners are the window's first, in the capture phase, so a
  // dispatch in the markup's own click or keydown handler is already armed.
  // A key press that activates a button clicks it (Enter on keydown, Space after keyup, and a held
  // Enter clicks again with each repeat): those clicks belong to the press, which already armed.
  // So a click arms only when no key is down, counting a key as down until the task after its
  // keyup (the Space click runs inside keyup's default action). A pointer press or losing focus
  // ends a key whose keyup the frame never saw.
  var activation = navigator.userActivation;
  var activeDescriptor = activation && Object.getOwnPropertyDescriptor(Object.getPrototypeOf(activation), 'isActive');
  var isActive = function () { return activeDescriptor ? apply(activeDescriptor.get, activation, []) === true : true; };
  var armed = false;
  var keyDown = false;
  var keyReleases = 0;
  // Read through the getters captured here: the markup may redefine them on the prototypes.
  // (isTrusted is an own, unforgeable property of each event.)
  var repeatOf = Object.getOwnPropertyDescriptor(KeyboardEvent.prototype, 'repeat').get;
  var targetOf = Object.getOwnPropertyDescriptor(Event.prototype, 'target').get;
  var listen = function (type, listener) { window.addEventListener(type, function (event) { if (event.isTrusted) listener(event); }, true); };
  listen('keydown', function (event) {
    keyDown = true;
    keyReleases += 1;
    if (apply(repeatOf, event, []) !== true) armed = true;
  });
  listen('keyup', function () {
    var release = keyReleases;
    later(function () { if (release === keyReleases) keyDown = false; }, 0);
  });
  listen('click', function () { if (!keyDown) armed = true; });
  listen('pointerdown', function () { keyDown = false; });
  listen('blur', function (event) { if (apply(targetOf, event, []) === window) keyDown = false; });

  // Dispatches refused here are counted, and the count is reported at most every 100 ms.
  var dropped = 0;
  var reportDropped = function () { post({ type: 'cameo:dropped', token: token, count: dropped }); dropped = 0; };

  var last = -1;
  var pending = false;
  // The document's own box, or the bottom of the body's content when the markup pins html and
  // body to the viewport (height: 100%), which would otherwise report the frame's own height.
  var measure = function () {
    var height = document.documentElement.getBoundingClientRect().height;
    var body = document.body;
    if (body) {
      var margin = parseFloat(getComputedStyle(body).marginBottom) || 0;
      for (var child = body.firstElementChild; child; child = child.nextElementSibling) {
        height = Math.max(height, child.getBoundingClientRect().bottom + window.scrollY + margin);
      }
    }
    return Math.ceil(height);
  };
  // At most one size report per animation frame, however often the content changes.
  var report = function () {
    if (pending) return;
    pending = true;
    frame(function () {
      pending = false;
      var height = measure();
      if (height !== last) { last = height; post({ type: 'cameo:resize', token: token, height: height }); }
    });
  };
  var sizes = new ResizeObserver(report);
  sizes.observe(document.documentElement);
  document.addEventListener('DOMContentLoaded', function () {
    sizes.observe(document.body);
    for (var child = document.body.firstElementChild; child; child = child.nextElementSibling) sizes.observe(child);
    report();
  });
  window.cameo = Object.freeze({
    dispatch: function (action, args) {
      var allowed = armed && isActive();
      armed = false;
      if (!allowed) {
        if (dropped === 0) later(reportDropped, 100);
        dropped += 1;
        return;
      }
      // Through JSON, so what reaches the host is what a backend could have sent: no Dates,
      // Maps or Blobs that the structured clone would carry and a handler would not expect.
      var json = stringify(args === undefined ? null : args);
      post({ type: 'cameo:dispatch', token: token, action: String(action), args: json === undefined ? null : parse(json) });
    }
  });
  // No link navigates the frame: a page loaded in its place would run without this document's
  // policy. The frame's only way out is cameo.dispatch. (safeHref stays here so widget scripts
  // can check a URL before dispatching it.)
  window.cameoSafeHref = safeHref;
  document.addEventListener('click', function (event) {
    var link = event.target && event.target.closest ? event.target.closest('a, area') : null;
    if (link) event.preventDefault();
  }, true);
})();`;
}
