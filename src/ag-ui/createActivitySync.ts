import type { Message } from '@ag-ui/core';
import * as v from 'valibot';
import type { TranscriptStore, TranscriptEntry } from '../core';
import { ownObject, readOrDrop } from '../core/internal';
import type { AGUIMappingOptions } from './AGUIMappingOptions';
import { agUIKeys } from './agUIKeys';
import { applyJsonPatch } from './applyJsonPatch';
import { readActivity } from './readActivity';

/** The activities of one AG-UI stream, drawn into a transcript as notes and launchers. */
export interface ActivitySync {
  /** `ACTIVITY_SNAPSHOT`: draws `content` (replaces the last one unless `replace` is false). */
  snapshot(id: string, activityType: unknown, content: unknown, replace: unknown): void;
  /**
   * `ACTIVITY_DELTA`: patches the activity's last content and draws the result. A patch that
   * does not apply, or is past the limits, draws an error in the activity's place instead and
   * returns false; the last content is kept, and the next snapshot or good delta draws it again.
   */
  delta(id: string, activityType: unknown, patch: unknown): boolean;
  /** Forgets every activity, then remembers those `messages` holds (a history just drawn). */
  reset(messages: readonly Message[]): void;
}

/** An activity message of a history, as a later delta patches its content. */
const activityMessageSchema = ownObject(
  v.object({ role: v.literal('activity'), id: v.string(), activityType: v.optional(v.unknown()), content: v.optional(v.unknown()) }),
  'not a message',
);

/**
 * Keeps each activity's raw content by message id, since an `ACTIVITY_DELTA` patches the content
 * the agent sent, not the UI drawn from it; every change draws the activity's entry again in place.
 */
export function createActivitySync(
  store: TranscriptStore,
  options: AGUIMappingOptions,
  warn: (topic: string, message: string) => void,
): ActivitySync {
  let activities = new Map<string, { activityType: unknown; content: unknown }>();

  const draw = (id: string, activityType: unknown, content: unknown) => {
    activities.set(id, { activityType, content });
    const entry = readActivity(id, activityType, content, options, warn);
    if (entry) show(id, entry);
  };
  const show = (id: string, entry: TranscriptEntry) => {
    const key = agUIKeys.activity(id);
    const state = store.getState();
    if (state.entries.has(key)) state.update(key, () => entry);
    else state.append({ ...entry, key });
  };

  return {
    snapshot(id, activityType, content, replace) {
      if (replace === false && activities.has(id)) return;
      draw(id, activityType, content);
    },
    delta(id, activityType, patch) {
      const prior = activities.get(id);
      if (!prior) {
        warn(`delta:${id}`, `A delta for AG-UI activity ${id}, which has no snapshot, was ignored.`);
        return true;
      }
      const patched = applyJsonPatch(prior.content, patch, options.patchLimits);
      if (!patched.ok) {
        const message = `An update to AG-UI activity ${id} was refused: ${patched.error}.`;
        // An activity that is drawn shows why it stopped changing; one never drawn stays out of sight.
        if (store.getState().entries.has(agUIKeys.activity(id))) show(id, { type: 'error', message });
        else warn(`patch:${id}`, message);
        return false;
      }
      draw(id, typeof activityType === 'string' ? activityType : prior.activityType, patched.value);
      return true;
    },
    reset(messages) {
      activities = new Map();
      for (const raw of messages as unknown[]) {
        const message = readOrDrop(activityMessageSchema, raw);
        if (message !== undefined) activities.set(message.id, { activityType: message.activityType, content: message.content });
      }
    },
  };
}
