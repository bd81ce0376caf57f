export { ToolResult as Root, ToolResultContent as Content, ToolResultLabel as Label } from '../transcript/ToolResult';
export type { ToolResultContentProps as ContentProps, ToolResultPartProps as PartProps, ToolResultProps as RootProps } from '../transcript/ToolResult';
