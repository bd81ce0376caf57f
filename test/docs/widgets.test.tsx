import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CameoProvider, Transcript } from 'cameo-ui';

// Runs the examples of docs/widgets.md against a fake task service behind `fetch`.

function stubTaskService({ failActions = false } = {}) {
  const tasks = [
    { id: 't1', title: 'Write docs', done: false },
    { id: 't2', title: 'Ship it', done: false },
  ];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/tasks') return Response.json({ tasks: tasks.map((task) => ({ ...task })) });
    if (failActions) return new Response('no', { status: 500 });
    const { id } = JSON.parse(String(init?.body)) as { id: string };
    tasks.find((task) => task.id === id)!.done = true;
    return new Response(null, { status: 204 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const launcher = { type: 'ui', toolCallId: 'c1', ui: { kind: 'widget', label: 'Open tasks', widget: 'tasks' } };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('docs/widgets.md: the task list (examples/taskList.tsx)', () => {
  it('opens in a drawer, sends a human action and shows the refetched state', async () => {
    const { taskList } = await import('./examples/taskList');
    const user = userEvent.setup();
    const fetch = stubTaskService();
    render(
      <CameoProvider widgets={[taskList]} transcript={[launcher]}>
        <Transcript />
      </CameoProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Open tasks' }));
    const dialog = screen.getByRole('dialog', { name: 'Tasks' });
    expect(dialog).toHaveAttribute('data-container', 'drawer');
    await user.click(await within(dialog).findByRole('button', { name: 'Done: Write docs' }));
    expect(await within(dialog).findByText('Write docs (done)')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Done: Ship it' })).toBeEnabled();
    expect(fetch).toHaveBeenCalledWith('/api/tasks/complete', expect.objectContaining({ method: 'POST', body: '{"id":"t1"}' }));
  });

  it('shows a failed action in the widget, which stays usable', async () => {
    const { taskList } = await import('./examples/taskList');
    const user = userEvent.setup();
    stubTaskService({ failActions: true });
    render(
      <CameoProvider widgets={[taskList]} transcript={[launcher]}>
        <Transcript />
      </CameoProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Open tasks' }));
    const dialog = screen.getByRole('dialog', { name: 'Tasks' });
    await user.click(await within(dialog).findByRole('button', { name: 'Done: Write docs' }));
    expect(await within(dialog).findByText(/Action “complete” failed: the task service answered 500/)).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Done: Write docs' })).toBeEnabled());
  });
});

describe('docs/widgets.md: the dashboard (examples/Dashboard.tsx)', () => {
  it('shares one fetch between the hook and the inline view, and opens the widget from a custom control', async () => {
    const { Dashboard } = await import('./examples/Dashboard');
    const user = userEvent.setup();
    const fetch = stubTaskService();
    render(<Dashboard />);
    const view = screen.getByRole('region', { name: 'Tasks today' });
    expect(await within(view).findByRole('button', { name: 'Done: Write docs' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '2 tasks left' })).toBeInTheDocument();
    expect(fetch.mock.calls.filter(([url]) => url === '/api/tasks')).toHaveLength(1);
    expect(within(screen.getByRole('list', { name: 'Widgets' })).getByRole('button', { name: 'Tasks' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '2 tasks left' }));
    expect(screen.getByRole('dialog', { name: 'Tasks' })).toBeInTheDocument();
  });
});
