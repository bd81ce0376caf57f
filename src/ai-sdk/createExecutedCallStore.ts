/**
 * Which tool calls that needed approval have already run, so an approved request sent again (a
 * replay, a retry, a second tab) never runs the tool a second time. `toAISDKTools` claims a
 * call's id before it runs the tool, and refuses the run when the claim fails.
 *
 * One machine: `createExecutedCallStore()`, made once per server process (not per request). Several
 * machines serving one chat must share one store, whose `claim` is atomic across all of them:
 * e.g. Redis `SET cameo:ran:<id> 1 NX EX <seconds>` (true when it answered OK), or a unique key
 * in a database table. A claim must outlive any approval still answerable.
 */
export interface ExecutedCallStore {
  /**
   * Marks `toolCallId` as run. True the first time only; false (never throws) for an id already
   * claimed, also when two requests race on it.
   */
  claim(toolCallId: string): boolean | Promise<boolean>;
}

/**
 * An in-memory `ExecutedCallStore`, owned by whoever makes it: its ids live in this closure. It
 * keeps every id it was given (one short string per approved call) for its own lifetime.
 */
export function createExecutedCallStore(): ExecutedCallStore {
  const claimed = new Set<string>();
  return {
    claim(toolCallId) {
      if (claimed.has(toolCallId)) return false;
      claimed.add(toolCallId);
      return true;
    },
  };
}
