import { addDays } from '@hotel/validators/dates';
import type { IcalConflict, OccupancyRow, StoredQuote } from '@hotel/validators/responses';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testAdmin, testStaff } from '../../test/accounts';
import { apiError, json, stubApi } from '../../test/adminApiStub';
import { hrefOf } from '../../test/links';
import { Elsewhere, stubClientAction, stubClientLoader } from '../../test/routeStub';
import CalendarPage, { clientAction, clientLoader, shouldRevalidate } from './calendar';

const TODAY = '2026-11-20';
const day = (offset: number) => addDays(TODAY, offset);

const hotels = [
  {
    _id: 'hotel-grand-imperial',
    name: 'Hotel Grand Imperial',
    location: 'CIDCO',
    description: 'A hotel in CIDCO.',
  },
  {
    _id: 'hotel-akash-executive',
    name: 'Hotel Akash Executive',
    location: 'Jalna Road',
    description: '',
  },
];

type Night = OccupancyRow['days'][number];

/** A room's two weeks from today, free but for the nights given (by offset). */
function room(
  roomId: number,
  roomNumber: string,
  type: OccupancyRow['type'],
  nights: Record<number, Omit<Night, 'date'>> = {},
  isAvailable = true,
  housekeeping: OccupancyRow['housekeeping'] = 'clean',
): OccupancyRow {
  return {
    roomId,
    roomNumber,
    type,
    roomTypeId: `grand-${type}`,
    isAvailable,
    housekeeping,
    days: Array.from({ length: 14 }, (_, index) => ({
      date: day(index),
      ...(nights[index] ?? { state: 'free' as const }),
    })),
  };
}

const booked = { state: 'booked', reference: 'DSH-7K3Q9P' } as const;
const blocked = { state: 'blocked', blockId: 4, reason: 'Bathroom repairs' } as const;

const grid = (): OccupancyRow[] => [
  room(1, '101', 'single-bed', { 1: booked, 2: booked }),
  room(
    2,
    '102',
    'single-bed',
    {
      0: { state: 'checked_in', reference: 'DSH-2M8XQ4' },
      3: { state: 'pending', reference: 'DSH-AB12CD' },
    },
    true,
    'dirty',
  ),
  room(5, '201', 'double-bed', { 0: blocked, 1: blocked }),
  room(6, '202', 'double-bed', {}, false, 'out_of_order'),
];

/** One night of Single Bed for 2 adults, as POST /api/quotes prices it. */
const quote: StoredQuote = {
  id: 'q1',
  roomId: 'grand-single-bed',
  roomTitle: 'Single Bed',
  hotelId: 'hotel-grand-imperial',
  hotelName: 'Hotel Grand Imperial',
  checkIn: day(0),
  checkOut: day(1),
  rate: 229900,
  rooms: 1,
  adults: 2,
  children: 0,
  nights: 1,
  roomCost: 229900,
  gstRate: 18,
  gst: 41382,
  breakfasts: 0,
  breakfastPrice: 15000,
  breakfastCost: 0,
  lunchDinners: 0,
  lunchDinnerPrice: 75000,
  lunchDinnerCost: 0,
  mealGstRate: 5,
  mealGst: 0,
  total: 271282,
  nightly: [{ date: day(0), rate: 229900, adjustment: null, gstRate: 18 }],
  currency: 'INR',
  createdAt: '2026-11-20T06:00:00.000Z',
};

function renderCalendar(search = '?hotel=hotel-grand-imperial') {
  const Stub = createRoutesStub([
    {
      id: 'root',
      loader: () => ({ myBookingsPath: '/my-bookings' }),
      Component: () => <Outlet />,
      children: [
        {
          path: '/admin/calendar',
          Component: CalendarPage as never,
          loader: stubClientLoader(clientLoader),
          action: stubClientAction(clientAction),
          shouldRevalidate,
        },
        { path: '*', Component: Elsewhere },
      ],
    },
  ]);
  render(<Stub initialEntries={[`/admin/calendar${search}`]} />);
  return userEvent.setup();
}

const admin = testAdmin;

/** The API with the grid above; `rows` can be swapped to show what a change did. */
function desk(answers: Parameters<typeof stubApi>[0] = {}) {
  const state = { rows: grid() };
  const stub = stubApi({
    'GET /api/auth/me': () => json(200, { user: admin }),
    'GET /api/hotels': () => json(200, hotels),
    'GET /api/admin/ical-conflicts': () => json(200, []),
    'GET /api/admin/occupancy': () => json(200, state.rows),
    ...answers,
  });
  return {
    ...stub,
    state,
    sent: (route: string) =>
      stub.calls.filter((call) => `${call.method} ${call.url.pathname}` === route),
  };
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-20T06:00:00Z'), toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('/admin/calendar', () => {
  it('draws rooms by type against two weeks of nights, each state in words, bookings linked', async () => {
    const { calls } = desk();
    const user = renderCalendar();
    const table = await screen.findByRole('grid', {
      name: 'Rooms of Hotel Grand Imperial by night, Friday, 20 November 2026 to Thursday, 3 December 2026',
    });
    const occupancy = calls.find((call) => call.url.pathname === '/api/admin/occupancy');
    expect(Object.fromEntries(occupancy?.url.searchParams ?? [])).toEqual({
      hotelId: 'hotel-grand-imperial',
      from: TODAY,
      to: day(13),
    });
    const columns = within(table).getAllByRole('columnheader');
    expect(columns).toHaveLength(15);
    expect(columns[0]).toHaveTextContent('Room');
    expect(columns[1]).toHaveTextContent('Fri, 20 NovToday');
    expect(columns[1]).toHaveAttribute('aria-current', 'date');
    expect(columns[2]).not.toHaveAttribute('aria-current');
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Single Bed (2 rooms)',
      '101Housekeeping: Clean',
      '102Housekeeping: Dirty',
      'Double Bed (2 rooms)',
      '201Housekeeping: Clean',
      '202Off saleHousekeeping: Out of order',
    ]);

    const night = (date: string) => `night of ${date}`;
    const first = within(table).getAllByRole('link', {
      name: `Booked: room 101, ${night('Saturday, 21 November 2026')}, DSH-7K3Q9P`,
    });
    expect(first).toHaveLength(1);
    expect(first[0]).toHaveAttribute('href', '/my-bookings/DSH-7K3Q9P');
    expect(
      within(table).getByRole('link', {
        name: `Checked in: room 102, ${night('Friday, 20 November 2026')}, DSH-2M8XQ4`,
      }),
    ).toHaveAttribute('href', '/my-bookings/DSH-2M8XQ4');
    expect(
      within(table).getByRole('link', {
        name: `Pending: room 102, ${night('Monday, 23 November 2026')}, DSH-AB12CD`,
      }),
    ).toBeVisible();
    const block = within(table).getByRole('button', {
      name: `Blocked: room 201, ${night('Friday, 20 November 2026')}, Bathroom repairs`,
    });
    // The reason shows on the block's first night on screen, not on each.
    expect(block).toHaveTextContent('BlockedBathroom repairs');
    expect(
      within(table).getByRole('button', {
        name: `Blocked: room 201, ${night('Saturday, 21 November 2026')}, Bathroom repairs`,
      }),
    ).not.toHaveTextContent('Bathroom repairs:');
    expect(
      within(table).getByRole('button', {
        name: `Free: room 101, ${night('Friday, 20 November 2026')}`,
      }),
    ).toBeVisible();
    // A room off sale: its free nights say so, and nothing books them.
    const offSale = within(table).getAllByRole('row').at(-1);
    expect(within(offSale as HTMLElement).queryAllByRole('button')).toEqual([]);
    expect(within(offSale as HTMLElement).getAllByText('Off sale')).toHaveLength(15);

    expect(hrefOf('Previous two weeks')).toBe(
      `/admin/calendar?hotel=hotel-grand-imperial&from=${day(-14)}`,
    );
    await user.click(screen.getByRole('link', { name: 'Next two weeks' }));
    expect(
      await screen.findByText('Friday, 4 December 2026 to Thursday, 17 December 2026'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'From today' })).toBeVisible();

    await user.click(screen.getAllByRole('link', { name: /DSH-7K3Q9P$/ })[0] as HTMLElement);
    expect(await screen.findByText('Went to /my-bookings/DSH-7K3Q9P')).toBeVisible();
  });

  it('keeps one night in the tab order and moves it with the arrow keys, Home and End', async () => {
    desk();
    const user = renderCalendar();
    const table = await screen.findByRole('grid');
    const inTabOrder = () => table.querySelectorAll('[tabindex="0"]');
    expect(inTabOrder()).toHaveLength(1);
    const start = inTabOrder()[0] as HTMLElement;
    expect(start).toHaveAccessibleName(/^Free: room 101, night of Friday, 20 November 2026$/);

    await user.click(screen.getByRole('combobox', { name: 'Hotel' }));
    await user.tab();
    await user.tab();
    await user.tab();
    expect(start).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toHaveAccessibleName(/^Booked: room 101, night of Saturday/);
    expect(inTabOrder()).toHaveLength(1);
    expect(inTabOrder()[0]).toBe(document.activeElement);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toHaveAccessibleName(/^Free: room 102, night of Saturday/);
    await user.keyboard('{ArrowDown}{ArrowLeft}');
    expect(document.activeElement).toHaveAccessibleName(/^Blocked: room 201, night of Friday/);
    await user.keyboard('{ArrowLeft}{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(document.activeElement).toHaveAccessibleName(/^Free: room 101, night of Friday/);
    await user.keyboard('{End}');
    expect(document.activeElement).toHaveAccessibleName(
      /^Free: room 101, night of Thursday, 3 December/,
    );
    await user.keyboard('{Control>}{End}{/Control}');
    expect(document.activeElement).toHaveAccessibleName(
      /^Off sale: room 202, night of Thursday, 3 December/,
    );
    await user.keyboard('{Home}{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(document.activeElement).toHaveAccessibleName(/^Free: room 101, night of Friday/);

    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', {
      name: 'Room 101, Friday, 20 November 2026',
    });
    expect(within(dialog).getByRole('button', { name: 'Walk-in booking' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(dialog).getByLabelText('Room type')).toHaveValue('grand-single-bed');
    expect(within(dialog).getByLabelText('Check-in')).toHaveValue(TODAY);
    expect(within(dialog).getByLabelText('Check-out')).toHaveValue(day(1));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toHaveAccessibleName(/^Free: room 101, night of Friday/);
  });

  it('walk-in: checks the stay, shows the server’s price, checks the guest, books, and the night fills', async () => {
    const api = desk({
      'POST /api/quotes': () => json(201, quote),
      'POST /api/admin/bookings': () => {
        api.state.rows = grid().map((row) =>
          row.roomNumber === '101'
            ? {
                ...row,
                days: row.days.map((n, i) =>
                  i === 0 ? { ...n, state: 'booked', reference: 'DSH-4Q7ZK2' } : n,
                ),
              }
            : row,
        );
        return json(201, {
          reference: 'DSH-4Q7ZK2',
          status: 'confirmed',
          amount: 271282,
          roomNumber: '101',
        });
      },
    });
    const user = renderCalendar();
    await user.click(
      await screen.findByRole('button', {
        name: 'Free: room 101, night of Friday, 20 November 2026',
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Room 101, Friday, 20 November 2026',
    });
    const field = (label: string) => within(dialog).getByLabelText(label);

    await user.clear(field('Adults'));
    await user.click(within(dialog).getByRole('button', { name: 'Show the price' }));
    expect(await within(dialog).findByText('Number of adults must be a number.')).toBeVisible();
    expect(field('Adults')).toHaveFocus();
    expect(api.sent('POST /api/quotes')).toEqual([]);

    await user.type(field('Adults'), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Show the price' }));
    expect(
      await within(dialog).findByText('₹2,712.82 for 1 night: room ₹2,299.00, GST ₹413.82.'),
    ).toBeVisible();
    expect(api.sent('POST /api/quotes').map((call) => call.body)).toEqual([
      {
        roomId: 'grand-single-bed',
        rooms: 1,
        adults: 2,
        children: 0,
        breakfasts: 0,
        lunchDinners: 0,
        checkIn: TODAY,
        checkOut: day(1),
      },
    ]);
    // Pricing changes nothing: the grid is not read again.
    expect(api.sent('GET /api/admin/occupancy')).toHaveLength(1);

    // A change to the stay takes the price away until it is shown again; the same stay has it.
    await user.type(field('Breakfasts'), '{Backspace}1');
    expect(within(dialog).getByRole('button', { name: 'Show the price' })).toBeVisible();
    expect(within(dialog).queryByText(/^₹2,712.82 for 1 night/)).toBeNull();
    await user.type(field('Breakfasts'), '{Backspace}0');

    await user.click(await within(dialog).findByRole('button', { name: 'Book for ₹2,712.82' }));
    expect(await within(dialog).findByText('Full name is required')).toBeVisible();
    expect(within(dialog).getByText('Mobile number is required')).toBeVisible();
    expect(
      within(dialog).getByText('Payment method must be one of: cash, upi, card, unpaid.'),
    ).toBeVisible();
    expect(field('Guest name')).toHaveFocus();
    expect(api.sent('POST /api/admin/bookings')).toEqual([]);

    await user.type(field('Guest name'), 'Ravi Kulkarni');
    await user.type(field('Mobile number'), '98765 43210');
    await user.selectOptions(field('Payment'), 'upi');
    await user.type(field('Payment reference (optional)'), 'UPI-4471');
    // A Marathi-speaking guest: the confirmation text and e-mail are written in Marathi.
    expect(field('Guest’s language')).toHaveValue('en');
    await user.selectOptions(field('Guest’s language'), 'मराठी');
    await user.click(within(dialog).getByRole('button', { name: 'Book for ₹2,712.82' }));

    expect(
      await screen.findByText('Booked DSH-4Q7ZK2 for Ravi Kulkarni: room 101, ₹2,712.82.'),
    ).toBeVisible();
    // The dialog closes on its own render after the message (seen late on a busy machine).
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sent('POST /api/admin/bookings').map((call) => call.body)).toEqual([
      {
        roomId: 'grand-single-bed',
        checkIn: TODAY,
        checkOut: day(1),
        adults: 2,
        children: 0,
        breakfasts: 0,
        lunchDinners: 0,
        guest: { name: 'Ravi Kulkarni', mobile: '9876543210' },
        payment: { method: 'upi', reference: 'UPI-4471' },
        lang: 'mr',
      },
    ]);
    // The grid was read again: the night is the booking's now, and focus is on it.
    const filled = await screen.findByRole('link', {
      name: 'Booked: room 101, night of Friday, 20 November 2026, DSH-4Q7ZK2',
    });
    expect(filled).toHaveAttribute('href', '/my-bookings/DSH-4Q7ZK2');
    await waitFor(() => expect(filled).toHaveFocus());
  });

  it('walk-in: a stay with meals shows their own GST in the server’s price, and books for its total', async () => {
    // 2 breakfasts × ₹150 = ₹300; their GST 5% = ₹15; 2,712.82 + 300 + 15 = ₹3,027.82.
    const withMeals = {
      ...quote,
      breakfasts: 2,
      breakfastCost: 30000,
      mealGst: 1500,
      total: 302782,
    };
    const api = desk({ 'POST /api/quotes': () => json(201, withMeals) });
    const user = renderCalendar();
    await user.click(
      await screen.findByRole('button', {
        name: 'Free: room 101, night of Friday, 20 November 2026',
      }),
    );
    const dialog = await screen.findByRole('dialog');
    const field = (label: string) => within(dialog).getByLabelText(label);
    await user.type(field('Adults'), '{Backspace}2');
    await user.type(field('Breakfasts'), '{Backspace}2');
    await user.click(within(dialog).getByRole('button', { name: 'Show the price' }));
    expect(
      await within(dialog).findByText(
        '₹3,027.82 for 1 night: room ₹2,299.00, GST ₹413.82, meals ₹300.00, GST on meals ₹15.00.',
      ),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Book for ₹3,027.82' })).toBeVisible();
    expect(api.sent('POST /api/quotes').map((call) => call.body)).toMatchObject([
      { adults: 2, breakfasts: 2 },
    ]);
  });

  it('walk-in: shows the API’s field messages beside their fields, and a sold-out room plainly', async () => {
    const answers = [
      apiError(400, 'VALIDATION', 'Please correct the highlighted fields (body).', {
        'guest.mobile': 'Mobile number must be 10 digits',
      }),
      apiError(409, 'SOLD_OUT', 'Sorry, this room is no longer free for these dates.'),
    ];
    const api = desk({
      'POST /api/quotes': () => json(201, { ...quote, adults: 1 }),
      'POST /api/admin/bookings': () => answers.shift() as Response,
    });
    const user = renderCalendar();
    await user.click(
      await screen.findByRole('button', {
        name: 'Free: room 101, night of Friday, 20 November 2026',
      }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Show the price' }));
    await user.type(within(dialog).getByLabelText('Guest name'), 'Ravi Kulkarni');
    await user.type(within(dialog).getByLabelText('Mobile number'), '9876543210');
    await user.selectOptions(within(dialog).getByLabelText('Payment'), 'cash');
    await user.click(await within(dialog).findByRole('button', { name: /^Book for/ }));
    expect(await within(dialog).findByText('Mobile number must be 10 digits')).toBeVisible();
    expect(within(dialog).getByLabelText('Mobile number')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The guest was not booked.');

    await user.click(within(dialog).getByRole('button', { name: /^Book for/ }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The guest was not booked. Sorry, this room is no longer free for these dates.',
    );
    // A refused booking reads the grid again: it was out of date.
    await waitFor(() => expect(api.sent('GET /api/admin/occupancy')).toHaveLength(3));
  });

  it('blocks a free night, says a booked night’s refusal plainly, and removes a block', async () => {
    const refusal =
      'Room 101 is booked on the night of 2026-11-21 (booking DSH-7K3Q9P); a block cannot cover a booked night.';
    const api = desk({
      'POST /api/admin/rooms/1/blocks': ({ body }) =>
        (body as { to: string }).to > TODAY
          ? apiError(409, 'ROOM_BOOKED', refusal)
          : json(201, {
              id: 9,
              roomId: 1,
              roomNumber: '101',
              hotelId: 'hotel-grand-imperial',
              from: TODAY,
              to: TODAY,
              reason: 'Leaking tap',
              source: 'admin',
            }),
      'DELETE /api/admin/blocks/4': () => {
        api.state.rows = grid().map((row) =>
          row.roomNumber === '201' ? room(5, '201', 'double-bed') : row,
        );
        return new Response(null, { status: 204 });
      },
    });
    const user = renderCalendar();
    await user.click(
      await screen.findByRole('button', {
        name: 'Free: room 101, night of Friday, 20 November 2026',
      }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Room block' }));
    expect(within(dialog).getByLabelText('First night')).toHaveValue(TODAY);
    expect(within(dialog).getByLabelText('Last night')).toHaveValue(TODAY);
    await user.click(within(dialog).getByRole('button', { name: 'Block the room' }));
    expect(await within(dialog).findByText('Please enter a reason.')).toBeVisible();
    expect(api.sent('POST /api/admin/rooms/1/blocks')).toEqual([]);

    await user.type(within(dialog).getByLabelText('Reason'), 'Leaking tap');
    const last = within(dialog).getByLabelText('Last night');
    await user.clear(last);
    await user.type(last, day(1));
    await user.click(within(dialog).getByRole('button', { name: 'Block the room' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      `The room was not blocked. ${refusal}`,
    );

    await user.clear(last);
    await user.type(last, TODAY);
    await user.click(within(dialog).getByRole('button', { name: 'Block the room' }));
    expect(
      await screen.findByText(
        'Room 101 is blocked from Friday, 20 November 2026 to Friday, 20 November 2026: Leaking tap.',
      ),
    ).toBeVisible();
    expect(api.sent('POST /api/admin/rooms/1/blocks').at(-1)?.body).toEqual({
      from: TODAY,
      to: TODAY,
      reason: 'Leaking tap',
    });

    await user.click(
      screen.getByRole('button', {
        name: 'Blocked: room 201, night of Saturday, 21 November 2026, Bathroom repairs',
      }),
    );
    const blocked = await screen.findByRole('dialog', {
      name: 'Room 201, Saturday, 21 November 2026',
    });
    expect(blocked).toHaveTextContent('ReasonBathroom repairs');
    expect(blocked).toHaveTextContent(
      'Nights on screenFriday, 20 November 2026 to Saturday, 21 November 2026',
    );
    await user.click(within(blocked).getByRole('button', { name: 'Remove block' }));
    expect(
      await screen.findByText(
        'The block on room 201 (Bathroom repairs) is removed: its nights are on sale again.',
      ),
    ).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Free: room 201, night of Saturday, 21 November 2026' }),
    ).toBeVisible();
  });
});

/** An overbooking alert of a Booking.com feed, for a room type (`grand-single-bed` by default). */
const conflict = (id: number, fields: Partial<IcalConflict> = {}): IcalConflict => ({
  id,
  feedId: 2,
  feedName: 'Booking.com',
  roomTypeId: 'grand-single-bed',
  uid: `a${id}@booking.com`,
  summary: 'CLOSED - Not available',
  from: day(8),
  to: day(8),
  held: null,
  detectedAt: '2026-11-20T05:47:48.048Z',
  message: 'Booking.com sold “CLOSED - Not available”, but no room is free.',
  ...fields,
});

describe('/admin/calendar for a hotel’s staff', () => {
  it('shows their own hotel only, with no picker of other hotels and no admin’s alerts', async () => {
    const staff = testStaff('hotel-akash-executive', 'desk@akash.example.com');
    const api = desk({ 'GET /api/auth/me': () => json(200, { user: staff }) });
    // Another hotel named in the address changes nothing: the API would refuse it anyway.
    renderCalendar('?hotel=hotel-grand-imperial');
    expect(
      await screen.findByRole('grid', { name: /^Rooms of Hotel Akash Executive by night/ }),
    ).toBeVisible();
    expect(
      Object.fromEntries(api.sent('GET /api/admin/occupancy')[0]?.url.searchParams ?? []),
    ).toMatchObject({ hotelId: 'hotel-akash-executive' });
    expect(screen.queryByLabelText('Hotel')).toBeNull();
    expect(screen.queryByText(/Hotel Grand Imperial/)).toBeNull();
    expect(screen.getByText('Hotel: Hotel Akash Executive')).toBeVisible();
    expect(hrefOf('Next two weeks')).toBe(
      `/admin/calendar?hotel=hotel-akash-executive&from=${day(14)}`,
    );
    expect(api.sent('GET /api/admin/ical-conflicts')).toEqual([]);
  });
});

describe('/admin/calendar’s overbooking alerts', () => {
  it('lists the shown hotel’s open alerts above the grid, plainly, and not another hotel’s', async () => {
    desk({
      'GET /api/admin/ical-conflicts': () =>
        json(200, [
          conflict(3, { feedName: 'Airbnb', summary: 'Reserved', from: day(2), to: day(4) }),
          conflict(2, { roomTypeId: 'akash-deluxe', feedName: 'MakeMyTrip' }),
          conflict(1, {
            roomTypeId: 'grand-double-bed',
            held: { from: day(5), to: day(5) },
            from: day(6),
            to: day(6),
          }),
        ]),
    });
    renderCalendar();
    const alerts = await screen.findByRole('region', { name: 'Overbooking alerts' });
    expect(alerts).toHaveTextContent(
      'A travel site sold these nights, but no room was free for them. Move a guest to another room, or close the booking on the travel site.',
    );
    expect(
      within(alerts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Airbnb: “Reserved” for the nights Sunday, 22 November 2026 to Tuesday, 24 November 2026. No Single Bed room was free.',
      'Booking.com: “CLOSED - Not available” for the night of Thursday, 26 November 2026. No Double Bed room was free. The booking still holds its earlier nights, the night of Wednesday, 25 November 2026.',
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
    // Above the grid.
    const grid = screen.getByRole('grid');
    expect(alerts.compareDocumentPosition(grid) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows nothing when the shown hotel has no open alert', async () => {
    desk({
      'GET /api/admin/ical-conflicts': () =>
        json(200, [conflict(2, { roomTypeId: 'akash-deluxe', feedName: 'MakeMyTrip' })]),
    });
    renderCalendar();
    await screen.findByRole('grid');
    expect(screen.queryByRole('region', { name: 'Overbooking alerts' })).toBeNull();
    expect(screen.queryByText(/MakeMyTrip/)).toBeNull();
  });

  it('says so when the alerts could not be read, and still draws the grid', async () => {
    desk({
      'GET /api/admin/ical-conflicts': () => apiError(500, 'INTERNAL', 'Something went wrong.'),
    });
    renderCalendar();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load the overbooking alerts. Something went wrong.',
    );
    expect(screen.getByRole('grid')).toBeVisible();
  });
});

describe('/admin/calendar: pay at hotel', () => {
  it('marks the nights of a booking still to be paid at the hotel', async () => {
    desk({
      'GET /api/admin/occupancy': () =>
        json(200, [
          room(1, '101', 'single-bed', {
            1: { ...booked, payAtHotel: true },
            2: { ...booked, payAtHotel: true },
          }),
          room(2, '102', 'single-bed', { 1: { state: 'booked', reference: 'DSH-2M8XQ4' } }),
        ]),
    });
    renderCalendar();
    const table = await screen.findByRole('grid', { name: /^Rooms of Hotel Grand Imperial/ });
    const due = within(table).getByRole('link', {
      name: 'Booked: room 101, night of Saturday, 21 November 2026, DSH-7K3Q9P, pay at hotel',
    });
    expect(due).toHaveTextContent('BookedDSH-7K3Q9P, pay at hotel');
    expect(
      within(table).getByRole('link', {
        name: 'Booked: room 102, night of Saturday, 21 November 2026, DSH-2M8XQ4',
      }),
    ).toBeVisible();
  });
});
