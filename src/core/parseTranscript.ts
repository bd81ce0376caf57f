import type { ErrorEntry, TranscriptEntry } from './protocol';
import { parseUIContent } from './parseUIContent';
import { describeType, isObject, own, quote, type JsonObject } from './readObject';
import { readToolOutcome } from './toolOutcome';

/**
 * Reads a transcript from untrusted JSON (a value or a JSON string). Never throws: each
 * malformed entry becomes an `error` entry in its place, and the valid entries around it stay.
 */
export function parseTranscript(input: unknown): TranscriptEntry[] {
  return createTranscriptReader().read(input);
}

export interface TranscriptReader {
  /** Parses one chunk (an array of entries, as a value or JSON string) in the same conversation. */
  read(input: unknown): TranscriptEntry[];
}

/**
 * A parser for a transcript that arrives in chunks: a bare result tuple in a later chunk still
 * answers a tool call from an earlier one, and error positions count from the first entry.
 */
export function createTranscriptReader(): TranscriptReader {
  const reader = new EntryReader();
  let offset = 0;
  return {
    read(input) {
      let value = input;
      if (typeof input === 'string') {
        try {
          value = JSON.parse(input);
        } catch (cause) {
          return [{ type: 'error', message: `transcript is not valid JSON: ${errorText(cause)}` }];
        }
      }
      if (!Array.isArray(value)) {
        return [{ type: 'error', message: `transcript is ${describeType(value)}, expected an array` }];
      }
      const start = offset;
      offset += value.length;
      return value.flatMap((item, index) => reader.safeRead(item, start + index));
    },
  };
}

/**
 * Tracks which tool calls still await a result, so a bare tuple (a non-JS agent's shorthand)
 * can answer the nearest call before it.
 */
class EntryReader {
  private openCalls: string[] = [];

  /** Values built in code (not JSON.parse) may have throwing getters or revoked proxies. */
  safeRead(item: unknown, index: number): TranscriptEntry[] {
    try {
      return this.read(item, index);
    } catch {
      return [failure(index, 'entry could not be read')];
    }
  }

  read(item: unknown, index: number): TranscriptEntry[] {
    if (Array.isArray(item)) {
      const callId = this.openCalls.pop();
      if (callId === undefined) return [failure(index, 'tool result tuple with no tool call before it')];
      return this.result(item, callId, index);
    }
    if (!isObject(item)) return [failure(index, `entry is ${describeType(item)}, expected an object`)];
    const type = own(item, 'type');
    switch (type) {
      case 'user':
      case 'assistant': {
        const text = own(item, 'text');
        if (typeof text !== 'string') return [failure(index, `${type} message without text`)];
        return [{ type, text }];
      }
      case 'tool_call':
        return [this.toolCall(item, index)];
      case 'tool_result':
        return this.toolResult(item, index);
      case 'ui': {
        const toolCallId = own(item, 'toolCallId');
        if (typeof toolCallId !== 'string') return [failure(index, 'UI entry without a toolCallId')];
        const ui = parseUIContent(own(item, 'ui'));
        return [ui.ok ? { type: 'ui', toolCallId, ui: ui.value } : failure(index, ui.error)];
      }
      case undefined:
        return [failure(index, 'entry without a type')];
      default:
        return [failure(index, `unknown entry type ${quote(type)}`)];
    }
  }

  private toolCall(item: JsonObject, index: number): TranscriptEntry {
    const id = own(item, 'id');
    const name = own(item, 'name');
    if (typeof id !== 'string' || id === '') return failure(index, 'tool call without an id');
    if (typeof name !== 'string' || name === '') return failure(index, `tool call ${quote(id)} without a name`);
    this.openCalls = this.openCalls.filter((open) => open !== id);
    this.openCalls.push(id);
    return { type: 'tool_call', id, name, args: own(item, 'args') ?? {} };
  }

  private toolResult(item: JsonObject, index: number): TranscriptEntry[] {
    const toolCallId = own(item, 'toolCallId');
    if (typeof toolCallId !== 'string') return [failure(index, 'tool result without a toolCallId')];
    this.openCalls = this.openCalls.filter((open) => open !== toolCallId);
    if (Object.hasOwn(item, 'result')) return this.result(own(item, 'result'), toolCallId, index);
    const content = own(item, 'content');
    const isError = own(item, 'isError') ?? false;
    if (typeof content !== 'string') return [failure(index, `tool result ${quote(toolCallId)} without content`)];
    if (typeof isError !== 'boolean') return [failure(index, `tool result ${quote(toolCallId)} has a non-boolean isError`)];
    return [{ type: 'tool_result', toolCallId, content, isError }];
  }

  /** A result in tuple or object form expands into the model's entry and, if any, the UI entry. */
  private result(value: unknown, toolCallId: string, index: number): TranscriptEntry[] {
    const outcome = readToolOutcome(value);
    if (!outcome.ok) return [failure(index, outcome.error)];
    const { isError, content, ui } = outcome.value;
    const entries: TranscriptEntry[] = [{ type: 'tool_result', toolCallId, content, isError }];
    if (ui !== undefined) {
      const parsedUI = parseUIContent(ui);
      entries.push(parsedUI.ok ? { type: 'ui', toolCallId, ui: parsedUI.value } : failure(index, parsedUI.error));
    }
    return entries;
  }
}

function failure(index: number, message: string): ErrorEntry {
  return { type: 'error', message, index };
}

function errorText(cause: unknown): string {
  return cause instanceof Error ? cause.message : 'unknown error';
}
