import { createWidgetStories, type WidgetStory } from '../../src/storybook';
import { defineWidget, type WidgetContainer } from '../../src';

interface Note {
  text: string;
}

const note = defineWidget<Note>({ id: 'note', component: () => null });

describe('createWidgetStories', () => {
  it('yields the fetch states and every container by default, nothing that needs missing inputs', () => {
    const stories = createWidgetStories({ widget: note, data: { text: 'hi' } });
    expect(Object.keys(stories).sort()).toEqual(['Drawer', 'FetchError', 'Fetched', 'Fullscreen', 'Loading', 'Modal', 'Panel', 'Snapshot']);
    expectTypeOf(stories.Panel).toEqualTypeOf<WidgetStory>();
    expectTypeOf(stories.Snapshot).toEqualTypeOf<WidgetStory>();
    // @ts-expect-error no action was given, so there is no ActionPending story
    void stories.ActionPending;
    // @ts-expect-error no push was given, so there is no Push story
    void stories.Push;
  });

  it('adds the action stories, the push story and only the containers asked for', () => {
    const stories = createWidgetStories({
      widget: note,
      data: { text: 'hi' },
      action: { name: 'pin', control: 'Pin' },
      push: { text: 'pushed' },
      containers: ['drawer'],
    });
    expect(Object.keys(stories).sort()).toEqual(['ActionFailed', 'ActionPending', 'Drawer', 'FetchError', 'Fetched', 'Loading', 'Push', 'Snapshot']);
    expectTypeOf(stories.ActionPending).toEqualTypeOf<WidgetStory>();
    expectTypeOf(stories.ActionFailed).toEqualTypeOf<WidgetStory>();
    expectTypeOf(stories.Push).toEqualTypeOf<WidgetStory>();
    expectTypeOf(stories.Drawer).toEqualTypeOf<WidgetStory>();
    // @ts-expect-error only the drawer was asked for
    void stories.Modal;
  });

  it('types an action that may be absent as an optional story', () => {
    const action = Math.random() > 2 ? { name: 'pin', control: 'Pin' } : undefined;
    const stories = createWidgetStories({ widget: note, data: { text: 'hi' }, action });
    expect(stories.ActionPending).toBeUndefined();
    expectTypeOf(stories.ActionPending).toEqualTypeOf<WidgetStory | undefined>();
  });

  it('checks the push data and the action handlers against the widget data', () => {
    createWidgetStories({
      widget: note,
      data: { text: 'hi' },
      actions: { edit: ({ text }: { text: string }, data) => ({ ...data, text }) },
    });
    // @ts-expect-error the push is not the widget's data
    createWidgetStories({ widget: note, data: { text: 'hi' }, push: { count: 1 } });
  });

  it('gives every story a loader, the decorator, a render and a play function', () => {
    const stories = createWidgetStories({ widget: note, data: { text: 'hi' }, action: { name: 'pin', control: 'Pin' }, push: { text: 'x' } });
    for (const story of Object.values(stories) as WidgetStory[]) {
      expect(story.loaders).toHaveLength(1);
      expect(story.decorators).toHaveLength(1);
      expect(story.render).toBeTypeOf('function');
      expect(story.play).toBeTypeOf('function');
    }
  });
});

describe('createWidgetStories controls', () => {
  const board = defineWidget<Note>({ id: 'board', component: () => null, container: 'drawer' });

  it('gives every story its data and container as args, editable in Controls', () => {
    const stories = createWidgetStories({ widget: board, data: { text: 'hi' }, action: { name: 'pin', control: 'Pin' }, push: { text: 'x' } });
    for (const [name, story] of Object.entries(stories) as [string, WidgetStory][]) {
      const container = (['Modal', 'Drawer', 'Fullscreen', 'Panel'].includes(name) ? name.toLowerCase() : 'drawer') as WidgetContainer;
      expect(story.args, name).toEqual({ data: { text: 'hi' }, container });
      expect(story.argTypes, name).toEqual({
        data: expect.objectContaining({ control: 'object', description: expect.any(String) }),
        container: expect.objectContaining({ control: 'select', options: ['modal', 'drawer', 'fullscreen', 'panel'], description: expect.any(String) }),
      });
    }
  });

  it("offers the containers asked for, and the widget's own, in the container select", () => {
    const stories = createWidgetStories({ widget: board, data: { text: 'hi' }, containers: ['modal'] });
    expect((stories.Modal.argTypes as Record<string, unknown>).container).toEqual(expect.objectContaining({ options: ['modal', 'drawer'] }));
    expect(stories.Snapshot.args).toEqual({ data: { text: 'hi' }, container: 'drawer' });
  });

  it('defaults the container arg to a modal for a widget that names none', () => {
    const stories = createWidgetStories({ widget: note, data: { text: 'hi' } });
    expect(stories.Fetched.args).toEqual({ data: { text: 'hi' }, container: 'modal' });
  });
});

describe('createWidgetStories container typing', () => {
  it('makes container stories optional when the list is not known statically', () => {
    const containers: WidgetContainer[] = ['modal'];
    const stories = createWidgetStories({ widget: note, data: { text: 'hi' }, containers });
    expect(Object.keys(stories)).toContain('Modal');
    expect(stories.Drawer).toBeUndefined();
    expectTypeOf(stories.Drawer).toEqualTypeOf<WidgetStory | undefined>();
  });
});
