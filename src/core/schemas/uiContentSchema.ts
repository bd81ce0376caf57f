import * as v from 'valibot';
import { describeType, quote } from '../readObject';
import type { WidgetDisplay } from '../WidgetSpec';
import { ownFields } from './ownFields';
import { messageTemplate } from './payloadIssues';

/** A note: plain text shown in the chat, never interpreted as markup. */
export const textContentSchema = v.object({
  kind: v.literal('text'),
  text: v.string('note without text'),
});

const displays = ['launcher', 'inline'] as const satisfies readonly WidgetDisplay[];

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
  // `inline` shows the widget itself in the transcript instead of a button. Absent or null
  // leaves it to the widget's own `display`, else a button.
  display: v.nullish(
    v.picklist(displays, (issue) => `expected display ${displays.join(' or ')}, got ${quote(issue.input)}`),
  ),
});

const shapes = [textContentSchema, widgetLauncherContentSchema] as const;

type UIContentOutput = v.InferOutput<(typeof shapes)[number]>;

/**
 * `data: null` is no snapshot and `display: null` no display, so each leaves as no key at all:
 * one way to say "none".
 */
export function withoutNullData<T extends UIContentOutput>(ui: T): T {
  if (ui.kind !== 'widget' || (ui.data !== null && ui.display !== null)) return ui;
  const { kind, label, widget, data, display } = ui;
  return { kind, label, widget, ...(data != null && { data }), ...(display != null && { display }) } as T;
}

/** A UI side effect of a tool call, a note or a widget launcher. The model never sees it. */
export const uiContentSchema = v.pipe(
  ownFields(shapes, (issue) => `UI content is ${describeType(issue.input)}, expected an object`),
  v.variant('kind', shapes, (issue) =>
    issue.input === undefined ? 'UI content without a kind' : `unknown UI kind ${quote(issue.input)}`,
  ),
  v.transform(withoutNullData),
);
