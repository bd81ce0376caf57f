export interface McpAppLinkPromptProps {
  url: string;
  onOpen: () => void;
  onCancel: () => void;
}

/**
 * The host's own button for a link the view asked to open. The host cannot see a click inside
 * the frame, so the person's click here is the gesture; nothing opens without it.
 */
export function McpAppLinkPrompt({ url, onOpen, onCancel }: McpAppLinkPromptProps) {
  const host = new URL(url).host;
  return (
    <div role="group" aria-label="Link requested by the app" data-slot="mcp-app-link">
      <p>The app wants to open a page on {host}.</p>
      <button type="button" data-slot="mcp-app-link-open" onClick={onOpen}>
        Open {host}
      </button>
      <button type="button" data-slot="mcp-app-link-cancel" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
