/** A release and its checklist, as the deploy tool reports it. */
export interface Release {
  version: string;
  environment: string;
  steps: { name: string; done: boolean }[];
}

const STEPS = ['Build', 'Run the test suite', 'Migrate the database', 'Switch traffic'];

/** The checklist of a deploy: every step done once it ran, none before. */
export function releaseChecklist(version: string, environment: string, done: boolean): Release {
  return { version, environment, steps: STEPS.map((name) => ({ name, done })) };
}

/** What the widgets list shows with no deploy in the chat: the next release, not started. */
export const NEXT_RELEASE = { version: '2.4.1', environment: 'production' } as const;
