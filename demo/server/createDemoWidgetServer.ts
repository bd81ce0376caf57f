import type { ServerWidget } from '../../src/core';
import { createWidgetServer, type WidgetServer, type WidgetServerOptions } from '../../src/server';
import type { KanbanStore } from '../backend/KanbanStore';
import { createBoardTool } from '../tools/createBoardTool';
import { createKanbanServerWidget } from './createKanbanServerWidget';

export interface DemoWidgetServerOptions extends Omit<WidgetServerOptions, 'widgets' | 'tools'> {
  /** Artificial latency of board actions, in ms, so pending states show. */
  actionDelayMs?: number;
  /**
   * Where the board lives. Default in this process; for several instances, a shared store
   * (`createRedisKanbanStore`) together with a shared `broadcaster` (`createRedisBroadcaster`).
   */
  store?: KanbanStore;
  /** Served beside the board but not listed (no tool declares them), e.g. the poll's live state. */
  moreWidgets?: readonly ServerWidget<unknown>[];
}

/**
 * The demo's widget server: the team board, listed from the tool that declares it (the same
 * tool the chat's agent runs). The sales chart stays client-side, so its tool is not
 * passed here: the server would refuse a tool naming a widget it does not serve.
 */
export function createDemoWidgetServer({ actionDelayMs, store, moreWidgets = [], ...options }: DemoWidgetServerOptions = {}): WidgetServer {
  const board = createKanbanServerWidget({ actionDelayMs, store });
  const readBoard = async () => board.render({ widget: board.id, signal: new AbortController().signal });
  return createWidgetServer({ ...options, widgets: [board, ...moreWidgets], tools: [createBoardTool(readBoard)] });
}
