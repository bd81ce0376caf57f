import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

// scripts/test.mjs run for real on test/fixtures/hangingRun, whose hangs.fixture.mjs blocks its
// worker as a dead browser tester does: the run must stop, name that file and run it again. The
// stall is 15 s: vitest prints nothing while it starts, which a loaded machine makes slow.
const fixture = resolve(import.meta.dirname, '../fixtures/hangingRun');
const script = resolve(import.meta.dirname, '../../scripts/test.mjs');

function runWatchdog(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [script, '--config', join(fixture, 'vitest.config.mjs')], {
      cwd: fixture,
      env: { ...process.env, CAMEO_TEST_STALL_MS: '15000', NO_COLOR: '1', ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => done({ code, output }));
  });
}

describe('npm test’s watchdog (scripts/test.mjs)', () => {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'cameo-watchdog-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('stops a run that hangs, names the file, and passes when that file passes alone', async () => {
    const { code, output } = await runWatchdog({ HANG_MARKER: join(dir, 'hung') });
    expect(output).toContain('no output for 15 s');
    expect(output).toMatch(/1 file\(s\) never reported:\n\s+hangs\.fixture\.mjs\n/);
    expect(output).not.toMatch(/never reported:[^[]*passes\.fixture/);
    expect(code).toBe(0);
  }, 240_000);

  it('fails when the file hangs again', async () => {
    const { code, output } = await runWatchdog({ HANG_MARKER: join(dir, 'hung'), FIXTURE_HANG_ALWAYS: '1' });
    expect(output).toContain('running again');
    expect(code).toBe(1);
  }, 240_000);

  it('still fails for a file that failed before the hang, without running it again', async () => {
    const { code, output } = await runWatchdog({ HANG_MARKER: join(dir, 'hung'), FIXTURE_FAIL: '1' });
    expect(output).toContain('had failed before the hang');
    expect(code).toBe(1);
  }, 240_000);

  it('leaves a run that does not hang alone', async () => {
    const { code, output } = await runWatchdog({});
    expect(output).not.toContain('[cameo test]');
    expect(code).toBe(0);
  }, 240_000);
});
