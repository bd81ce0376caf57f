// The launchers-and-widgets app of `npm run size` (issue 24): no transcript, only launchers that
// open widgets. Its initial chunk (React excluded) has a budget.
import { createRoot } from 'react-dom/client';
import { CameoProvider, WidgetLauncher, defineWidget } from 'cameo-ui';

function Board({ data }) {
  return <p>{data.columns.join(', ')}</p>;
}

const board = defineWidget({ id: 'board', component: Board });
const launcher = { kind: 'widget', label: 'Open board', widget: 'board', data: { columns: ['To do', 'Done'] } };

createRoot(document.getElementById('root')).render(
  <CameoProvider widgets={[board]}>
    <WidgetLauncher launcher={launcher} launcherKey="board-1" />
  </CameoProvider>,
);
