import { type ParseResult } from '../core';
import { parsed, problem } from '../core/internal';

/**
 * A tool call's JSON argument text, read. Empty text is no arguments (`{}`), as a call that
 * takes none streams nothing; anything that is not JSON is reported, never thrown.
 */
export function parseToolArgs(text: string): ParseResult<unknown> {
  if (text.trim() === '') return parsed({});
  try {
    return parsed(JSON.parse(text) as unknown);
  } catch (error) {
    return problem(error instanceof Error ? error.message : String(error));
  }
}

/** The error entry's text for a call whose arguments are not JSON. */
export function badArgsMessage(name: string, toolCallId: string, why: string): string {
  return `Tool call ${name} (${toolCallId}) has arguments that are not valid JSON: ${why}`;
}
