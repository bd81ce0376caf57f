// `npm run load`: bounded load tests of the reference widget server (`cameo-ui/server`) on
// loopback, against src/server bundled with esbuild and run in child processes with --expose-gc.
//
//   npm run load                  two instances sharing a real redis-server (issue 8): see
//                                 scripts/load/multi.mjs for --subscribers --rate --duration --timeout
//   npm run load -- --single      one instance, in-process broadcasts (issue 7): see
//                                 scripts/load/single.mjs for --subscribers --actions --concurrency --timeout
//   npm run load -- --fault stall two instances through a Redis fault (issue 16): stall, kill or
//                                 kill-aof; see scripts/load/fault.mjs for --seconds --on --subscribers --rate
//
// Exit code 0 when every check passes, 1 when one fails, 2 when the run itself cannot finish.
const args = process.argv.slice(2);
if (args.some((arg) => arg === '--fault' || arg.startsWith('--fault='))) {
  const { driveFault } = await import('./load/fault.mjs');
  await driveFault(args);
} else if (args.includes('--single')) {
  const { driveSingle } = await import('./load/single.mjs');
  await driveSingle(args);
} else {
  const { driveMulti } = await import('./load/multi.mjs');
  await driveMulti(args);
}
