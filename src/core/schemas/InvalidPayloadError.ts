/** Where an untrusted payload came from: what a reader of the error needs to find the sender. */
export type PayloadSource = 'transcript' | 'ui' | 'list' | 'render' | 'action' | 'push';

/** One thing wrong with a payload: `path` is where (`ui.label`, `widgets[0].id`; '' for the whole). */
export interface PayloadIssue {
  path: string;
  message: string;
}

const nouns: Record<PayloadSource, string> = {
  transcript: 'transcript entry',
  ui: 'UI content',
  list: 'widget list',
  render: 'render result',
  action: 'action result',
  push: 'pushed update',
};

/**
 * A payload from an agent or a backend that does not match its schema. Its message names the
 * request (when there is one), the payload and each problem with its path, so the widget's error
 * notice reads on its own: `GET /widgets/board/render: invalid render result: version: expected a
 * number, got a string`.
 */
export class InvalidPayloadError extends Error {
  override readonly name = 'InvalidPayloadError';
  readonly source: PayloadSource;
  readonly issues: readonly PayloadIssue[];

  constructor(source: PayloadSource, issues: readonly PayloadIssue[], options: { label?: string; cause?: unknown } = {}) {
    const problems = issues.map(({ path, message }) => (path ? `${path}: ${message}` : message)).join('; ');
    const prefix = options.label ? `${options.label}: ` : '';
    super(`${prefix}invalid ${nouns[source]}: ${problems || 'unknown problem'}`, { cause: options.cause });
    this.source = source;
    this.issues = issues;
  }
}
