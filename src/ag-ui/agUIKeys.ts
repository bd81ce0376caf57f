/**
 * Store keys derived from AG-UI ids, one namespace per kind, so an event finds the entry that a
 * message or an earlier event made (a replayed start, a result after a snapshot) with one Map
 * lookup. The store's own keys (`e0`, `e1`…) never start with `ag:`.
 */
export const agUIKeys = {
  message: (messageId: string) => `ag:message:${messageId}`,
  call: (toolCallId: string) => `ag:call:${toolCallId}`,
  result: (messageId: string) => `ag:result:${messageId}`,
  activity: (messageId: string) => `ag:activity:${messageId}`,
  reasoning: (messageId: string) => `ag:reasoning:${messageId}`,
  callError: (toolCallId: string) => `ag:call-error:${toolCallId}`,
  interrupt: (interruptId: string) => `ag:interrupt:${interruptId}`,
} as const;
