// As test/mcp-apps/extAppsMajor.test.ts, in Chromium: the bridge and the probe view's App bundle
// are ext-apps 2 in the browser-ext-apps-2 project, and the 1.x devDependency in `browser`.
import { AppBridge } from '@modelcontextprotocol/ext-apps/app-bridge';
import { AppBridge as AppBridgeTwo } from 'ext-apps-2/app-bridge';
import viewBundle from '../../node_modules/@modelcontextprotocol/ext-apps/dist/src/app-with-deps.js?raw';
import viewBundleTwo from '../../node_modules/ext-apps-2/dist/src/app-with-deps.js?raw';

test('the bridge and the view bundle are the major this project runs on', () => {
  const onTwo = import.meta.env.CAMEO_EXT_APPS_MAJOR === '2';
  expect((AppBridge as unknown) === AppBridgeTwo).toBe(onTwo);
  expect(viewBundle === viewBundleTwo).toBe(onTwo);
});
