import type { WidgetProps } from '../../src/index';
import { isSalesReport, type SalesReport } from '../backend/sales';

/**
 * Bars drawn with plain divs, plus the same figures as a table. The snapshot arrives over the
 * wire, so its shape is checked before use rather than trusted.
 */
export function SalesChart({ data }: WidgetProps<SalesReport>) {
  if (!isSalesReport(data)) {
    return <p role="alert">This sales snapshot is not in the expected shape.</p>;
  }
  const max = Math.max(1, ...data.rows.map((row) => row.revenue));
  const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: data.currency, maximumFractionDigits: 0 });
  return (
    <figure className="sales">
      <figcaption className="sales-title">{data.title}</figcaption>
      <div className="sales-bars" aria-hidden="true">
        {data.rows.map((row) => (
          <div key={row.region} className="sales-bar-row">
            <span className="sales-bar-label">{row.region}</span>
            <span className="sales-bar-track">
              <span className="sales-bar" style={{ width: `${(row.revenue / max) * 100}%` }} />
            </span>
          </div>
        ))}
      </div>
      <table className="sales-table">
        <thead>
          <tr>
            <th scope="col">Region</th>
            <th scope="col">Revenue</th>
          </tr>
        </thead>
        <tbody>
          {data.rows.map((row) => (
            <tr key={row.region}>
              <th scope="row">{row.region}</th>
              <td>{money.format(row.revenue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
