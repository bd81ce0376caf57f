import type { ComponentType } from 'react';
import type { MarkdownComponentProps } from './MarkdownContext';
import type {
  AssistantMessageEntry,
  ErrorEntry,
  ReasoningEntry,
  TextContent,
  ToolCallEntry,
  ToolResultEntry,
  UserMessageEntry,
  WidgetLauncherContent,
} from '../../core';
import type { ToolCardGroup } from '../toolCard/groupToolCards';

/** The parts a transcript row can be drawn with; replace any of them to restyle or rebuild it. */
export interface TranscriptComponents {
  Message: ComponentType<{ entry: UserMessageEntry | AssistantMessageEntry }>;
  /**
   * The model's reasoning, collapsed behind "Thinking". Optional so sets of parts written before
   * it keep compiling: the headless `Reasoning` draws it when left out.
   */
  Reasoning?: ComponentType<{ entry: ReasoningEntry }>;
  /** One card per tool call: the call with its result, decision, notes and launchers. */
  ToolCard: ComponentType<{ group: ToolCardGroup }>;
  /** A call's arguments: inside its card when replaced (the card's own `Args` otherwise), or on its own. */
  ToolCall: ComponentType<{ entry: ToolCallEntry }>;
  /** A call's result inside its card when replaced, and a result with no call before it. */
  ToolResult: ComponentType<{ entry: ToolResultEntry }>;
  Note: ComponentType<{ note: TextContent; toolCallId: string }>;
  Launcher: ComponentType<{ launcher: WidgetLauncherContent; launcherKey: string; toolCallId: string }>;
  EntryError: ComponentType<{ entry: ErrorEntry }>;
  /**
   * The avatar and name above an assistant turn that opens with reasoning, a card or a note
   * (a turn that opens with a message has them in the message). The headless `TurnHeader` when
   * left out.
   */
  TurnHeader?: ComponentType;
  /** Draws an assistant message's text; the kit's markdown renderer when left out. */
  Markdown?: ComponentType<MarkdownComponentProps>;
}
