// Makes sure a Chromium binary is present for the browser tests (run by `npm test` and .ci/run).
import { ensureDebianBinary } from './ensureDebianBinary.mjs';

ensureDebianBinary({
  path: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  pkg: 'chromium',
  why: 'Chromium is needed for the browser tests',
  override: 'CHROMIUM_PATH',
});
