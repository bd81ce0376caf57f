// Makes sure Debian's redis-server is present for the server and end-to-end tests, which start
// a real Redis rather than a mock (run by `npm test` and .ci/run).
import { ensureDebianBinary } from './ensureDebianBinary.mjs';

ensureDebianBinary({
  path: process.env.REDIS_SERVER_PATH || '/usr/bin/redis-server',
  pkg: 'redis-server',
  why: 'redis-server is needed for the server and end-to-end tests',
  override: 'REDIS_SERVER_PATH',
});
