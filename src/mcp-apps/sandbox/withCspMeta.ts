/**
 * The view's HTML with its policy in a `<meta http-equiv="Content-Security-Policy">` that comes
 * before anything of the view's own: right after a leading doctype, else at the very start. The
 * parser then opens `<head>` for the meta, the view's own `<html>`/`<head>` tags merge into it,
 * and no script, style or `<base>` of the view is parsed before the policy applies. A policy, once
 * applied, stays even if the view removes the element. Only a leading doctype is skipped (so the
 * view keeps standards mode); comments or text before it simply come after the meta.
 *
 * `first`, when given, is markup placed right after the meta, still before anything of the view's
 * (the proxy's bootstrap, bindViewDocument).
 *
 * Self-contained on purpose: the sandbox proxy page embeds this function's source.
 */
export function withCspMeta(html: string, policy: string, first?: string): string {
  const escaped = policy.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escaped}">`;
  const doctype = /^\uFEFF?\s*<!doctype\s[^>]*>/i.exec(html);
  const split = doctype ? doctype[0].length : 0;
  return html.slice(0, split) + meta + (first === undefined ? '' : first) + html.slice(split);
}
