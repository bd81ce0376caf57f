// Hand-written pages on the integration entries, checked from the packed tarball: a useChat page
// with its route's tools, and an AG-UI page. They must compile as an app writes them.
import { HttpAgent } from '@ag-ui/client';
import { useChat } from '@ai-sdk/react';
import { DefaultChatTransport, type UIMessageStreamWriter } from 'ai';
import type { ReactElement } from 'react';
import { CameoProvider, Composer, Transcript } from 'cameo-ui';
import { useAGUIAgent } from 'cameo-ui/ag-ui';
import { defineTool, ok } from 'cameo-ui/agent';
import { useCameoChat, type CameoUIMessage } from 'cameo-ui/ai-sdk';
import { expireUnansweredApprovals, toAISDKTools } from 'cameo-ui/ai-sdk/server';

export function AISDKPage(): ReactElement {
  const chat = useChat<CameoUIMessage>({ transport: new DefaultChatTransport({ api: '/api/chat' }) });
  const { client, composer } = useCameoChat(chat, { reasoning: 'hidden', continueAfterApproval: true });
  return (
    <CameoProvider client={client}>
      <Transcript />
      <Composer {...composer} />
    </CameoProvider>
  );
}

const refund = defineTool({
  name: 'refund',
  description: 'Refund an order',
  needsApproval: true,
  parameters: { type: 'object', properties: { order: { type: 'string' } }, required: ['order'] },
  execute: (_agentId, _callId, { order }) => ok(`Refunded ${order.toUpperCase()}.`, { kind: 'text', text: 'Refund sent' }),
});

export const routeTools = (writer: UIMessageStreamWriter<CameoUIMessage>) => toAISDKTools([refund], { writer });
export const forTheModel = (messages: CameoUIMessage[]): CameoUIMessage[] => expireUnansweredApprovals(messages);

export function AGUIPage({ agent = new HttpAgent({ url: '/api/agent' }) }: { agent?: HttpAgent }): ReactElement {
  const { client, composer } = useAGUIAgent(agent, { reasoning: 'drop' });
  return (
    <CameoProvider client={client}>
      <Transcript />
      <Composer {...composer} />
    </CameoProvider>
  );
}
