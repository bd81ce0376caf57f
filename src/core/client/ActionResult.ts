/** How a human action ended. `dispatch` resolves to this and never rejects. */
export type ActionResult = { ok: true; value: unknown } | { ok: false; error: Error };

/** Reported to the app's `onAction` after every human action settles. */
export interface ActionEvent {
  widget: string;
  action: string;
  args: unknown;
  result: ActionResult;
  /** True when its viewer closed before it settled: the outcome was not shown to anyone. */
  aborted: boolean;
}
