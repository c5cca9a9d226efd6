import type { Key, ReactNode } from 'react';

export interface AdminColumn<T> {
  readonly header: string;
  readonly cell: (row: T) => ReactNode;
  /** Amounts and counts align right. */
  readonly numeric?: boolean | undefined;
}

export interface AdminTableProps<T> {
  readonly label: string;
  readonly empty: string;
  readonly rows: readonly T[];
  readonly columns: readonly AdminColumn<T>[];
  /**
   * A section of a report: the label is the table's caption too, and a section without rows
   * still stands, saying `empty` in its body.
   */
  readonly captioned?: boolean | undefined;
  /** The footer's row (totals), shown when there are rows. */
  readonly footer?: ReactNode;
  /** A row's key: by default its `id`, or its place for rows without one. */
  readonly rowKey?: (row: T, index: number) => Key;
}

const idOf = (row: unknown, index: number): Key =>
  (row as { readonly id?: Key } | null)?.id ?? index;

/** A scrolling table of an admin screen, one row per item; `empty` when there is none. */
export function AdminTable<T>({
  label,
  empty,
  rows,
  columns,
  captioned = false,
  footer,
  rowKey = idOf,
}: AdminTableProps<T>) {
  if (rows.length === 0 && !captioned) return <p>{empty}</p>;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling table must be reachable by keyboard
    <section className="admin__table-wrap" aria-label={label} tabIndex={0}>
      <table className="admin__table">
        {captioned ? <caption className="admin__table-caption">{label}</caption> : null}
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
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length}>{empty}</td>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr key={rowKey(row, index)}>
                {columns.map((column) => (
                  <td key={column.header} className={column.numeric ? 'admin__number' : undefined}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
        {footer && rows.length > 0 ? <tfoot>{footer}</tfoot> : null}
      </table>
    </section>
  );
}

/**
 * A table's footer row (e.g. its totals), laid out as its rows are: the first cell a row header,
 * amounts right-aligned; `cell` gives each column's content.
 */
export function AdminFooterRow<Column extends Pick<AdminColumn<never>, 'header' | 'numeric'>>({
  columns,
  cell,
}: {
  readonly columns: readonly Column[];
  readonly cell: (column: Column, index: number) => ReactNode;
}) {
  return (
    <tr>
      {columns.map((column, index) =>
        index === 0 ? (
          <th key={column.header} scope="row">
            {cell(column, index)}
          </th>
        ) : (
          <td key={column.header} className={column.numeric ? 'admin__number' : undefined}>
            {cell(column, index)}
          </td>
        ),
      )}
    </tr>
  );
}
