import type { ReactNode } from 'react';

export interface AdminColumn<T> {
  readonly header: string;
  readonly cell: (row: T) => ReactNode;
}

/** A scrolling table of an admin screen, one row per item; `empty` when there is none. */
export function AdminTable<T extends { readonly id: number }>({
  label,
  empty,
  rows,
  columns,
}: {
  label: string;
  empty: string;
  rows: readonly T[];
  columns: readonly AdminColumn<T>[];
}) {
  if (rows.length === 0) return <p>{empty}</p>;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling table must be reachable by keyboard
    <section className="admin__table-wrap" aria-label={label} tabIndex={0}>
      <table className="admin__table">
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              {columns.map((column) => (
                <td key={column.header}>{column.cell(row)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
