import { type ParseResult } from '../core';
import { parsed, problem } from '../core/internal';

/**
 * The UTF-8 text of a base64 `blob` (how MCP resources carry binary-safe text). `atob` and
 * `TextDecoder` exist in browsers and in Node alike, so the entry needs no Buffer. Bad base64 or
 * bytes that are not UTF-8 are a problem, never a throw, and never replacement characters.
 */
export function decodeBase64Text(blob: string): ParseResult<string> {
  let binary: string;
  try {
    // Whitespace is legal in wrapped base64 but refused by atob.
    binary = atob(blob.replace(/\s+/g, ''));
  } catch {
    return problem('the blob is not valid base64');
  }
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  try {
    return parsed(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return problem('the blob is not UTF-8 text');
  }
}
