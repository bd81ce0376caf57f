import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Transcript, WidgetView, defineWidget, type WidgetDefinition, type WidgetProps } from '../../src';
import { createWidgetRegistry } from '../../src/core';
import { widgetQueryKey } from '../../src/core/client/widgetQueryKey';
import { launcher, renderCameo } from '../helpers/renderCameo';

interface Chart {
  rows: number[] | null;
}

/** Draws rows; throws, as a real chart would, when the data has none. */
function ChartView({ data }: WidgetProps<Chart>) {
  return (
    <ul aria-label="Rows">
      {data.rows!.map((row) => (
        <li key={row}>row {row}</li>
      ))}
    </ul>
  );
}

const chart = (overrides: Partial<WidgetDefinition<Chart>> = {}) =>
  defineWidget<Chart>({ id: 'chart', title: 'Sales chart', component: ChartView, ...overrides });

const transcript = (data: Chart) => [{ type: 'user', text: 'show sales' }, launcher('Open chart', 'chart', data)];

beforeEach(() => {
  // React reports every error a boundary catches; the test asserts what the user sees instead.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a widget component that throws', () => {
  it('on first render: an alert in the container names the widget; the dialog and transcript stay', async () => {
    const user = userEvent.setup();
    renderCameo(<Transcript />, { widgets: [chart()], transcript: transcript({ rows: null }) });
    const opener = screen.getByRole('button', { name: 'Open chart' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Sales chart' });
    const alert = within(dialog).getByRole('alert');
    expect(alert).toHaveTextContent('This widget (Sales chart) stopped working:');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByText('show sales')).toBeInTheDocument();

    // The dialog's own × still closes it, and focus goes back to the launcher.
    const [headerClose] = within(dialog).getAllByRole('button', { name: 'Close' });
    expect(alert).not.toContainElement(headerClose!);
    await user.click(headerClose!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('on a later update: the alert replaces the widget, and the next good update recovers it', async () => {
    const user = userEvent.setup();
    const { queryClient } = renderCameo(<Transcript />, { widgets: [chart()], transcript: transcript({ rows: [1, 2] }) });
    await user.click(screen.getByRole('button', { name: 'Open chart' }));
    const dialog = screen.getByRole('dialog', { name: 'Sales chart' });
    expect(within(dialog).getByText('row 2')).toBeInTheDocument();

    await act(async () => queryClient.setQueryData(widgetQueryKey('chart'), { rows: null }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('This widget (Sales chart) stopped working');
    expect(screen.getByRole('dialog', { name: 'Sales chart' })).toBe(dialog);
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByText('show sales')).toBeInTheDocument();

    await act(async () => queryClient.setQueryData(widgetQueryKey('chart'), { rows: [3] }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByText('row 3')).toBeInTheDocument();
  });

  it('stays crashed while the data that broke it is unchanged, until Try again', async () => {
    const user = userEvent.setup();
    let broken = true;
    const Flaky = () => {
      if (broken) throw new Error('canvas unavailable');
      return <p>drawn</p>;
    };
    renderCameo(<Transcript />, { widgets: [defineWidget({ id: 'chart', component: Flaky })], transcript: transcript({ rows: [] }) });
    await user.click(screen.getByRole('button', { name: 'Open chart' }));
    const alert = within(screen.getByRole('dialog')).getByRole('alert');
    // Without a title the message names the widget by its id.
    expect(alert).toHaveTextContent('This widget (chart) stopped working: canvas unavailable');

    broken = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(within(screen.getByRole('dialog')).getByText('drawn')).toBeInTheDocument();
  });

  it('recovers on re-open, which starts a new session', async () => {
    const user = userEvent.setup();
    let broken = true;
    const Flaky = () => {
      if (broken) throw new Error('first paint failed');
      return <p>drawn</p>;
    };
    renderCameo(<Transcript />, { widgets: [defineWidget({ id: 'chart', component: Flaky })], transcript: transcript({ rows: [] }) });
    await user.click(screen.getByRole('button', { name: 'Open chart' }));
    expect(within(screen.getByRole('dialog')).getByRole('alert')).toHaveTextContent('first paint failed');
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    broken = false;
    await user.click(screen.getByRole('button', { name: 'Open chart' }));
    expect(within(screen.getByRole('dialog')).getByText('drawn')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('inline, confines the crash to that view: a sibling view keeps working', async () => {
    const registry = createWidgetRegistry<WidgetDefinition>([chart(), defineWidget({ id: 'ok', component: () => <p>fine</p> })]);
    const { queryClient } = renderCameo(
      <>
        <WidgetView widget="chart" aria-label="Chart tile" />
        <WidgetView widget="ok" aria-label="Other tile" />
      </>,
      { registry },
    );
    await act(async () => {
      queryClient.setQueryData(widgetQueryKey('ok'), {});
      queryClient.setQueryData(widgetQueryKey('chart'), { rows: null });
    });
    expect(within(screen.getByRole('region', { name: 'Chart tile' })).getByRole('alert')).toHaveTextContent(
      'This widget (Sales chart) stopped working',
    );
    expect(within(screen.getByRole('region', { name: 'Other tile' })).getByText('fine')).toBeInTheDocument();
  });
});
