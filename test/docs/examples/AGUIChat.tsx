import { HttpAgent } from '@ag-ui/client';
import { useState } from 'react';
import { CameoProvider, Composer, Transcript } from 'cameo-ui';
import { useAGUIAgent } from 'cameo-ui/ag-ui';
import 'cameo-ui/styles.css';
import { widgets } from './aiSdkWidgets';

export function AGUIChat({ url = '/api/agent' }: { url?: string }) {
  // One agent per thread: it holds the thread's messages and runs.
  const [agent] = useState(() => new HttpAgent({ url }));
  const { client, composer } = useAGUIAgent(agent, { widgets });
  return (
    <CameoProvider client={client}>
      <Transcript />
      <Composer {...composer} />
    </CameoProvider>
  );
}
