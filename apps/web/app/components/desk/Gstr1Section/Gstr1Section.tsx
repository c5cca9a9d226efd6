import { formatINR } from '@hotel/pricing';
import type { GstTotals } from '@hotel/validators/responses';

/** A column of a GSTR-1 section: its header and a row's cell; `total` picks the totals' figure. */
export interface Gstr1Column<Row> {
  readonly header: string;
  readonly cell: (row: Row) => string | number;
  readonly total?: keyof GstTotals | undefined;
  /** Amounts (paise) and counts align right. */
  readonly numeric?: boolean;
}

/**
 * One section of the return (or any table of figures) as a table: its rows, and its totals in the
 * footer when it has any (GST totals by `column.total`, or a `footer` row drawn as the rows are);
 * the caption names it for a screen reader's table list. A section without rows says so.
 */
export function Gstr1Section<Row>({
  title,
  rows,
  totals,
  footer,
  columns,
  empty,
}: {
  readonly title: string;
  readonly rows: readonly Row[];
  readonly totals?: GstTotals | undefined;
  readonly footer?: Row | undefined;
  readonly columns: readonly Gstr1Column<Row>[];
  readonly empty: string;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling table must be reachable by keyboard
    <section className="admin__table-wrap" aria-label={title} tabIndex={0}>
      <table className="admin__table">
        <caption className="admin__table-caption">{title}</caption>
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
              // Rows have no id of their own; a section keeps their order.
              <tr key={index}>
                {columns.map((column) => (
                  <td key={column.header} className={column.numeric ? 'admin__number' : undefined}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
        {footer && rows.length > 0 ? (
          <tfoot>
            <tr>
              {columns.map((column, index) =>
                index === 0 ? (
                  <th key={column.header} scope="row">
                    {column.cell(footer)}
                  </th>
                ) : (
                  <td key={column.header} className={column.numeric ? 'admin__number' : undefined}>
                    {column.cell(footer)}
                  </td>
                ),
              )}
            </tr>
          </tfoot>
        ) : null}
        {totals && rows.length > 0 ? (
          <tfoot>
            <tr>
              {columns.map((column, index) =>
                index === 0 ? (
                  <th key={column.header} scope="row">
                    Total
                  </th>
                ) : (
                  <td key={column.header} className="admin__number">
                    {column.total ? formatINR(totals[column.total]) : ''}
                  </td>
                ),
              )}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </section>
  );
}
