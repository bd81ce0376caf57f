import { expect, test } from 'vitest';
import { withCspMeta } from '../../../src/mcp-apps/sandbox/withCspMeta';

const meta = '<meta http-equiv="Content-Security-Policy" content="default-src \'none\'">';

test('puts the policy before anything of the view, after a leading doctype', () => {
  expect(withCspMeta('<!DOCTYPE html><html><head><script>x()</script>', "default-src 'none'")).toBe(
    `<!DOCTYPE html>${meta}<html><head><script>x()</script>`,
  );
  expect(withCspMeta('<script>x()</script><p>hi</p>', "default-src 'none'")).toBe(`${meta}<script>x()</script><p>hi</p>`);
  expect(withCspMeta('\uFEFF  <!doctype html >\n<p>', "default-src 'none'")).toBe(`\uFEFF  <!doctype html >${meta}\n<p>`);
});

test('a doctype-like text later in the view is not skipped to', () => {
  expect(withCspMeta('<script>x()</script><!DOCTYPE html>', "default-src 'none'")).toBe(`${meta}<script>x()</script><!DOCTYPE html>`);
  expect(withCspMeta('<!-- c --><!DOCTYPE html><script>x()</script>', "default-src 'none'")).toBe(
    `${meta}<!-- c --><!DOCTYPE html><script>x()</script>`,
  );
});

test('the policy cannot close the attribute', () => {
  expect(withCspMeta('', 'a" onload="x<>&')).toBe('<meta http-equiv="Content-Security-Policy" content="a&quot; onload=&quot;x&lt;&gt;&amp;">');
});

test('the browser applies it as the document’s first element of head', () => {
  const parsed = new DOMParser().parseFromString(withCspMeta('<!doctype html><html lang="en"><head><title>v</title></head><body><script>x()</script>', "default-src 'none'"), 'text/html');
  expect(parsed.head.firstElementChild?.getAttribute('http-equiv')).toBe('Content-Security-Policy');
  expect(parsed.head.querySelector('title')?.textContent).toBe('v');
  expect(parsed.documentElement.lang).toBe('en');
  expect(parsed.compatMode).toBe('CSS1Compat');
});
