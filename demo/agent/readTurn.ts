import type { LanguageModelV4Prompt } from './modelTypes';

/** A tool call the model made in this turn, with what came back for it (if anything yet). */
export interface SeenCall {
  id: string;
  name: string;
  /** `ok`: the tool's text; `error`: its error text; `denied`: the human said no. */
  outcome?: { status: 'ok' | 'error' | 'denied'; text: string };
}

/** The part of a prompt a scripted model acts on: the last user message and what followed it. */
export interface Turn {
  /** The text of the last user message; empty when there is none. */
  userText: string;
  /** Tool calls made since that message, in order. */
  calls: SeenCall[];
}

/**
 * Reads the current turn out of a prompt the AI SDK built: the last user message's text, then
 * every tool call after it matched with its result. The prompt is all a model ever gets, so this
 * is exactly what a real model would have to go on, UI side effects included (there are none).
 */
export function readTurn(prompt: LanguageModelV4Prompt): Turn {
  let start = -1;
  prompt.forEach((message, index) => {
    if (message.role === 'user') start = index;
  });
  const user = start >= 0 ? prompt[start] : undefined;
  const userText =
    user?.role === 'user'
      ? user.content
          .map((part) => (part.type === 'text' ? part.text : ''))
          .join('')
          .trim()
      : '';

  const calls: SeenCall[] = [];
  const byId = new Map<string, SeenCall>();
  for (const message of prompt.slice(start + 1)) {
    if (message.role !== 'assistant' && message.role !== 'tool') continue;
    for (const part of message.content) {
      if (part.type === 'tool-call') {
        const call: SeenCall = { id: part.toolCallId, name: part.toolName };
        calls.push(call);
        byId.set(call.id, call);
      } else if (part.type === 'tool-result') {
        const call = byId.get(part.toolCallId);
        if (call) call.outcome = readOutput(part.output);
      }
    }
  }
  return { userText, calls };
}

type ToolOutput = Extract<LanguageModelV4Prompt[number]['content'][number], { type: 'tool-result' }>['output'];

function readOutput(output: ToolOutput): NonNullable<SeenCall['outcome']> {
  switch (output.type) {
    case 'text':
      return { status: 'ok', text: output.value };
    case 'json':
      return { status: 'ok', text: JSON.stringify(output.value) };
    case 'error-text':
      return { status: 'error', text: output.value };
    case 'error-json':
      return { status: 'error', text: JSON.stringify(output.value) };
    case 'execution-denied':
      return { status: 'denied', text: output.reason ?? '' };
    case 'content':
      return { status: 'ok', text: output.value.map((part) => (part.type === 'text' ? part.text : '')).join('') };
    default:
      return { status: 'ok', text: '' };
  }
}
