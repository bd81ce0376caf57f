import { createToolSet, type ToolSet } from '../../src/index';
import type { KanbanBackend } from '../backend/createKanbanBackend';
import { createBoardTool } from './createBoardTool';
import { inventoryTool } from './inventoryTool';
import { salesTool } from './salesTool';
import { weatherTool } from './weatherTool';

/** The mock agent's tools, with argument schemas compiled once. */
export function createDemoTools(backend: KanbanBackend): ToolSet {
  return createToolSet([weatherTool, salesTool, createBoardTool(backend), inventoryTool]);
}
