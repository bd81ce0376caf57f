import type { ComponentType } from 'react';
import type { MarkdownComponentProps } from './MarkdownContext';
import type {
  AssistantMessageEntry,
  ErrorEntry,
  ReasoningEntry,
  TextContent,
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
  /**
   * A tool call, the one part for it: the call with its status, arguments, result, decision,
   * notes and launchers (`group`). A result with no call before it is a card too, without a call.
   * Rebuild it from `ToolCardPrimitive` to change how any of these look.
   */
  ToolCard: ComponentType<{ group: ToolCardGroup }>;
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
