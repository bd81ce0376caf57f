import type { ArgTypes } from '@storybook/react-vite';
import { type WidgetContainer } from '../core';
import { containerOf } from '../core/internal';

/** What a designer edits in Controls on a generated widget story. */
export interface WidgetStoryArgs<T = unknown> {
  /** The widget's data: the launcher's snapshot, and what the story's backend renders. */
  data: T;
  /** The container the widget opens in. */
  container: WidgetContainer;
}

/** The args of one generated story: the fixture data, and its container or the widget's own. */
export function widgetStoryArgs<T>(data: T, container: WidgetContainer | undefined): WidgetStoryArgs<T> {
  return { data, container: containerOf({ container }) };
}

/** The containers the select offers: those previewed, then the widget's own when it is not one of them. */
export function containerOptions(containers: readonly WidgetContainer[], own: WidgetContainer | undefined): WidgetContainer[] {
  return [...new Set([...containers, containerOf({ container: own })])];
}

export function widgetStoryArgTypes(options: readonly WidgetContainer[]): Partial<ArgTypes<WidgetStoryArgs>> {
  return {
    data: {
      control: 'object',
      description: "The widget's data: the launcher's snapshot and what the story's backend serves. Editing it reopens the widget.",
    },
    container: {
      control: 'select',
      options,
      description: 'Where the widget opens.',
    },
  };
}

/**
 * The story backend's copy of the data. Edited args replace it (and whatever actions made of
 * it), so a story without a snapshot fetches what the designer typed.
 */
export interface StoryData<T> {
  current: T;
  /** Takes `edited` when it differs from the args last seen; keeps action results otherwise. */
  follow(edited: T): void;
}

export function createStoryData<T>(initial: T): StoryData<T> {
  let seen = initial;
  const state: StoryData<T> = {
    current: initial,
    follow(edited) {
      if (Object.is(edited, seen)) return;
      seen = edited;
      state.current = edited;
    },
  };
  return state;
}
