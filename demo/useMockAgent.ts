import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranscript } from '../src/index';
import type { MockAgent } from './agent/createMockAgent';

/**
 * Sends messages to the mock agent, which writes into the transcript. One turn runs at a time;
 * `stop` aborts it (the reply keeps what streamed so far), and so does unmounting.
 */
export function useMockAgent(agent: MockAgent) {
  const { append, appendText } = useTranscript();
  const [busy, setBusy] = useState(false);
  const turn = useRef<AbortController | null>(null);

  useEffect(() => () => turn.current?.abort(), []);

  const send = useCallback(
    async (message: string) => {
      const controller = new AbortController();
      turn.current = controller;
      setBusy(true);
      try {
        await agent.respond(message, { append, appendText }, controller.signal);
      } catch (cause) {
        if (controller.signal.aborted) return;
        append({ type: 'error', message: `The mock agent crashed: ${cause instanceof Error ? cause.message : String(cause)}` });
      } finally {
        if (turn.current === controller) {
          turn.current = null;
          setBusy(false);
        }
      }
    },
    [agent, append, appendText],
  );

  const stop = useCallback(() => {
    turn.current?.abort();
    turn.current = null;
    setBusy(false);
  }, []);

  return { send, stop, busy };
}
