import { Chat } from '@ai-sdk/react';
import { DefaultChatTransport, lastAssistantMessageIsCompleteWithApprovalResponses } from 'ai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createCameoClient, createHttpTransport } from '../src';
import type { CameoUIMessage } from '../src/ai-sdk';
import '../src/styles.css';
import './demo.css';
import { App } from './App';
import { initialMessages } from './fixtures/initialMessages';
import { readApiBase } from './readApiBase';
import { kanbanWidget } from './widgets/kanbanWidget';
import { releaseWidget } from './widgets/releaseWidget';
import { salesWidget } from './widgets/salesWidget';
import { weatherCardWidget } from './widgets/weatherCardWidget';

// The widget server and the chat route run inside the Vite dev server (demo/server/cameoDevServer.ts)
// under /api, unless `?api=` points the page at another instance (see readApiBase).
const apiBase = readApiBase(window.location.search);

// Widget data and actions go through this transport, straight to the widget server: never
// through the chat, so the model never sees them.
const client = createCameoClient({
  widgets: [salesWidget, kanbanWidget, releaseWidget, weatherCardWidget],
  transport: createHttpTransport({ baseUrl: apiBase }),
});

// The AI SDK chat: the agent loop runs on the server (`streamText` with the demo's tools). Once
// every approval of a turn is answered, the chat sends it back so the loop goes on.
const chat = new Chat<CameoUIMessage>({
  transport: new DefaultChatTransport({ api: `${apiBase}/chat` }),
  messages: initialMessages,
  sendAutomaticallyWhen: lastAssistantMessageIsCompleteWithApprovalResponses,
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html needs a #root element.');

createRoot(root).render(
  <StrictMode>
    <App chat={chat} client={client} />
  </StrictMode>,
);
