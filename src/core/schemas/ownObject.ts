import * as v from 'valibot';
import { ownFields } from './ownFields';

type Message = Parameters<typeof ownFields>[1];

/**
 * An object schema over untrusted input, read from its own properties only (see `ownFields`):
 * `message` for what is no object at all, the shape's own messages for its fields.
 */
export function ownObject<TEntries extends v.ObjectEntries, TMessage extends v.ErrorMessage<v.ObjectIssue> | undefined>(
  shape: v.ObjectSchema<TEntries, TMessage>,
  message: Message,
) {
  return v.pipe(ownFields([shape], message), shape);
}
