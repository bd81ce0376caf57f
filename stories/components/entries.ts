// Typed entries for the component pages, read from wire JSON as the transcript would read them.
import { parseTranscript } from '../../src/core';
import type {
  AssistantMessageEntry,
  ErrorEntry,
  ReasoningEntry,
  ToolCallEntry,
  ToolResultEntry,
  TranscriptEntry,
  UserMessageEntry,
} from '../../src';

function only<E extends TranscriptEntry>(wire: unknown, type: E['type']): E {
  const entry = parseTranscript([wire])[0];
  if (entry?.type !== type) throw new Error(`expected a ${type} entry, read ${entry?.type ?? 'nothing'}`);
  return entry as E;
}

export const userMessage = only<UserMessageEntry>(
  {
    type: 'user',
    text: 'Compare Q3 with Q2, please. The report is attached.',
    attachments: [
      { url: 'https://files.example.com/q3-report.pdf', mediaType: 'application/pdf', name: 'q3-report.pdf' },
      { url: 'https://files.example.com/regions.csv', mediaType: 'text/csv', name: 'regions.csv' },
    ],
  },
  'user',
);
export const assistantMessage = only<AssistantMessageEntry>(
  { type: 'assistant', text: 'Q3 revenue was **$4.2M**, up 6% on Q2. APAC grew fastest (+9.8%).' },
  'assistant',
);
export const reasoning = only<ReasoningEntry>(
  { type: 'reasoning', text: 'The user wants a comparison. I should fetch **both** quarters, then compare by region.' },
  'reasoning',
);
export const toolCall = only<ToolCallEntry>({ type: 'tool_call', id: 'c1', name: 'get_sales', args: { quarter: 'Q3', year: 2025 } }, 'tool_call');
export const toolResult = only<ToolResultEntry>(
  { type: 'tool_result', toolCallId: 'c1', content: 'Q3 revenue $4.2M across 3 regions.', isError: false },
  'tool_result',
);
export const toolError = only<ToolResultEntry>(
  { type: 'tool_result', toolCallId: 'c1', content: 'Sales API timed out after 30 s.', isError: true },
  'tool_result',
);
export const errorEntry: ErrorEntry = { type: 'error', message: "unknown UI kind 'video'", index: 4, path: 'ui.kind' };
