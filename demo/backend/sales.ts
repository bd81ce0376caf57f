/** Deterministic mock sales figures, so the demo looks the same on every load. */
export const QUARTERS = ['Q1', 'Q2', 'Q3', 'Q4'] as const;
export type Quarter = (typeof QUARTERS)[number];

export interface SalesRow {
  region: string;
  revenue: number;
}

export interface SalesReport {
  title: string;
  currency: string;
  rows: SalesRow[];
}

const BASE: readonly SalesRow[] = [
  { region: 'North', revenue: 128_000 },
  { region: 'South', revenue: 94_500 },
  { region: 'East', revenue: 152_300 },
  { region: 'West', revenue: 76_800 },
];

export function salesReport(quarter: Quarter): SalesReport {
  const step = QUARTERS.indexOf(quarter);
  return {
    title: `Revenue by region, ${quarter} 2025`,
    currency: 'USD',
    rows: BASE.map((row, index) => ({
      region: row.region,
      revenue: Math.round(row.revenue * (1 + 0.07 * step) + ((index * 13_700 * step) % 21_000)),
    })),
  };
}

export function isSalesReport(value: unknown): value is SalesReport {
  if (typeof value !== 'object' || value === null) return false;
  const { title, currency, rows } = value as Partial<SalesReport>;
  return (
    typeof title === 'string' &&
    typeof currency === 'string' &&
    Array.isArray(rows) &&
    rows.every((row: unknown) => {
      const { region, revenue } = (row ?? {}) as Partial<SalesRow>;
      return typeof region === 'string' && typeof revenue === 'number';
    })
  );
}
