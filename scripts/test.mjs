// `npm test`: vitest run, with a watchdog for one known failure of vitest's browser mode. When a
// tester page dies or its iframe never loads, the run waits for ever with no output
// (vitest-dev/vitest#10791, #11243): CI once sat silent for 75 minutes after the last file.
// If nothing is printed for STALL_MS, the run is stopped, the files that never reported are
// named, and those files alone run once more. A file that reported a failure is never run again,
// so a real failure still fails; a file that hangs twice fails too.
import { spawn, spawnSync } from 'node:child_process';
import { reportedFiles, unreported } from './test/reportedFiles.mjs';

const STALL_MS = Number(process.env.CAMEO_TEST_STALL_MS ?? 8 * 60_000);
const root = process.cwd();
const args = process.argv.slice(2);

function run(vitestArgs) {
  return new Promise((resolve) => {
    // Its own process group, so a stop takes Chromium and the workers with it.
    const child = spawn('npx', ['vitest', 'run', ...vitestArgs], { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let output = '';
    let stalled = false;
    let timer;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        stalled = true;
        console.error(`\n[cameo test] no output for ${STALL_MS / 1000} s: stopping the run (vitest browser mode hang).`);
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // Already gone.
        }
      }, STALL_MS);
    };
    const forward = (stream, to) =>
      stream.on('data', (chunk) => {
        output += chunk;
        to.write(chunk);
        arm();
      });
    forward(child.stdout, process.stdout);
    forward(child.stderr, process.stderr);
    arm();
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code: code ?? 1, output, stalled });
    });
  });
}

const first = await run(args);
if (!first.stalled) process.exit(first.code);

const reported = reportedFiles(first.output);
const failedBefore = [...reported.values()].filter((file) => !file.passed);
const listing = spawnSync('npx', ['vitest', 'list', '--filesOnly', '--json', ...args], { encoding: 'utf8', maxBuffer: 64 << 20 });
let listed = [];
try {
  listed = JSON.parse(listing.stdout.slice(listing.stdout.indexOf('[')));
} catch {
  console.error('[cameo test] could not list the test files to find the one that hung.');
  process.exit(1);
}
const missing = unreported(listed, reported, root);
console.error(`[cameo test] ${missing.length} file(s) never reported:\n${missing.map(({ project, file }) => `  ${project}  ${file}`).join('\n')}`);
let code = failedBefore.length > 0 ? 1 : 0;
if (failedBefore.length > 0) console.error(`[cameo test] and ${failedBefore.length} file(s) had failed before the hang.`);
for (const project of new Set(missing.map((file) => file.project))) {
  const files = missing.filter((file) => file.project === project).map((file) => file.file);
  console.error(`\n[cameo test] running again in ${project}: ${files.join(' ')}`);
  const again = await run([...args.filter((arg) => !arg.startsWith('test/') && !arg.startsWith('stories/')), ...(project ? ['--project', project] : []), ...files]);
  if (again.code !== 0 || again.stalled) code = 1;
}
process.exit(code);
