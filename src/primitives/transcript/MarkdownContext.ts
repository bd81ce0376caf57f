import { createContext, type ComponentType } from 'react';
import type { AssistantMessageEntry } from '../../core';

/** What `components.Markdown` receives: the message's text and the entry it belongs to. */
export interface MarkdownComponentProps {
  /** The text to draw: cut at the display cap while a long message is folded (`entry.text` is all of it). */
  text: string;
  entry: AssistantMessageEntry;
}

/**
 * The renderer `MessagePrimitive.Content` draws assistant text with, when a transcript supplies one
 * (`components.Markdown`). Without it the kit's own markdown renderer is used.
 */
export const MarkdownContext = createContext<ComponentType<MarkdownComponentProps> | undefined>(undefined);
