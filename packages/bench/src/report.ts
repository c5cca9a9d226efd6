import { cpus, loadavg } from 'node:os';

/** The machine a figure was measured on: cores, CPU model, Node, load average, date. */
export function describeMachine(): string {
  const cores = cpus();
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  return (
    `${cores.length} cores (${cores[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}, ` +
    `load average ${load}, ${new Date().toISOString()}`
  );
}

/** A figure with its verdict against a target: `12 ms ✓` or `31 ms ✗`. */
export const against = (figure: string, met: boolean): string => `${figure} ${met ? '✓' : '✗'}`;

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? Number.NaN;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? upper) + upper) / 2;
}

export type Row = Readonly<Record<string, string | number>>;

/** Rows as a Markdown table (pasted as is into docs/PERFORMANCE.md). */
export function markdownTable(rows: readonly Row[]): string {
  const columns = Object.keys(rows[0] ?? {});
  const cells = rows.map((row) => columns.map((column) => String(row[column] ?? '')));
  const widths = columns.map((column, index) =>
    Math.max(column.length, ...cells.map((line) => (line[index] ?? '').length)),
  );
  const line = (values: readonly string[]) =>
    `| ${values.map((value, index) => value.padEnd(widths[index] ?? 0)).join(' | ')} |`;
  return [
    line(columns),
    line(widths.map((width) => '-'.repeat(width))),
    ...cells.map((values) => line(values)),
  ].join('\n');
}
