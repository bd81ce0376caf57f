/** The inner view frame's `sandbox` when the host asks for none: scripts, and forms a script handles. */
export const DEFAULT_VIEW_SANDBOX = 'allow-scripts allow-forms';

/**
 * The inner view frame's `sandbox` attribute from the one the host sent in
 * `ui/notifications/sandbox-resource-ready` (`undefined`: {@link DEFAULT_VIEW_SANDBOX}).
 *
 * Only tokens that keep the view in its opaque origin and inside its frame survive:
 * `allow-same-origin` would give the view the proxy's origin (its storage, and a script reach into
 * the proxy that relays to the host), `allow-top-navigation*` would let it navigate the host page,
 * `allow-popups-to-escape-sandbox` and `allow-storage-access-by-user-activation` would lift the
 * sandbox from what it opens or stores. Those and unknown tokens are dropped; an empty result is
 * a frame with every restriction.
 *
 * Self-contained on purpose: the sandbox proxy page embeds this function's source.
 */
export function viewSandboxAttribute(requested: unknown): string {
  const kept = [
    'allow-scripts',
    'allow-forms',
    'allow-modals',
    'allow-popups',
    'allow-downloads',
    'allow-pointer-lock',
    'allow-presentation',
    'allow-orientation-lock',
  ];
  const value = requested === undefined ? 'allow-scripts allow-forms' : typeof requested === 'string' ? requested : '';
  const tokens: string[] = [];
  for (const token of value.toLowerCase().split(/\s+/)) {
    if (kept.includes(token) && !tokens.includes(token)) tokens.push(token);
  }
  return tokens.join(' ');
}
