import { parseUIContent, type TranscriptEntry } from '../core';
import type { AGUIMappingOptions } from './AGUIMappingOptions';
import { CAMEO_ACTIVITY } from './cameoActivity';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * One activity (a message or a snapshot's content) as a Cameo entry: a `cameo-ui` activity is
 * the `ui` row of its tool call, another type goes through the app's mapper. Malformed content
 * is an error entry; a type nobody maps is null (left out, one warning per type).
 */
export function readActivity(
  messageId: string,
  activityType: unknown,
  content: unknown,
  options: AGUIMappingOptions,
  warn: (topic: string, message: string) => void,
): TranscriptEntry | null {
  if (activityType === CAMEO_ACTIVITY) return readCameoActivity(content);
  const type = String(activityType);
  const mapper = options.activities?.[type];
  if (!mapper) {
    warn(`activity:${type}`, `AG-UI activity type "${type}" is not drawn: pass an \`activities\` mapper for it to show it.`);
    return null;
  }
  let mapped: unknown;
  try {
    mapped = mapper(isRecord(content) ? content : {});
  } catch (error) {
    return { type: 'error', message: `The "${type}" activity mapper failed: ${error instanceof Error ? error.message : String(error)}` };
  }
  if (mapped === null || mapped === undefined) return null;
  const ui = parseUIContent(mapped);
  // The activity's own id links the row when the content names no tool call: it stays in place.
  const toolCallId = isRecord(content) && typeof content.toolCallId === 'string' ? content.toolCallId : messageId;
  return ui.ok ? { type: 'ui', toolCallId, ui: ui.value } : { type: 'error', message: `The "${type}" activity mapped to malformed UI: ${ui.error}` };
}

function readCameoActivity(content: unknown): TranscriptEntry {
  if (!isRecord(content) || typeof content.toolCallId !== 'string' || content.toolCallId === '') {
    return { type: 'error', message: 'A cameo-ui activity without a toolCallId' };
  }
  const { toolCallId } = content;
  if (typeof content.error === 'string') return { type: 'error', message: `The UI of tool call ${toolCallId} was malformed: ${content.error}` };
  const ui = parseUIContent(content.ui);
  return ui.ok
    ? { type: 'ui', toolCallId, ui: ui.value }
    : { type: 'error', message: `The UI of tool call ${toolCallId} was malformed: ${ui.error}`, path: 'ui' };
}
