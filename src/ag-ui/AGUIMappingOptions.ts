import type { UIContent } from '../core';
import type { JsonPatchLimits } from './applyJsonPatch';

/** Turns one activity type's content into a note or launcher; null draws nothing. */
export type AGUIActivityMapper = (content: Record<string, unknown>) => UIContent | null;

/** How AG-UI messages and events become Cameo entries; shared by the message and event mappings. */
export interface AGUIMappingOptions {
  /**
   * Activity types other than `cameo-ui`, drawn as notes or launchers. The result is checked
   * like any untrusted UI. Types with no mapper are left out (one development warning each).
   */
  activities?: Readonly<Record<string, AGUIActivityMapper>>;
  /** Reasoning as a collapsed "Thinking" row (`show`, the default) or not at all (`drop`). */
  reasoning?: 'show' | 'drop';
  /**
   * Calls that wait for a human before they run, for agents that use frontend tools rather
   * than interrupts: such a call, with no result yet, is drawn with Approve / Deny.
   */
  needsApproval?: (toolName: string, toolCallId: string) => boolean;
  /**
   * Bounds on each `ACTIVITY_DELTA` and `STATE_DELTA` patch (defaults: 1,000 operations, 4 MiB
   * added). A patch past them, or one that does not apply, is refused whole and shown as an
   * error in the activity's place.
   */
  patchLimits?: JsonPatchLimits;
}
