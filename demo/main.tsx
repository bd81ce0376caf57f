import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createHttpTransport } from '../src';
import '../src/styles.css';
import './demo.css';
import { createMockAgent } from './agent/createMockAgent';
import { App } from './App';
import { readApiBase } from './readApiBase';
import { createDemoTools } from './tools/createDemoTools';
import { readBoardOver } from './tools/readBoardOver';
import { kanbanWidget } from './widgets/kanbanWidget';
import { salesWidget } from './widgets/salesWidget';

// The widget server runs inside the Vite dev server (demo/server/cameoDevServer.ts) under /api,
// unless `?api=` points the page at another instance (see readApiBase).
const transport = createHttpTransport({ baseUrl: readApiBase(window.location.search) });
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
