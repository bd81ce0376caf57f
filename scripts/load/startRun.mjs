import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * What every load run sets up first: a scratch folder for the bundled server, the list of server
 * processes to kill on exit (so a failed run never leaves one listening), and a deadline after
 * which the run gives up with exit code 2 rather than hang a terminal or CI.
 */
export function startRun(timeoutMs) {
  const outDir = mkdtempSync(join(tmpdir(), 'cameo-load-'));
  const servers = [];
  process.on('exit', () => {
    for (const server of servers) server.kill();
    rmSync(outDir, { recursive: true, force: true });
  });
  setTimeout(() => {
    console.error(`load: did not finish within ${timeoutMs / 1000} s; giving up.`);
    process.exit(2);
  }, timeoutMs).unref();
  return { outDir, servers };
}
