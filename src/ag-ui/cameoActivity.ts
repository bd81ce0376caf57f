import { EventType, type ActivitySnapshotEvent } from '@ag-ui/core';
import type { UIContent } from '../core';

/**
 * The AG-UI activity type that carries a Cameo tool's UI side effect. Activity messages are
 * frontend-only in AG-UI (the client never sends them back to the agent), exactly like Cameo's
 * `ui` rows, so the model never sees them.
 */
export const CAMEO_ACTIVITY = 'cameo-ui';

/**
 * An activity's `content`: the UI of the tool call `toolCallId`, or why the tool's UI was
 * malformed. Read on the client as untrusted input (a saved thread can hold anything).
 */
export type CameoActivityContent = { toolCallId: string; ui: UIContent } | { toolCallId: string; error: string };

/**
 * The event an AG-UI server emits for a tool call's UI: a note or a launcher, drawn in the
 * call's card. `messageId` names the activity; one per call (`cameo-ui-${toolCallId}`) by default.
 */
export function cameoActivitySnapshot(
  toolCallId: string,
  ui: UIContent,
  messageId = `cameo-ui-${toolCallId}`,
): ActivitySnapshotEvent {
  const content: CameoActivityContent = { toolCallId, ui };
  return { type: EventType.ACTIVITY_SNAPSHOT, messageId, activityType: CAMEO_ACTIVITY, content };
}
