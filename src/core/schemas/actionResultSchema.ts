import * as v from 'valibot';
import { describeType } from '../readObject';
import { ownFields } from './ownFields';

const actionResultShape = v.object({ result: v.optional(v.unknown()) });

/** The answer to `POST …/actions/:action`: `{"result": any}`; `{}` is an action that returns nothing. */
export const actionResultSchema = v.pipe(
  ownFields([actionResultShape], (issue) => `expected {"result": …}, got ${describeType(issue.input)}`),
  actionResultShape,
);
