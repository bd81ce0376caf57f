import type { UIContent } from './protocol';
import { parsed, problem, type ParseResult } from './ParseResult';
import { describeType, isObject, own, quote } from './readObject';

/** Checks an untrusted UI side effect: a note or a widget launcher. */
export function parseUIContent(value: unknown): ParseResult<UIContent> {
  if (!isObject(value)) return problem(`UI content is ${describeType(value)}, expected an object`);
  const kind = own(value, 'kind');
  switch (kind) {
    case 'text': {
      const text = own(value, 'text');
      if (typeof text !== 'string') return problem('note without text');
      return parsed({ kind: 'text', text });
    }
    case 'widget': {
      const label = own(value, 'label');
      const widget = own(value, 'widget');
      if (typeof label !== 'string' || label.trim() === '') {
        return problem('widget launcher without a label');
      }
      if (typeof widget !== 'string' || widget === '') {
        return problem(`widget launcher ${quote(label)} without a widget id`);
      }
      const launcher: UIContent = { kind: 'widget', label, widget };
      // `undefined` cannot come over JSON, so a present `data` key is a snapshot, even if null.
      if (Object.hasOwn(value, 'data') && value.data !== undefined) launcher.data = value.data;
      return parsed(launcher);
    }
    case undefined:
      return problem('UI content without a kind');
    default:
      return problem(`unknown UI kind ${quote(kind)}`);
  }
}
