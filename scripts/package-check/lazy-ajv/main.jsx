// An app whose backend is the memory transport and whose widgets declare no action schemas: the
// README says Ajv is loaded only for action schemas, so none of it may be in what loads first.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CameoProvider, Transcript, createMemoryTransport, defineWidget } from 'cameo-ui';

const transport = createMemoryTransport({
  widgets: [
    {
      id: 'board',
      render: () => ({ columns: ['To do', 'Done'] }),
      handleAction: (action, args) => ({ action, args }),
    },
  ],
});

function Board({ data }) {
  return <p>{data.columns.join(', ')}</p>;
}

const transcript = [
  { type: 'user', text: 'Show me the board.' },
  { type: 'tool_call', id: 'c1', name: 'show_board', args: {} },
  { type: 'tool_result', toolCallId: 'c1', content: 'Shown.' },
  { type: 'ui', toolCallId: 'c1', ui: { kind: 'widget', label: 'Open board', widget: 'board' } },
];

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <CameoProvider widgets={[defineWidget({ id: 'board', component: Board })]} transport={transport} transcript={transcript}>
      <Transcript />
    </CameoProvider>
  </StrictMode>,
);
