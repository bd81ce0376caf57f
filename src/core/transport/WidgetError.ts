/**
 * An error a widget backend means to report, with the HTTP status it maps to. Anything else
 * thrown by a widget is an internal error (500).
 */
export class WidgetError extends Error {
  override readonly name = 'WidgetError';
  constructor(
    message: string,
    readonly status: number = 400,
  ) {
    super(message);
  }
}

/** For the `default` branch of a `handleAction` switch: the action does not exist (404). */
export function unknownAction(action: string): never {
  throw new WidgetError(`unknown action "${action}"`, 404);
}
