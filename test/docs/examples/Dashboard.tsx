import { CameoProvider, WidgetLauncherList, WidgetView, useWidget } from 'cameo-ui';
import { taskList, type Tasks } from './taskList';

function TasksLeft() {
  const { data, open } = useWidget('tasks'); // the same data the inline view shows
  const left = (data as Tasks | undefined)?.tasks.filter((task) => !task.done).length;
  return (
    <button type="button" onClick={() => open({ label: 'Tasks' })}>
      {left === undefined ? 'Tasks' : `${left} tasks left`}
    </button>
  );
}

export function Dashboard() {
  return (
    <CameoProvider widgets={[taskList]}>
      <TasksLeft />
      <WidgetView widget="tasks" aria-label="Tasks today" />
      <WidgetLauncherList />
    </CameoProvider>
  );
}
