import type { McpAppDownloadItem } from './readMcpAppDownload';

export interface McpAppDownloadPromptProps {
  items: readonly McpAppDownloadItem[];
  onDownload: () => void;
  onCancel: () => void;
}

/**
 * The host's own button for files the view asked to download (`ui/download-file`): the sandbox
 * blocks downloads, and nothing reaches the person's disk without their click here.
 */
export function McpAppDownloadPrompt({ items, onDownload, onCancel }: McpAppDownloadPromptProps) {
  const what = items.length === 1 ? items[0]!.name : `${items.length} files`;
  return (
    <div role="group" aria-label="Download requested by the app" data-slot="mcp-app-download">
      <p>
        The app wants to download {what}
        {items.length > 1 ? `: ${items.map((item) => item.name).join(', ')}` : ''}.
      </p>
      <button type="button" data-slot="mcp-app-download-save" onClick={onDownload}>
        Download {what}
      </button>
      <button type="button" data-slot="mcp-app-download-cancel" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}

/** Saves each item: a file through an object URL and `<a download>`, a link in a new tab. */
export function saveMcpAppDownload(items: readonly McpAppDownloadItem[]): void {
  for (const item of items) {
    if (item.kind === 'link') {
      window.open(item.url, '_blank', 'noopener,noreferrer');
      continue;
    }
    const url = URL.createObjectURL(new Blob([item.bytes], { type: item.mimeType }));
    const anchor = document.createElement('a');
    anchor.href = url;
    anchor.download = item.name;
    anchor.rel = 'noopener';
    anchor.click();
    // The click has started the download; the URL is no longer needed once it is read.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
