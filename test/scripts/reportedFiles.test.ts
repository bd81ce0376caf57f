import { reportedFiles, unreported } from '../../scripts/test/reportedFiles.mjs';

const output = [
  ' \u001b[32m✓\u001b[39m \u001b[30m\u001b[42m unit \u001b[49m\u001b[39m test/core/a.test.ts \u001b[2m(\u001b[22m3 tests\u001b[2m)\u001b[22m 20ms',
  ' ❯  browser (chromium)  test/browser/b.test.tsx (2 tests | 1 failed) 900ms',
  '     ✓ a test inside it, not a file 3ms',
  ' ✓  storybook (chromium)  stories/C.stories.tsx (4 tests) 4000ms',
  ' ↓  unit-ext-apps-2  test/mcp-apps/d.test.ts (1 test | 1 skipped)',
].join('\n');

describe('reportedFiles', () => {
  it('reads each file line with its project and whether it passed', () => {
    expect([...reportedFiles(output).values()]).toEqual([
      { project: 'unit', file: 'test/core/a.test.ts', passed: true },
      { project: 'browser', file: 'test/browser/b.test.tsx', passed: false },
      { project: 'storybook', file: 'stories/C.stories.tsx', passed: true },
      { project: 'unit-ext-apps-2', file: 'test/mcp-apps/d.test.ts', passed: true },
    ]);
  });

  it('names the listed files that never reported, per project', () => {
    const listed = [
      { file: '/repo/test/core/a.test.ts', projectName: 'unit' },
      { file: '/repo/test/core/a.test.ts', projectName: 'unit-ext-apps-2' },
      { file: '/repo/test/browser/e.test.tsx', projectName: 'browser (chromium)' },
      { file: '/repo/stories/C.stories.tsx', projectName: 'storybook (chromium)' },
    ];
    expect(unreported(listed, reportedFiles(output), '/repo')).toEqual([
      { project: 'unit-ext-apps-2', file: 'test/core/a.test.ts' },
      { project: 'browser', file: 'test/browser/e.test.tsx' },
    ]);
  });
});
