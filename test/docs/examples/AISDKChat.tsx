import { useChat } from '@ai-sdk/react';
import { DefaultChatTransport, lastAssistantMessageIsCompleteWithApprovalResponses } from 'ai';
import { CameoProvider, Composer, Transcript } from 'cameo-ui';
import { useCameoChat, type CameoUIMessage } from 'cameo-ui/ai-sdk';
import 'cameo-ui/styles.css';
import { widgets } from './aiSdkWidgets';

export function AISDKChat({ api = '/api/chat' }: { api?: string }) {
  const chat = useChat<CameoUIMessage>({
    transport: new DefaultChatTransport({ api }),
    // After Approve or Deny, send the answer back so the loop goes on.
    sendAutomaticallyWhen: lastAssistantMessageIsCompleteWithApprovalResponses,
  });
  const { client, composer } = useCameoChat(chat, { widgets });
  return (
    <CameoProvider client={client}>
      <Transcript />
      <Composer {...composer} />
    </CameoProvider>
  );
}
