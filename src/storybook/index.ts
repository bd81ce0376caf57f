// `cameo-ui/storybook`: preview helpers for a consumer's own widgets. This entry, and only this
// one, imports Storybook (`storybook/test`, and types from `@storybook/react-vite`); the kit's
// runtime entries never import it.
export { createStoryQueryClient, withCameo } from './withCameo';
export type { WithCameoOptions } from './withCameo';
export { createWidgetStories, STORY_TRANSPORT } from './createWidgetStories';
export type {
  WidgetStories,
  WidgetStoriesOptions,
  WidgetStory,
  WidgetStoryAction,
  WidgetStoryActionHandler,
} from './createWidgetStories';
export type { WidgetStoryArgs } from './widgetStoryControls';
