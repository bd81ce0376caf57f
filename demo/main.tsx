import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createHttpTransport } from '../src';
import '../src/styles.css';
import './demo.css';
import { createMockAgent } from './agent/createMockAgent';
import { App } from './App';
import { createDemoTools } from './tools/createDemoTools';
import { readBoardOver } from './tools/readBoardOver';
import { kanbanWidget } from './widgets/kanbanWidget';
import { salesWidget } from './widgets/salesWidget';

// The widget server runs inside the Vite dev server (demo/server/cameoDevServer.ts) under /api.
const transport = createHttpTransport({ baseUrl: '/api' });
const tools = createDemoTools(readBoardOver(transport));
const agent = createMockAgent({ tools });
const widgets = [salesWidget, kanbanWidget];

const root = document.getElementById('root');
if (!root) throw new Error('index.html needs a #root element.');

createRoot(root).render(
  <StrictMode>
    <App agent={agent} transport={transport} widgets={widgets} />
  </StrictMode>,
);
