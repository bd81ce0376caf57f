import { createContext, type ComponentType } from 'react';
import type { AssistantMessageEntry } from '../../core';

/** What `components.Markdown` receives: the message's text and the entry it belongs to. */
export interface MarkdownComponentProps {
  text: string;
  entry: AssistantMessageEntry;
}

/**
 * The renderer `MessageContent` draws assistant text with, when a transcript supplies one
 * (`components.Markdown`). Without it the kit's own markdown renderer is used.
 */
export const MarkdownContext = createContext<ComponentType<MarkdownComponentProps> | undefined>(undefined);
