import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../src/styles.css';
import './demo.css';
import { createMockAgent } from './agent/createMockAgent';
import { App } from './App';
import { createKanbanBackend } from './backend/createKanbanBackend';
import { createDemoTools } from './tools/createDemoTools';
import { createKanbanWidget } from './widgets/createKanbanWidget';
import { salesWidget } from './widgets/salesWidget';

// One backend for the page, shared by the board tool and the board widget.
const backend = createKanbanBackend({ delayMs: 400 });
const tools = createDemoTools(backend);
const agent = createMockAgent({ tools });
const widgets = [salesWidget, createKanbanWidget(backend)];

const root = document.getElementById('root');
if (!root) throw new Error('index.html needs a #root element.');

createRoot(root).render(
  <StrictMode>
    <App agent={agent} tools={tools} widgets={widgets} />
  </StrictMode>,
);
