import { render, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';

/** Waits until every long message in `container` is drawn whole (no `data-revealing` left). */
export async function revealed(container: HTMLElement): Promise<void> {
  await waitFor(() => expect(container.querySelector('[data-revealing]')).toBeNull(), { timeout: 30_000 });
}

/** `render`, once a long message has been drawn whole, a step per frame. */
export async function renderRevealed(ui: ReactElement): Promise<ReturnType<typeof render>> {
  const view = render(ui);
  await revealed(view.container);
  return view;
}
