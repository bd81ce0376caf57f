import type { UIContent } from './protocol';
import { parsed, problem, type ParseResult } from './ParseResult';
import { checkUIContent } from './schemas/checkTranscriptEntry';

/** Checks an untrusted UI side effect: a note or a widget launcher. */
export function parseUIContent(value: unknown): ParseResult<UIContent> {
  const checked = checkUIContent(value);
  return checked.ok ? parsed(checked.value) : problem(checked.issues[0]?.message ?? 'invalid UI content');
}
