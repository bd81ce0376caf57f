export { ToolCall as Root, ToolCallArgs as Args, ToolCallLabel as Label, ToolCallName as Name } from '../transcript/ToolCall';
export type { ToolCallProps as RootProps, ToolCallPartProps as PartProps } from '../transcript/ToolCall';
