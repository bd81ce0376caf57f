import type { Decorator, StoryObj } from '@storybook/react-vite';
import { Fragment } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { WidgetLauncher } from '../components';
import {
  createMemoryTransport,
  unknownAction,
  WidgetError,
  type MemoryTransport,
  type ServerWidget,
  type WidgetContainer,
  type WidgetLauncherContent,
} from '../core';
import type { WidgetDefinition } from '../react';
import { withCameo } from './withCameo';
import { containerOptions, createStoryData, widgetStoryArgs, widgetStoryArgTypes, type StoryData, type WidgetStoryArgs } from './widgetStoryControls';

/** One story of a widget's preview: a plain CSF3 story object, its data and container as args. */
export type WidgetStory = StoryObj<WidgetStoryArgs>;

/** The containers a widget is previewed in when `containers` is not given. */
export const ALL_CONTAINERS = ['modal', 'drawer', 'fullscreen', 'panel'] as const satisfies readonly WidgetContainer[];

/** The human action the ActionPending and ActionFailed stories fire. */
export interface WidgetStoryAction {
  /** The action name the control dispatches, e.g. `'complete'`. */
  name: string;
  /** The accessible name of the control in the widget that dispatches it, e.g. `'Mark done'`. */
  control: string;
  /** When given, the stories also check that the action reached the transport with these args. */
  args?: unknown;
}

/**
 * A server-side action handler for the story's memory transport. It gets the action's args and
 * the widget's current data, and returns the next data (pushed to the widget, as a server would)
 * or nothing to keep it.
 */
// A method signature, so handlers may type their args (`({id}: {id: string}) => …`).
export type WidgetStoryActionHandler<T> = {
  handle(args: unknown, data: T): T | void | Promise<T | void>;
}['handle'];

export interface WidgetStoriesOptions<T> {
  /**
   * The widget to preview. Its `component`, `container` and `title` are used; its own `render`
   * and `handleAction` are left out, so data and actions go through the story's memory transport
   * and a preview never calls the real backend.
   */
  widget: WidgetDefinition<T>;
  /** Fixture data: the launcher's snapshot, and what the memory transport renders. */
  data: T;
  /** The launcher's label; it names the dialog too when the widget has no title. Defaults to the widget's title or id. */
  label?: string;
  /** Text the widget shows for `data`; stories that show the data check for it. */
  dataText?: string | RegExp;
  /** Server-side handlers for the memory transport, by action name. */
  actions?: Record<string, WidgetStoryActionHandler<T>>;
  /** The action the ActionPending and ActionFailed stories fire; without it they are omitted. */
  action?: WidgetStoryAction;
  /** Data for the scripted push; without it the Push story is omitted. */
  push?: T;
  /** Text the widget shows for `push` but not for `data`; the Push story waits for it. */
  pushText?: string | RegExp;
  /** Extra checks after the push, given the dialog. Without this or `pushText`, the text must change. */
  expectPush?: (dialog: HTMLElement) => unknown;
  /** One story per container (Modal, Drawer, Fullscreen, Panel). Defaults to all four. */
  containers?: readonly WidgetContainer[];
  /** The message of the scripted failures (FetchError, ActionFailed). */
  errorMessage?: string;
}

/** The type of `options[key]`, `undefined` when the key is absent. */
type OptionOf<O, K extends string> = O extends { [P in K]: infer V } ? V : undefined;

/** Stories that need an input: present when it is given, optional when it may be undefined. */
type Present<Input, Stories> = [Input] extends [undefined] ? unknown : undefined extends Input ? Partial<Stories> : Stories;

type ContainerStories<C> = [C] extends [undefined]
  ? { [K in (typeof ALL_CONTAINERS)[number] as Capitalize<K>]: WidgetStory }
  : C extends readonly WidgetContainer[]
    ? number extends C['length']
      ? // A list whose members are not known statically: any container story may be missing.
        Partial<{ [K in C[number] as Capitalize<K>]: WidgetStory }>
      : { [K in C[number] as Capitalize<K>]: WidgetStory }
    : Partial<{ [K in WidgetContainer as Capitalize<K>]: WidgetStory }>;

/** The stories `createWidgetStories(options)` returns for options of type `O`: only those whose inputs were given. */
export type WidgetStories<O = object> = {
  /** The launcher carries the data: it opens at once and makes no render request. */
  Snapshot: WidgetStory;
  /** No snapshot, and the transport's render never answers. */
  Loading: WidgetStory;
  /** No snapshot: one render request, answered with the fixture. */
  Fetched: WidgetStory;
  /** No snapshot, and the render request fails: an alert with Retry. */
  FetchError: WidgetStory;
} & Present<
  OptionOf<O, 'action'>,
  {
    /** The action's request never answers: the control is busy. */
    ActionPending: WidgetStory;
    /** The action's request fails: the container says which action failed. */
    ActionFailed: WidgetStory;
  }
> &
  Present<
    OptionOf<O, 'push'>,
    {
      /** Open with the snapshot, then the transport pushes `push`: the widget re-renders in place. */
      Push: WidgetStory;
    }
  > &
  ContainerStories<OptionOf<O, 'containers'>>;

/** The key under which each story's loader leaves its memory transport in `context.loaded`. */
export const STORY_TRANSPORT = 'cameoTransport';
/** Where the loader leaves the backend's copy of the data, which follows the `data` control. */
const STORY_DATA = 'cameoStoryData';

const DEFAULT_ERROR = 'Simulated failure from the story transport.';
const LAUNCHER_KEY = 'cameo-widget-story';
/** What the host shows in place of the widget, or above it when an action failed. */
const HOST_STATES = ['loading', 'empty', 'error', 'unknown', 'crash', 'action-error']
  .map((notice) => `[data-notice="${notice}"]`)
  .join(', ');

interface StorySetup {
  /** The launcher sends the fixture as a snapshot. */
  snapshot: boolean;
  /** Overrides the widget's container. */
  container?: WidgetContainer;
  /** Scripts the story's transport before it renders (holds, failures). */
  script?: (transport: MemoryTransport) => void;
  play: (context: PlayContext) => Promise<void>;
}

interface PlayContext {
  canvasElement: HTMLElement;
  transport: MemoryTransport;
  /** The container the story's args open the widget in. */
  container: WidgetContainer;
}

/**
 * The standard state stories for a widget, from its definition and fixture data. Each story has
 * its own memory transport (made by a loader, so `play` can script and inspect it), provider and
 * query client, and a `play` that checks what a user would see. CSF needs static exports:
 *
 * ```ts
 * const stories = createWidgetStories({ widget, data, action: { name: 'complete', control: 'Mark done' } });
 * export const Snapshot = stories.Snapshot;
 * ```
 */
export function createWidgetStories<T, const O extends WidgetStoriesOptions<T>>(
  options: O & WidgetStoriesOptions<T>,
): WidgetStories<O> {
  const { widget, data, dataText, actions = {}, action, push, pushText, expectPush, errorMessage = DEFAULT_ERROR } = options;
  const id = widget.id;
  const label = options.label ?? widget.title ?? widget.id;
  const containers: readonly WidgetContainer[] = options.containers ?? ALL_CONTAINERS;
  const argTypes = widgetStoryArgTypes(containerOptions(containers, widget.container));
  // The client half draws; data and actions come from the transport.
  const { render: _render, handleAction: _handleAction, ...client } = widget;

  /** The server half, with its own state per story render: actions may change it. */
  const serverWidget = (state: StoryData<T>): ServerWidget<T> => ({
    id,
    ...(widget.title && { title: widget.title }),
    render: () => state.current,
    handleAction: async (name, args) => {
      const handler = actions[name];
      if (!handler) return unknownAction(name);
      const next = await handler(args, state.current);
      if (next !== undefined) state.current = next;
      return null;
    },
  });

  /**
   * Wraps the story in its provider, remade whenever the data or container args change, so the
   * widget reopens from what a designer typed in Controls.
   */
  const withStoryProvider: Decorator = (Story, context) => {
    const { data: edited, container } = storyArgs<T>(context.args);
    (context.loaded[STORY_DATA] as StoryData<T> | undefined)?.follow(edited);
    const decorate = withCameo({
      widgets: [{ ...client, container }],
      transport: ({ loaded }) => storyTransport(loaded),
      // A drawer or panel story shows one whatever the viewport (narrow ones open them fullscreen).
      ...((container === 'drawer' || container === 'panel') && { narrowViewport: 'not all' }),
    });
    return <Fragment key={argsKey(edited, container)}>{decorate(Story, context)}</Fragment>;
  };

  const story = ({ snapshot, container, script, play }: StorySetup): WidgetStory => ({
    args: widgetStoryArgs(data, container ?? widget.container),
    argTypes,
    loaders: [
      ({ args }) => {
        const state = createStoryData(storyArgs<T>(args).data ?? data);
        const transport = createMemoryTransport({ widgets: [serverWidget(state)] });
        script?.(transport);
        return { [STORY_TRANSPORT]: transport, [STORY_DATA]: state };
      },
    ],
    decorators: [withStoryProvider],
    render: (args) => {
      const launcher: WidgetLauncherContent = snapshot
        ? { kind: 'widget', label, widget: id, data: storyArgs<T>(args).data }
        : { kind: 'widget', label, widget: id };
      return <WidgetLauncher launcher={launcher} launcherKey={LAUNCHER_KEY} />;
    },
    play: ({ canvasElement, loaded, args }) =>
      play({ canvasElement, transport: storyTransport(loaded), container: storyArgs<T>(args).container }),
  });

  /** Clicks the launcher and returns the dialog it opened, named by the label. */
  const open = async ({ canvasElement }: PlayContext) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: label }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: widget.title ?? label });
    const body = dialog.querySelector<HTMLElement>('[data-slot="widget-body"]') ?? dialog;
    return { dialog, body, inDialog: within(dialog) };
  };

  /** The widget itself is on screen: none of the host's loading, empty or error states. */
  const expectWidgetShown = async (body: HTMLElement) => {
    await waitFor(() => expect(body.querySelector(HOST_STATES)).toBeNull());
    await expect(body).not.toBeEmptyDOMElement();
    if (dataText !== undefined) await expect(body).toHaveTextContent(dataText);
  };

  const renderCalls = (transport: MemoryTransport) => transport.calls.filter((call) => call.method === 'render' && call.widget === id);

  const stories: Record<string, WidgetStory> = {
    Snapshot: story({
      snapshot: true,
      play: async (context) => {
        const { body } = await open(context);
        await expectWidgetShown(body);
        // A fetch would have started when the widget mounted; give it a moment to show up.
        await new Promise((resolve) => setTimeout(resolve, 100));
        await expect(renderCalls(context.transport)).toHaveLength(0);
      },
    }),

    Loading: story({
      snapshot: false,
      script: (transport) => void transport.hold('render'),
      play: async (context) => {
        const { inDialog } = await open(context);
        await expect(await inDialog.findByRole('status')).toHaveTextContent('Loading…');
        await expect(renderCalls(context.transport)).toHaveLength(1);
      },
    }),

    Fetched: story({
      snapshot: false,
      play: async (context) => {
        const { body } = await open(context);
        await expectWidgetShown(body);
        await expect(renderCalls(context.transport)).toHaveLength(1);
      },
    }),

    FetchError: story({
      snapshot: false,
      script: (transport) => transport.failNext('render', new WidgetError(errorMessage, 503), id),
      play: async (context) => {
        const { inDialog } = await open(context);
        await expect(await inDialog.findByRole('alert')).toHaveTextContent(`Could not load this widget: ${errorMessage}`);
        await expect(inDialog.getByRole('button', { name: 'Retry' })).toBeEnabled();
        await expect(renderCalls(context.transport)).toHaveLength(1);
      },
    }),
  };

  if (action) {
    /** Clicks the action's control and checks the request reached the transport. */
    const fire = async (context: PlayContext) => {
      const { body, inDialog } = await open(context);
      await expectWidgetShown(body);
      const control = await inDialog.findByRole('button', { name: action.control });
      await userEvent.click(control);
      await waitFor(() =>
        expect(context.transport.calls).toContainEqual(
          expect.objectContaining({
            method: 'action',
            widget: id,
            action: action.name,
            ...(action.args !== undefined && { args: action.args }),
          }),
        ),
      );
      return { control, inDialog };
    };

    stories.ActionPending = story({
      snapshot: true,
      script: (transport) => void transport.hold('action'),
      play: async (context) => {
        const { control, inDialog } = await fire(context);
        await waitFor(() => expect(control).toHaveAttribute('aria-busy', 'true'));
        await expect(inDialog.queryByRole('alert')).not.toBeInTheDocument();
      },
    });

    stories.ActionFailed = story({
      snapshot: true,
      script: (transport) => transport.failNext('action', new WidgetError(errorMessage, 500), id),
      play: async (context) => {
        const { control, inDialog } = await fire(context);
        await expect(await inDialog.findByRole('alert')).toHaveTextContent(`Action “${action.name}” failed: ${errorMessage}`);
        await waitFor(() => expect(control).not.toHaveAttribute('aria-busy', 'true'));
      },
    });
  }

  if (push !== undefined) {
    stories.Push = story({
      snapshot: true,
      play: async (context) => {
        const { dialog, body } = await open(context);
        await expectWidgetShown(body);
        if (pushText !== undefined) await expect(body).not.toHaveTextContent(pushText);
        const before = body.textContent;
        // The open container subscribes on mount; push only once it listens.
        await waitFor(() => expect(context.transport.subscriberCount(id)).toBeGreaterThan(0));
        context.transport.push(id, push);
        if (pushText !== undefined) await waitFor(() => expect(body).toHaveTextContent(pushText));
        if (expectPush) await expectPush(dialog);
        if (pushText === undefined && !expectPush) await waitFor(() => expect(body.textContent).not.toBe(before));
        await expect(dialog).toBeInTheDocument();
      },
    });
  }

  for (const container of containers) {
    stories[capitalize(container)] = story({
      snapshot: true,
      container,
      play: async (context) => {
        const { dialog, body } = await open(context);
        await expect(dialog).toHaveAttribute('data-container', context.container);
        await expectWidgetShown(body);
      },
    });
  }

  return stories as WidgetStories<O>;
}

function storyTransport(loaded: Record<string, unknown>): MemoryTransport {
  const transport = loaded[STORY_TRANSPORT];
  if (!transport) throw new Error(`No story transport: the story's loader did not run (context.loaded.${STORY_TRANSPORT}).`);
  return transport as MemoryTransport;
}

/** A generated story's args: Storybook types them as a loose record. */
function storyArgs<T>(args: object): WidgetStoryArgs<T> {
  return args as WidgetStoryArgs<T>;
}

/** Changes when the args do; data that is not JSON (a function, a cycle) keys by container alone. */
function argsKey(data: unknown, container: WidgetContainer): string {
  try {
    return `${container}:${JSON.stringify(data)}`;
  } catch {
    return container;
  }
}

function capitalize<S extends string>(text: S): Capitalize<S> {
  return (text.charAt(0).toUpperCase() + text.slice(1)) as Capitalize<S>;
}
