import { composeStory } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createWidgetStories } from '../../../src/storybook';
import { release, releaseChecklistView, shipped, type ReleaseChecklistData } from '../../../stories/examples/ReleaseChecklist';

const stories = createWidgetStories({ widget: releaseChecklistView, data: release });
const meta = { title: 'Controls' };
const renamed: ReleaseChecklistData = { ...shipped, release: 'Cameo 3.0.0' };

/** Opens the launcher and returns the dialog it opened. */
async function open() {
  await userEvent.click(await screen.findByRole('button', { name: 'Release checklist' }));
  return screen.findByRole('dialog', { name: 'Release checklist' });
}

describe('createWidgetStories controls, as a designer edits them', () => {
  it('paints a snapshot story from edited data, and again when the data changes', async () => {
    const Snapshot = composeStory(stories.Snapshot, meta);
    await Snapshot.load();
    const { rerender } = render(<Snapshot />);
    expect(await within(await open()).findByText(/2 of 4 checks left/)).toBeVisible();

    rerender(<Snapshot data={renamed} />);
    const dialog = await open();
    expect(await within(dialog).findByText('Cameo 3.0.0')).toBeVisible();
    expect(within(dialog).getByText(/Ready to ship/)).toBeVisible();
  });

  it('serves edited data to a story that fetches', async () => {
    const Fetched = composeStory(stories.Fetched, meta);
    await Fetched.load();
    render(<Fetched data={renamed} />);
    const dialog = await open();
    expect(await within(dialog).findByText('Cameo 3.0.0')).toBeVisible();
  });

  it('opens the widget in the container picked in the select', async () => {
    const Snapshot = composeStory(stories.Snapshot, meta);
    await Snapshot.load();
    const { rerender } = render(<Snapshot />);
    expect(await open()).toHaveAttribute('data-container', 'drawer');
    rerender(<Snapshot container="modal" />);
    expect(await open()).toHaveAttribute('data-container', 'modal');
  });
});
