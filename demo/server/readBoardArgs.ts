import { WidgetError } from '../../src/server';
import { MAX_NAME_LENGTH, MAX_TITLE_LENGTH } from '../backend/kanban';

/**
 * Action arguments come from the network, so each one is checked here; anything off is a 400
 * with a message the widget shows as it is.
 */
export function readCreateArgs(args: unknown): { title: string } {
  return { title: readText(args, 'title', MAX_TITLE_LENGTH) };
}

export function readClaimArgs(args: unknown): { id: string; who: string } {
  return { id: readText(args, 'id', 64), who: readText(args, 'who', MAX_NAME_LENGTH) };
}

export function readCardArgs(args: unknown): { id: string } {
  return { id: readText(args, 'id', 64) };
}

/** A non-blank string field of an object, trimmed, at most `maxLength` characters. */
function readText(args: unknown, field: string, maxLength: number): string {
  if (typeof args !== 'object' || args === null || Array.isArray(args)) {
    throw new WidgetError(`expected an object with "${field}"`, 400);
  }
  const value: unknown = (args as Record<string, unknown>)[field];
  if (typeof value !== 'string' || value.trim() === '') {
    throw new WidgetError(`"${field}" must be a non-empty string`, 400);
  }
  const text = value.trim();
  if (text.length > maxLength) throw new WidgetError(`"${field}" is longer than ${maxLength} characters`, 400);
  return text;
}
