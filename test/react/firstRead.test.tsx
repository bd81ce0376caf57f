import { render, screen, waitFor } from '@testing-library/react';
import { CameoProvider, Transcript, createCameoClient, useEntryKeys } from '../../src';

const history = (count: number) => Array.from({ length: count }, (_, at) => ({ type: 'user' as const, text: `message ${at}` }));

function Count() {
  return <output aria-label="entries">{useEntryKeys().length}</output>;
}

/** Resolves in the task after the second animation frame from now, when a read scheduled then has run. */
const afterTwoFrames = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))));

describe('CameoProvider: a long transcript paints its recent end first', () => {
  it('draws the last messages at once and has the whole history right after', async () => {
    render(
      <CameoProvider transcript={history(3_000)}>
        <Count />
        <Transcript virtualize={false} />
      </CameoProvider>,
    );
    // The first render holds about the last 500 messages, the very last among them.
    expect(Number(screen.getByRole('status', { name: 'entries' }).textContent)).toBeLessThan(3_000);
    expect(screen.getByText('message 2999')).toBeInTheDocument();
    expect(screen.queryByText('message 0')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status', { name: 'entries' })).toHaveTextContent('3000'));
    expect(screen.getByText('message 0')).toBeInTheDocument();
  });

  it('reads everything before the first paint with firstRead={false}', () => {
    render(
      <CameoProvider transcript={history(3_000)} firstRead={false}>
        <Count />
      </CameoProvider>,
    );
    expect(screen.getByRole('status', { name: 'entries' })).toHaveTextContent('3000');
  });

  it('reads an app client’s unread history too, and not after an unmount', async () => {
    const kept = createCameoClient({ transcript: history(100), firstRead: 10 });
    render(
      <CameoProvider client={kept}>
        <Count />
      </CameoProvider>,
    );
    await waitFor(() => expect(kept.transcript.getState().unread).toBe(0));

    const dropped = createCameoClient({ transcript: history(100), firstRead: 10 });
    const { unmount } = render(
      <CameoProvider client={dropped}>
        <Count />
      </CameoProvider>,
    );
    unmount();
    await afterTwoFrames();
    await afterTwoFrames();
    expect(dropped.transcript.getState().unread).toBeGreaterThan(0);
  });
});
