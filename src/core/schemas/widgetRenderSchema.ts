import * as v from 'valibot';
import { describeType, type JsonObject } from '../readObject';
import { ownFields } from './ownFields';

const widgetRenderShape = v.object({
  data: v.unknown(),
  version: v.pipe(
    v.number((issue) => `expected a number, got ${describeType(issue.input)}`),
    v.finite('expected a finite number'),
  ),
});

/**
 * A render result, `{"data": any, "version": number}`: the answer to `GET …/render`, and the
 * data of each pushed `update` event. `data` must be there, null included, since a missing
 * one is more likely a backend bug than a widget with nothing to show.
 */
export const widgetRenderSchema = v.pipe(
  ownFields([widgetRenderShape], (issue) => `expected {"data": …, "version": number}, got ${describeType(issue.input)}`),
  v.forward(
    v.check((body: JsonObject) => body.data !== undefined, 'missing (send null for no data)'),
    ['data'],
  ),
  widgetRenderShape,
);
