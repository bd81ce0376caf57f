import type { ReactNode } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Transcript, type WidgetContainer, type WidgetDisplay } from '../../src';
import { CameoStory } from '../fixtures/CameoStory';
import { page } from '../fixtures/play';
import { q3Sales, salesWidget } from '../fixtures/SalesTable';

/** The data a designer varies in Controls: the launcher's label and the table's caption. */
export interface ContainerStoryArgs {
  label: string;
  caption: string;
}

export const containerArgs: ContainerStoryArgs = { label: 'Open sales', caption: q3Sales.caption };

/** A short chat whose tool call left a sales launcher (or, inline, the table itself). */
export function chatWith(container: WidgetContainer, { label, caption }: ContainerStoryArgs, display?: WidgetDisplay) {
  return [
    { type: 'user', text: 'How did the regions do in Q3?' },
    { type: 'tool_call', id: 'c1', name: 'show_sales', args: { quarter: 'Q3' } },
    { type: 'tool_result', toolCallId: 'c1', content: 'Shown to the user.', isError: false },
    {
      type: 'ui',
      toolCallId: 'c1',
      ui: { kind: 'widget', label, widget: 'sales', data: { ...q3Sales, caption }, ...(display && { display }) },
    },
    { type: 'assistant', text: 'EMEA grew most; the Americas dipped.' },
  ];
}

/** The chat in a fresh provider, the sales widget opening in `container`. */
export function ContainerChat(props: { container: WidgetContainer; args: ContainerStoryArgs; display?: WidgetDisplay; children?: ReactNode }) {
  const { container, args, display, children } = props;
  return (
    // `render` serves an inline card, which does not yet take the launcher's data as a snapshot.
    <CameoStory
      widgets={() => [salesWidget({ container, render: () => ({ ...q3Sales, caption: args.caption }) })]}
      transcript={chatWith(container, args, display)}
    >
      {children ?? <Transcript style={{ maxHeight: '32rem' }} />}
    </CameoStory>
  );
}

/** Opens the launcher and checks the dialog shows the table with focus inside; leaves it open. */
export async function openAndCheck(canvasElement: HTMLElement, args: ContainerStoryArgs, container: WidgetContainer) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: args.label }));
  const dialog = await page(canvasElement).findByRole('dialog', { name: args.label });
  await expect(dialog).toHaveAttribute('data-container', container);
  await expect(within(dialog).getByRole('table', { name: args.caption })).toBeVisible();
  await expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
  await Promise.all(dialog.getAnimations().map((animation) => animation.finished));
  return dialog;
}
