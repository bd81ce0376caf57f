// @vitest-environment node
import { resolve } from 'node:path';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: resolve(import.meta.dirname, '../..') });

async function messages(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(import.meta.dirname, '../..', filePath) });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-syntax').map((message) => message.message);
}

const markup = `export const A = () => <div dangerouslySetInnerHTML={{ __html: '' }} />;
export function b(element: HTMLElement) { element.innerHTML = ''; element.insertAdjacentHTML('beforeend', ''); }\n`;
const srcdoc = `export const F = () => <iframe title="t" srcDoc="" />;
export function g(frame: HTMLIFrameElement) { frame.srcdoc = ''; frame.setAttribute('srcdoc', ''); }\n`;

describe('lint rules for untrusted markup', () => {
  it.each(['src/components/Any.tsx', 'stories/Any.stories.tsx', 'test/browser/any.test.tsx', 'src/primitives/widget/HtmlFrame.tsx'])(
    'forbid raw markup in %s',
    async (file) => {
      expect(await messages(markup, file)).toHaveLength(3);
    },
    30_000,
  );

  it('allow srcdoc only in the sandboxed frame', async () => {
    expect(await messages(srcdoc, 'src/components/Any.tsx')).toHaveLength(3);
    expect(await messages(srcdoc, 'stories/Any.stories.tsx')).toHaveLength(3);
    expect(await messages(srcdoc, 'src/primitives/widget/HtmlFrame.tsx')).toEqual([]);
  }, 30_000);
});
