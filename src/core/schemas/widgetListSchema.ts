import * as v from 'valibot';
import { describeType, quote } from '../readObject';
import type { WidgetContainer } from '../WidgetSpec';
import { ownFields } from './ownFields';

const containers = ['modal', 'drawer', 'fullscreen', 'panel'] as const satisfies readonly WidgetContainer[];

const widgetInfoShape = v.object({
  id: v.pipe(
    v.string((issue) => `expected a string id, got ${describeType(issue.input)}`),
    v.nonEmpty('expected a non-empty id'),
  ),
  // A backend in another language sends null (None, nil) for "not set": the same as absent.
  container: v.nullish(
    v.picklist(containers, (issue) => `expected one of ${containers.join(', ')}, got ${quote(issue.input)}`),
  ),
  title: v.nullish(v.string((issue) => `expected a string, got ${describeType(issue.input)}`)),
});

/** What a backend says about one of its widgets: `{id, container?, title?}`. */
export const widgetInfoSchema = v.pipe(
  ownFields([widgetInfoShape], (issue) => `expected {"id": …}, got ${describeType(issue.input)}`),
  widgetInfoShape,
  v.transform(({ id, container, title }) => ({
    id,
    ...(container != null && { container }),
    ...(title != null && { title }),
  })),
);

const widgetListShape = v.object({
  widgets: v.array(widgetInfoSchema, (issue) => `expected an array, got ${describeType(issue.input)}`),
});

/** The answer to `GET {base}/widgets`: `{"widgets": [...]}`. */
export const widgetListSchema = v.pipe(
  ownFields([widgetListShape], (issue) => `expected {"widgets": [...]}, got ${describeType(issue.input)}`),
  widgetListShape,
);
