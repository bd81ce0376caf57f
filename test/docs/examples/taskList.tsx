import { defineWidget, type WidgetProps } from 'cameo-ui';

export type Tasks = { tasks: Array<{ id: string; title: string; done: boolean }> };

function TaskList({ data, dispatch, pendingAction, refetch }: WidgetProps<Tasks>) {
  const complete = async (id: string) => {
    const result = await dispatch('complete', { id }); // resolves, never rejects
    if (result.ok) refetch(); // a live widget gets a pushed update instead
  };
  return (
    <ul>
      {data.tasks.map((task) => (
        <li key={task.id}>
          {task.title}{' '}
          {task.done ? '(done)' : (
            <button type="button" disabled={pendingAction !== null} onClick={() => void complete(task.id)}>
              Done: {task.title}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

export const taskList = defineWidget({
  id: 'tasks',
  title: 'Tasks',
  container: 'drawer',
  component: TaskList,
  render: async ({ signal }): Promise<Tasks> => (await fetch('/api/tasks', { signal })).json(),
  handleAction: async (action, args, { signal }) => {
    const response = await fetch(`/api/tasks/${action}`, { method: 'POST', body: JSON.stringify(args), signal });
    if (!response.ok) throw new Error(`the task service answered ${response.status}`);
  },
});
