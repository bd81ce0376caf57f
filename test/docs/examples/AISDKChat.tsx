import { useChat } from '@ai-sdk/react';
import { DefaultChatTransport } from 'ai';
import { CameoProvider, Composer, Transcript } from 'cameo-ui';
import { useCameoChat, type CameoUIMessage } from 'cameo-ui/ai-sdk';
import 'cameo-ui/styles.css';
import { widgets } from './aiSdkWidgets';

export function AISDKChat({ api = '/api/chat' }: { api?: string }) {
  const chat = useChat<CameoUIMessage>({ transport: new DefaultChatTransport({ api }) });
  // Once the person has answered Approve or Deny, send the answer back so the loop goes on.
  const { client, composer } = useCameoChat(chat, { widgets, continueAfterApproval: true });
  return (
    <CameoProvider client={client}>
      <Transcript />
      <Composer {...composer} />
    </CameoProvider>
  );
}
