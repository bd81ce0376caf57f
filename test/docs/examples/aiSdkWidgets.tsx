import { defineWidget, type WidgetProps } from 'cameo-ui';

type Sales = { quarter: string; rows: { region: string; revenue: number }[] };

function SalesChart({ data }: WidgetProps<Sales>) {
  return (
    <ul aria-label={`${data.quarter} revenue`}>
      {data.rows.map((row) => (
        <li key={row.region}>{`${row.region}: ${row.revenue}`}</li>
      ))}
    </ul>
  );
}

/** The widget `show_sales` launches; the launcher's data is its first paint. */
export const widgets = [defineWidget<Sales>({ id: 'sales-chart', title: 'Sales', component: SalesChart })];
