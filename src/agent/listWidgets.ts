import type { AnyTool } from './Tool';

/** The widget ids declared by `tools`, in order, without repeats. */
export function listWidgets(tools: readonly Pick<AnyTool, 'widget'>[]): string[] {
  return [...new Set(tools.flatMap((tool) => (tool.widget ? [tool.widget] : [])))];
}
