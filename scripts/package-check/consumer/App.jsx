// The consumer code of the package check (scripts/verify-package.mjs). It uses only the public
// API the README documents: CameoProvider, Transcript, defineWidget, `cameo-ui/styles.css`,
// --cameo-* CSS variables and the Transcript's `components` overrides. Copied unchanged into a
// Vite app on React 19, one on React 18, and a Next.js app-router app.
import { CameoProvider, Transcript, defineWidget } from 'cameo-ui';
import 'cameo-ui/styles.css';
import './theme.css';

function Board({ data }) {
  return (
    <section data-testid="board">
      <h2>{data.title}</h2>
      <ul>
        {data.columns.map((column) => (
          <li key={column}>{column}</li>
        ))}
      </ul>
    </section>
  );
}

const board = defineWidget({ id: 'board', component: Board });
const widgets = [board];

// Override one part: every note in the transcript renders through this component.
function MyNote({ note }) {
  return <p data-testid="custom-note">Custom note: {note.text}</p>;
}
const components = { Note: MyNote };

// Wire-format JSON, as a backend would send it: a note and a widget launcher with a snapshot.
const transcript = [
  { type: 'user', text: 'Show me the sprint board.' },
  { type: 'tool_call', id: 'c1', name: 'show_board', args: { sprint: 12 } },
  { type: 'tool_result', toolCallId: 'c1', content: 'The board has three columns.' },
  { type: 'ui', toolCallId: 'c1', ui: { kind: 'text', text: 'Board data is a snapshot.' } },
  {
    type: 'ui',
    toolCallId: 'c1',
    ui: {
      kind: 'widget',
      label: 'Open board',
      widget: 'board',
      data: { title: 'Sprint 12 board snapshot', columns: ['To do', 'Doing', 'Done'] },
    },
  },
];

export function App({ title }) {
  return (
    <main className="brand">
      <h1>{title}</h1>
      <CameoProvider widgets={widgets} transcript={transcript}>
        <Transcript components={components} />
      </CameoProvider>
    </main>
  );
}
