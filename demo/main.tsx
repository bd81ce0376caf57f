import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createCameoClient, createHttpTransport, type ToolApprovalDecision } from '../src';
import '../src/styles.css';
import './demo.css';
import { createMockAgent, type TranscriptSink } from './agent/createMockAgent';
import { App } from './App';
import initialTranscript from './fixtures/initialTranscript.json';
import { readApiBase } from './readApiBase';
import { createDemoTools } from './tools/createDemoTools';
import { readBoardOver } from './tools/readBoardOver';
import { kanbanWidget } from './widgets/kanbanWidget';
import { releaseWidget } from './widgets/releaseWidget';
import { salesWidget } from './widgets/salesWidget';
import { weatherCardWidget } from './widgets/weatherCardWidget';

// The widget server runs inside the Vite dev server (demo/server/cameoDevServer.ts) under /api,
// unless `?api=` points the page at another instance (see readApiBase).
const transport = createHttpTransport({ baseUrl: readApiBase(window.location.search) });
const tools = createDemoTools(readBoardOver(transport));
const agent = createMockAgent({ tools });

// Made outside React, so the agent's approval handler can write to the same conversation.
const client = createCameoClient({
  transcript: initialTranscript,
  widgets: [salesWidget, kanbanWidget, releaseWidget, weatherCardWidget],
  transport,
  onToolApproval: (decision) => void answer(decision),
});
const sink: TranscriptSink = {
  append: (...entries) => client.transcript.getState().append(...entries),
  appendText: (key, delta) => client.transcript.getState().appendText(key, delta),
};

/** Hands the decision to the agent, with the call it answers (for one left pending by a reload). */
async function answer(decision: ToolApprovalDecision) {
  const { entries } = client.transcript.getState();
  const call = [...entries.values()].find((entry) => entry.type === 'tool_call' && entry.id === decision.toolCallId);
  await agent.decide(decision, call?.type === 'tool_call' ? { name: call.name, args: call.args as Record<string, unknown> } : undefined, sink);
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html needs a #root element.');

createRoot(root).render(
  <StrictMode>
    <App agent={agent} client={client} />
  </StrictMode>,
);
