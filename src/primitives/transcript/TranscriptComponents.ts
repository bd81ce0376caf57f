import type { ComponentType } from 'react';
import type { MarkdownComponentProps } from './MarkdownContext';
import type {
  AssistantMessageEntry,
  ErrorEntry,
  TextContent,
  ToolCallEntry,
  ToolResultEntry,
  UserMessageEntry,
  WidgetLauncherContent,
} from '../../core';

/** The parts a transcript row can be drawn with; replace any of them to restyle or rebuild it. */
export interface TranscriptComponents {
  Message: ComponentType<{ entry: UserMessageEntry | AssistantMessageEntry }>;
  ToolCall: ComponentType<{ entry: ToolCallEntry }>;
  ToolResult: ComponentType<{ entry: ToolResultEntry }>;
  Note: ComponentType<{ note: TextContent; toolCallId: string }>;
  Launcher: ComponentType<{ launcher: WidgetLauncherContent; launcherKey: string; toolCallId: string }>;
  EntryError: ComponentType<{ entry: ErrorEntry }>;
  /** Draws an assistant message's text; the kit's markdown renderer when left out. */
  Markdown?: ComponentType<MarkdownComponentProps>;
}
