import * as v from 'valibot';
import { describeType, quote } from '../readObject';
import { ownFields } from './ownFields';
import { messageTemplate } from './payloadIssues';

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
  // A snapshot for the first paint. Absent or null (the seed's nil) means none, and the
  // widget's `render` runs; `uiContentSchema` drops a null so readers see it absent.
  data: v.optional(v.unknown()),
});

const shapes = [textContentSchema, widgetLauncherContentSchema] as const;

type UIContentOutput = v.InferOutput<(typeof shapes)[number]>;

/** `data: null` is no snapshot, so it leaves as no `data` key at all: one way to say "none". */
export function withoutNullData<T extends UIContentOutput>(ui: T): T {
  if (ui.kind !== 'widget' || ui.data !== null) return ui;
  const { kind, label, widget } = ui;
  return { kind, label, widget } as T;
}

/** A UI side effect of a tool call, a note or a widget launcher. The model never sees it. */
export const uiContentSchema = v.pipe(
  ownFields(shapes, (issue) => `UI content is ${describeType(issue.input)}, expected an object`),
  v.variant('kind', shapes, (issue) =>
    issue.input === undefined ? 'UI content without a kind' : `unknown UI kind ${quote(issue.input)}`,
  ),
  v.transform(withoutNullData),
);
