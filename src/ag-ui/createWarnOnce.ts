import { warnInDevelopment } from '../core/internal';

/**
 * A development warning said once per `topic`: a stream repeats the same oddity on every event,
 * and one line is enough to find it. The set lives in the caller's closure, never the module.
 */
export function createWarnOnce(): (topic: string, message: string) => void {
  const said = new Set<string>();
  return (topic, message) => {
    if (said.has(topic)) return;
    said.add(topic);
    warnInDevelopment(message);
  };
}
