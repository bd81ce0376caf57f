import type { ServerWidget } from './ServerWidget';
import { compileArgsValidator, createAjv, type ArgsValidator } from '../validateArgs';
import type { ParametersSchema } from '../validateArgs';

/** Per action, a check returning a message naming the failing field, or null for valid args. */
export type ActionValidators = ReadonlyMap<string, ArgsValidator>;

/**
 * Compiles the `actions` schemas of every widget that declares them, once, at startup. A schema
 * Ajv cannot compile is a startup error rather than a 500 on every call: a backend should not
 * come up with an action nobody can ever run. Widgets without `actions` get no entry (their args
 * reach `handleAction` unchecked, as before). Shared by the reference server and the memory
 * transport, so a widget behaves the same behind either; `owner` names the caller in errors.
 */
export function compileActionValidators(
  widgets: Iterable<ServerWidget<unknown>>,
  owner: string,
): ReadonlyMap<string, ActionValidators> {
  const ajv = createAjv();
  const byWidget = new Map<string, ActionValidators>();
  for (const widget of widgets) {
    if (!widget.actions) continue;
    if (!widget.handleAction) {
      throw new Error(`${owner}: widget "${widget.id}" declares actions but has no handleAction.`);
    }
    const validators = new Map<string, ArgsValidator>();
    for (const [action, schema] of Object.entries(widget.actions)) {
      const label = `action "${action}" of widget "${widget.id}"`;
      try {
        ajv.compile(schema);
      } catch (cause) {
        const reason = cause instanceof Error ? cause.message : String(cause);
        throw new Error(`${owner}: ${label} has an invalid schema: ${reason}`, { cause });
      }
      // The shared helper words its messages for tools; the part after its prefix is what names
      // the failing fields, so it is kept and re-labelled for an action.
      const check = compileArgsValidator(ajv, action, schema as ParametersSchema);
      const toolPrefix = `invalid arguments for tool "${action}": `;
      validators.set(action, (args) => {
        const problem = check(args);
        if (problem === null) return null;
        const detail = problem.startsWith(toolPrefix) ? problem.slice(toolPrefix.length) : problem;
        return `invalid arguments for ${label}: ${detail}`;
      });
    }
    byWidget.set(widget.id, validators);
  }
  return byWidget;
}
