import { formatINR } from '@hotel/pricing';
import {
  type TodayListName,
  todayActionLabels,
  todayListTexts,
  todayTexts,
} from '@hotel/validators/deskDayTexts';
import type { StayChange, TodayBooking } from '@hotel/validators/responses';
import { bookingStatusLabels } from '@hotel/validators/statuses';
import { type AdminColumn, AdminTable } from '../AdminTable/AdminTable';
import { StayActions } from '../StayActions/StayActions';

type Row = TodayBooking & { readonly id: number };

const roomsOf = (booking: TodayBooking) => booking.rooms.map((room) => room.roomNumber).join(', ');

/**
 * One of the day's lists (GET /api/admin/today) as a table, each row with the step it needs and
 * the desk's stay actions in place. A row moved on here (`moved`, by reference) stays, with its
 * new status, until the lists are read again; `onChanged` gets each step's new status.
 */
export function TodayList({
  name,
  rows,
  moved,
  onChanged,
}: {
  readonly name: TodayListName;
  readonly rows: readonly TodayBooking[];
  readonly moved: ReadonlyMap<string, StayChange['status']>;
  readonly onChanged: (reference: string, status: StayChange['status']) => void;
}) {
  const { title, empty } = todayListTexts[name];
  const { columns: words } = todayTexts;
  const columns: AdminColumn<Row>[] = [
    { header: words.reference, cell: (row) => row.reference },
    { header: words.guest, cell: (row) => row.guestName },
    { header: words.rooms, cell: roomsOf },
    { header: words.nights, cell: (row) => todayTexts.nights(row.nights) },
    {
      header: words.amount,
      cell: (row) => (row.due ? todayTexts.due : todayTexts.paid)(formatINR(row.amount)),
    },
    {
      header: words.needs,
      cell: (row) => {
        const now = moved.get(row.reference);
        return now
          ? bookingStatusLabels[now]
          : row.actions.map((action) => todayActionLabels[action]).join(' or ');
      },
    },
    {
      header: words.action,
      cell: (row) => (
        <StayActions
          booking={{ ...row, room: roomsOf(row) }}
          status={moved.get(row.reference) ?? row.status}
          onChanged={(status) => onChanged(row.reference, status)}
        />
      ),
    },
  ];
  const headingId = `today-${name}`;
  return (
    <section className="today__list" aria-labelledby={headingId}>
      <h2 id={headingId}>{`${title} (${rows.length})`}</h2>
      <AdminTable
        label={title}
        empty={empty}
        rows={rows.map((row, index) => ({ ...row, id: index }))}
        columns={columns}
      />
    </section>
  );
}
