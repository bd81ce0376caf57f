// A widget written by a team using Cameo, not by Cameo: the example that `cameo-ui/storybook`
// previews in stories/PreviewHelpers.stories.tsx. It has its own `render` and `handleAction`
// against its team's API; the preview stories leave both out and use a memory transport.
import type { CSSProperties } from 'react';
import { defineServerWidget, defineWidget, unknownAction, WidgetActionButton, type WidgetProps } from '../../src';

export interface ReleaseCheck {
  id: string;
  label: string;
  done: boolean;
}

export interface ReleaseChecklistData {
  release: string;
  checks: ReleaseCheck[];
}

/** Fixture: a release with two of four checks left. */
export const release: ReleaseChecklistData = {
  release: 'Cameo 2.4.0',
  checks: [
    { id: 'tests', label: 'Run the full test suite', done: true },
    { id: 'changelog', label: 'Update the changelog', done: false },
    { id: 'docs', label: 'Publish the docs', done: false },
    { id: 'notes', label: 'Draft the release notes', done: true },
  ],
};

/** The same release with a check marked done: what the server answers to `complete`. */
export function completeCheck(data: ReleaseChecklistData, id: string): ReleaseChecklistData {
  return { ...data, checks: data.checks.map((check) => (check.id === id ? { ...check, done: true } : check)) };
}

/** Fixture for a push: someone else finished the remaining checks. */
export const shipped: ReleaseChecklistData = { ...release, checks: release.checks.map((check) => ({ ...check, done: true })) };

const row: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '0.75rem',
  padding: '0.5rem 0',
  borderBottom: '1px solid var(--cameo-color-border)',
};

/** A list of checks; each open one has a "Mark done" button named after its check. */
export function ReleaseChecklist({ data }: WidgetProps<ReleaseChecklistData>) {
  const left = data.checks.filter((check) => !check.done).length;
  return (
    <div>
      <p style={{ marginTop: 0 }}>
        <strong>{data.release}</strong>: {left === 0 ? 'Ready to ship' : `${left} of ${data.checks.length} checks left`}
      </p>
      <ul aria-label={`Checks for ${data.release}`} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {data.checks.map((check) => (
          <li key={check.id} style={row}>
            <span>{check.label}</span>
            {check.done ? (
              <span>
                <span aria-hidden="true">✓ </span>Done
              </span>
            ) : (
              // Named after its check, so the buttons can be told apart; the name starts with the
              // visible text, so voice control users can say what they see.
              <WidgetActionButton action="complete" args={{ id: check.id }} aria-label={`Mark done: ${check.label}`}>
                Mark done
              </WidgetActionButton>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The drawing alone, for a story whose data comes from a transport. */
export const releaseChecklistView = defineWidget<ReleaseChecklistData>({
  id: 'release-checklist',
  title: 'Release checklist',
  component: ReleaseChecklist,
  container: 'drawer',
});

/** The team's widget, wired to its own API. */
export const releaseChecklist = defineWidget<ReleaseChecklistData>({
  ...releaseChecklistView,
  render: async ({ signal }) => (await fetch('/api/release-checklist', { signal })).json(),
  handleAction: async (action, args, { signal }) => {
    const response = await fetch(`/api/release-checklist/${action}`, { method: 'POST', body: JSON.stringify(args), signal });
    if (!response.ok) throw new Error(`The release API answered ${response.status}.`);
  },
});

/** The team's server half, for a memory transport or `createWidgetServer`: its state is its own. */
export function releaseChecklistServer(initial: ReleaseChecklistData = release) {
  let data = initial;
  return defineServerWidget<ReleaseChecklistData>({
    id: 'release-checklist',
    title: 'Release checklist',
    render: () => data,
    handleAction: (action, args) => {
      if (action !== 'complete') unknownAction(action);
      data = completeCheck(data, (args as { id: string }).id);
    },
  });
}
