import type { AbstractAgent } from '@ag-ui/client';
import { useCallback, useEffect, useInsertionEffect, useMemo, useRef, useState } from 'react';
import type { QueryClient } from '@tanstack/query-core';
import type { ActionEvent, CameoClient, Transport } from '../core';
import { createCameoClient } from '../react/createCameoClient';
import type { WidgetDefinition } from '../react/defineWidget';
import { connectAGUIAgent, type AGUIConnection, type ConnectAGUIAgentOptions } from './connectAGUIAgent';
import { createWarnOnce } from './createWarnOnce';
import { fromAGUIMessages } from './fromAGUIMessages';

export interface UseAGUIAgentOptions extends ConnectAGUIAgentOptions {
  /** The widgets launchers open. Changes take effect. */
  widgets?: readonly WidgetDefinition[];
  /** A backend for widget data, pushes and actions, as `<CameoProvider transport>`. Changes take effect. */
  transport?: Transport;
  /** Called after each widget action settles. Widget actions never go to the agent. */
  onAction?: (event: ActionEvent) => void;
  /** A query client for the hook's client. Initial only. */
  queryClient?: QueryClient;
}

/** What `<Composer>` takes to drive the agent: spread it on the composer. */
export interface AGUIComposerProps {
  onSend: (text: string) => void;
  running: boolean;
  onStop: () => void;
}

export interface UseAGUIAgentResult {
  /** For `<CameoProvider client={client}>`: its transcript follows the agent. */
  client: CameoClient<WidgetDefinition>;
  composer: AGUIComposerProps;
}

/**
 * A Cameo conversation on an AG-UI agent (an `HttpAgent`, any `AbstractAgent`): the transcript
 * starts from `agent.messages` and follows every run; `composer` sends, shows the run and stops
 * it; Approve / Deny on a card answer the agent's tool-call interrupts.
 * `<CameoProvider client={client}><Transcript /><Composer {...composer} /></CameoProvider>` is a
 * whole chat. `activities` and `reasoning` are read when the agent connects; the callbacks are
 * always the latest.
 */
export function useAGUIAgent(agent: AbstractAgent, options: UseAGUIAgentOptions = {}): UseAGUIAgentResult {
  const latest = useRef(options);
  useInsertionEffect(() => {
    latest.current = options;
  });
  const connection = useRef<AGUIConnection | null>(null);
  const [client] = useState(() =>
    createCameoClient({
      widgets: options.widgets ?? [],
      ...(options.transport ? { transport: options.transport } : {}),
      ...(options.queryClient ? { queryClient: options.queryClient } : {}),
      // Seeded here too, so the first paint already shows the history.
      transcript: fromAGUIMessages(agent.messages, options, createWarnOnce(), !agent.isRunning),
    }),
  );
  const { widgets, transport, onAction } = options;
  useEffect(() => {
    client.setOptions({ onAction });
  }, [client, onAction]);
  useEffect(() => {
    if (widgets) client.setOptions({ widgets });
  }, [client, widgets]);
  useEffect(() => {
    if (transport) client.setOptions({ transport });
  }, [client, transport]);

  const [running, setRunning] = useState(agent.isRunning);
  useEffect(() => {
    const { activities, reasoning, patchLimits } = latest.current;
    const connected = connectAGUIAgent(client, agent, {
      ...(activities ? { activities } : {}),
      ...(reasoning ? { reasoning } : {}),
      ...(patchLimits ? { patchLimits } : {}),
      needsApproval: (name, id) => latest.current.needsApproval?.(name, id) === true,
      runParameters: () => latest.current.runParameters?.() ?? {},
      onToolApproval: (decision, from) => latest.current.onToolApproval?.(decision, from),
    });
    connection.current = connected;
    client.setOptions({ onToolApproval: connected.decide });
    setRunning(connected.isRunning());
    const stopListening = connected.subscribeRunning(() => setRunning(connected.isRunning()));
    return () => {
      stopListening();
      connected.disconnect();
      client.setOptions({ onToolApproval: undefined });
      if (connection.current === connected) connection.current = null;
    };
  }, [client, agent]);

  const onSend = useCallback((text: string) => void connection.current?.send(text), []);
  const onStop = useCallback(() => connection.current?.stop(), []);
  const composer = useMemo(() => ({ onSend, running, onStop }), [onSend, running, onStop]);
  return { client, composer };
}
