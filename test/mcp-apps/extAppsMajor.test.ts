// The MCP test files run twice: on the ext-apps devDependency (1.x) in the unit and browser
// projects, and on ext-apps 2 (the `ext-apps-2` npm alias) in the *-ext-apps-2 projects, which
// resolve `@modelcontextprotocol/ext-apps` to it (vite.config.ts). This proves which one a run used.
import { AppBridge } from '@modelcontextprotocol/ext-apps/app-bridge';
import { AppBridge as AppBridgeTwo } from 'ext-apps-2/app-bridge';

test('the ext-apps the code under test imports is the major this project runs on', () => {
  const onTwo = import.meta.env.CAMEO_EXT_APPS_MAJOR === '2';
  expect((AppBridge as unknown) === AppBridgeTwo).toBe(onTwo);
});
