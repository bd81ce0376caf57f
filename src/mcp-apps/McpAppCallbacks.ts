import type { McpUiMessageRequest, McpUiUpdateModelContextRequest } from '@modelcontextprotocol/ext-apps/app-bridge';

/** Where a view's message or context update came from: the widget and the tool call it shows. */
export interface McpAppScope {
  widget: string;
  toolName: string;
  /** The tool call the view belongs to, when the launcher data names it. */
  toolCallId?: string;
}

/** The app's answers to what a view asks that only the app can decide. */
export interface McpAppCallbacks {
  /**
   * A `ui/message` from the view: the app decides whether it becomes a user turn. Absent: the
   * host does not declare the `message` capability and the request is refused.
   */
  onMessage?: (message: McpUiMessageRequest['params'], scope: McpAppScope) => void | Promise<void>;
  /** A `ui/update-model-context`: what the view wants the model to know on the next turn. */
  onModelContext?: (context: McpUiUpdateModelContextRequest['params'], scope: McpAppScope) => void | Promise<void>;
}
