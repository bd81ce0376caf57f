import * as v from 'valibot';
import { parseUIContent, type TranscriptEntry } from '../core';
import { isObject, ownObject, readOrDrop, readPayload } from '../core/internal';
import type { AGUIMappingOptions } from './AGUIMappingOptions';
import { CAMEO_ACTIVITY } from './cameoActivity';

const noToolCall = 'A cameo-ui activity without a toolCallId';
const cameoSchema = ownObject(
  v.object({
    toolCallId: v.pipe(v.string(noToolCall), v.nonEmpty(noToolCall)),
    error: v.fallback(v.optional(v.string()), undefined),
    ui: v.optional(v.unknown()),
  }),
  noToolCall,
);

/** The tool call another activity's content names, if it names one. */
const linkSchema = ownObject(v.object({ toolCallId: v.fallback(v.optional(v.string()), undefined) }), 'no content');

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
    mapped = mapper(isObject(content) ? content : {});
  } catch (error) {
    return { type: 'error', message: `The "${type}" activity mapper failed: ${error instanceof Error ? error.message : String(error)}` };
  }
  if (mapped === null || mapped === undefined) return null;
  const ui = parseUIContent(mapped);
  // The activity's own id links the row when the content names no tool call: it stays in place.
  const toolCallId = readOrDrop(linkSchema, content)?.toolCallId ?? messageId;
  return ui.ok ? { type: 'ui', toolCallId, ui: ui.value } : { type: 'error', message: `The "${type}" activity mapped to malformed UI: ${ui.error}` };
}

function readCameoActivity(content: unknown): TranscriptEntry {
  const activity = readPayload(cameoSchema, content);
  if (!activity.ok) return { type: 'error', message: activity.error };
  const { toolCallId, error } = activity.value;
  if (error !== undefined) return { type: 'error', message: `The UI of tool call ${toolCallId} was malformed: ${error}` };
  const ui = parseUIContent(activity.value.ui);
  return ui.ok
    ? { type: 'ui', toolCallId, ui: ui.value }
    : { type: 'error', message: `The UI of tool call ${toolCallId} was malformed: ${ui.error}`, path: 'ui' };
}
