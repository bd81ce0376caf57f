import { createToolSet, type ToolSet } from '../../src/agent';
import { createBoardTool, type BoardReader } from './createBoardTool';
import { deployTool } from './deployTool';
import { inventoryTool } from './inventoryTool';
import { salesTool } from './salesTool';
import { weatherTool } from './weatherTool';

/**
 * The demo agent's tools, with argument schemas compiled once. They run on the dev server, in the
 * chat route's `streamText` loop; `readBoard` reads the widget server's own store.
 */
export function createDemoTools(readBoard: BoardReader): ToolSet {
  return createToolSet([weatherTool, salesTool, createBoardTool(readBoard), inventoryTool, deployTool]);
}
