import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranscript } from '../src/index';
import type { MockAgent } from './agent/createMockAgent';

/** Sends messages to the mock agent, which writes into the transcript; aborts on unmount. */
export function useMockAgent(agent: MockAgent) {
  const { append, appendText } = useTranscript();
  const [busy, setBusy] = useState(false);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => {
    const current = new AbortController();
    controller.current = current;
    return () => current.abort();
  }, []);

  const send = useCallback(
    async (message: string) => {
      const signal = controller.current?.signal ?? AbortSignal.abort();
      setBusy(true);
      try {
        await agent.respond(message, { append, appendText }, signal);
      } catch (cause) {
        if (signal.aborted) return;
        append({ type: 'error', message: `The mock agent crashed: ${cause instanceof Error ? cause.message : String(cause)}` });
      } finally {
        if (!signal.aborted) setBusy(false);
      }
    },
    [agent, append, appendText],
  );

  return { send, busy };
}
