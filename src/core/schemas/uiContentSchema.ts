import * as v from 'valibot';
import { describeType, quote } from '../readObject';
import { fastUIContent } from './fastEntry';
import { ownFields } from './ownFields';
import { messageTemplate } from './payloadIssues';
import { checkPayload, type PayloadCheck } from './validatePayload';

/** A note: plain text shown in the chat, never interpreted as markup. */
export const textContentSchema = v.object({
  kind: v.literal('text'),
  text: v.string('note without text'),
});

const missingLabel = 'widget launcher without a label';
const missingWidget = messageTemplate('widget launcher {label} without a widget id');

/** A button reading `label` that opens the registered widget `widget`, seeded with `data`. */
export const widgetLauncherContentSchema = v.object({
  kind: v.literal('widget'),
  label: v.pipe(v.string(missingLabel), v.check((label) => label.trim() !== '', missingLabel)),
  widget: v.pipe(v.string(missingWidget), v.nonEmpty(missingWidget)),
  // A snapshot for the first paint, even when null; when absent, the widget's `render` runs.
  data: v.optional(v.unknown()),
});

const shapes = [textContentSchema, widgetLauncherContentSchema] as const;

/** A UI side effect of a tool call, a note or a widget launcher. The model never sees it. */
export const uiContentSchema = v.pipe(
  ownFields(shapes, (issue) => `UI content is ${describeType(issue.input)}, expected an object`),
  v.variant('kind', shapes, (issue) =>
    issue.input === undefined ? 'UI content without a kind' : `unknown UI kind ${quote(issue.input)}`,
  ),
);

/** `uiContentSchema` with the plainly valid case short-cut, as `checkTranscriptEntry` does. */
export function checkUIContent(value: unknown): PayloadCheck<v.InferOutput<typeof uiContentSchema>> {
  const fast = fastUIContent(value);
  return fast === undefined ? checkPayload(uiContentSchema, value) : { ok: true, value: fast };
}
