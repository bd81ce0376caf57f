import type { Meta } from '@storybook/react-vite';
import { createWidgetStories } from 'cameo-ui/storybook';
import { completeCheck, release, releaseChecklist, shipped } from './examples/ReleaseChecklist';

export default { title: 'Preview helpers/Release checklist' } satisfies Meta;

const stories = createWidgetStories({
  widget: releaseChecklist,
  data: release,
  dataText: '2 of 4 checks left',
  actions: { complete: ({ id }: { id: string }, data) => completeCheck(data, id) },
  action: { name: 'complete', args: { id: 'changelog' }, control: 'Mark done: Update the changelog' },
  push: shipped,
  pushText: 'Ready to ship',
});

export const Snapshot = stories.Snapshot, Loading = stories.Loading, Fetched = stories.Fetched;
export const FetchError = stories.FetchError, ActionPending = stories.ActionPending, ActionFailed = stories.ActionFailed;
export const Push = stories.Push, Modal = stories.Modal, Drawer = stories.Drawer, Fullscreen = stories.Fullscreen;
export const Panel = stories.Panel;
