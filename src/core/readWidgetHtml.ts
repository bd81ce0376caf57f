import { parsed, problem, type ParseResult } from './ParseResult';
import { describeType, isObject, own } from './readObject';

/**
 * The markup of an HTML widget: its data is the HTML string itself, or `{ html: string }` as
 * some backends wrap it. Anything else is a problem to show in place, naming what arrived.
 */
export function readWidgetHtml(data: unknown): ParseResult<string> {
  if (typeof data === 'string') return parsed(data);
  if (isObject(data)) {
    const html = own(data, 'html');
    if (typeof html === 'string') return parsed(html);
    return problem(`HTML widget data must be a string or {"html": string}; "html" is ${describeType(html)}`);
  }
  return problem(`HTML widget data must be a string or {"html": string}, not ${describeType(data)}`);
}
