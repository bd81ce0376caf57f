// Number formatting and flag parsing shared by both load modes.
export function positive(name, raw, max = Number.MAX_SAFE_INTEGER) {
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value <= 0 || value > max) {
    console.error(`load: --${name} must be a positive integer${max < Number.MAX_SAFE_INTEGER ? ` ≤ ${max}` : ''}, got ${raw}`);
    process.exit(2);
  }
  return value;
}
export function pct(sorted, p) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] : NaN;
}
export function ms(value) {
  return value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${value.toFixed(1)} ms`;
}
export function mib(bytes) {
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}
export function signed(bytes) {
  return `${bytes >= 0 ? '+' : '−'}${(Math.abs(bytes) / 1024).toFixed(0)} KiB`;
}
export function fmt(n) {
  return n.toLocaleString('en-US');
}

/** The result table and PASS/FAIL lines; sets the exit code from the checks. */
export function report(title, rows, checks) {
  const width = Math.max(...rows.map(([name]) => name.length));
  console.log(`\n${title}\n`);
  for (const [name, value] of rows) console.log(`  ${name.padEnd(width)}  ${value}`);
  console.log('');
  for (const [name, ok] of checks) console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${name}`);
  console.log('');
  process.exitCode = checks.every(([, ok]) => ok) ? 0 : 1;
}
