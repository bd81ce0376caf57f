import { defineWidget, type WidgetDefinition, type WidgetProps } from '../../src';

describe('defineWidget', () => {
  it('types the component’s data from what render returns', () => {
    const widget = defineWidget({
      id: 'count',
      render: async () => ({ count: 3 }),
      component: ({ data }) => <p>{data.count.toFixed(0)}</p>,
    });
    expectTypeOf(widget).toEqualTypeOf<WidgetDefinition<{ count: number }>>();
    expect(widget.id).toBe('count');
  });

  it('rejects a component whose data does not match render', () => {
    const Wrong = ({ data }: WidgetProps<{ label: string }>) => <p>{data.label}</p>;
    const widget = defineWidget({
      id: 'mismatch',
      // @ts-expect-error render yields {count}, the component wants {label}
      render: async () => ({ count: 3 }),
      component: Wrong,
    });
    expect(widget.container).toBeUndefined();
  });

  it('keeps the definition as given, container included', () => {
    const component = () => null;
    const widget = defineWidget({ id: 'side', component, container: 'drawer' });
    expect(widget).toEqual({ id: 'side', component, container: 'drawer' });
  });
});
