import { todayInIndia } from '@hotel/validators';
import { addDays } from '@hotel/validators/dates';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkedFetch } from '../../../test/apiContract';
import { dataRouteStubs } from '../../../test/dataRoutes';
import { type AvailabilityOption, BookingSearchForm } from './BookingSearchForm';

const roomTypes = [
  { type: 'single-bed', title: 'Single Bed', maxAdultsPerRoom: 2 },
  { type: 'luxury-room', title: 'Luxury Room', maxAdultsPerRoom: 3 },
];
/** The shipped limits (content: site.json › booking). */
const limits = { bookAheadDays: 365, maxNights: 30, maxRooms: 5 };

/** The availability answer of apps/api/README.md. */
const luxury: AvailabilityOption = {
  roomId: 'akash-luxury-room',
  title: 'Luxury Room',
  type: 'luxury-room',
  path: '/AkashLuxuryroom',
  freeRooms: 3,
  nightlyRate: 349900,
  quote: {
    rate: 399900,
    rooms: 1,
    adults: 2,
    nights: 2,
    roomCost: 799800,
    gstRate: 18,
    gst: 143964,
    breakfasts: 0,
    breakfastPrice: 25000,
    breakfastCost: 0,
    lunchDinners: 0,
    lunchDinnerPrice: 120000,
    lunchDinnerCost: 0,
    total: 943764,
    nightly: [
      { date: '2026-12-01', rate: 399900, adjustment: null, gstRate: 18 },
      { date: '2026-12-02', rate: 399900, adjustment: null, gstRate: 18 },
    ],
  },
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function show() {
  const Stub = createRoutesStub([
    {
      path: '/Hotel-Akash',
      Component: () => (
        <BookingSearchForm hotelId="hotel-akash-executive" roomTypes={roomTypes} limits={limits} />
      ),
    },
    ...dataRouteStubs(),
  ]);
  render(<Stub initialEntries={['/Hotel-Akash']} />);
  return userEvent.setup();
}

const input = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

async function typeDate(user: ReturnType<typeof userEvent.setup>, label: string, value: string) {
  await user.clear(input(label));
  await user.type(input(label), value);
}

afterEach(() => vi.unstubAllGlobals());

describe('BookingSearchForm', () => {
  it('starts with today and tomorrow (India time), 1 adult, no child, 1 room, and this hotel’s room types', async () => {
    show();
    const today = todayInIndia();
    expect(await screen.findByDisplayValue(today)).toBe(input('Check-in'));
    expect(input('Check-out')).toHaveValue(addDays(today, 1));
    expect(screen.getByLabelText('Adults')).toHaveValue('1');
    expect(
      within(screen.getByLabelText('Adults'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1', '2', '3', '4', '5']);
    expect(
      within(screen.getByLabelText('Children'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['0', '1', '2', '3']);
    expect(
      within(screen.getByLabelText('Room type'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Any room type', 'Single Bed', 'Luxury Room']);
    expect(input('Rooms')).toHaveValue(1);
  });

  it('explains each mistake beside its field and calls nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', checkedFetch(fetch));
    const user = show();
    await screen.findByDisplayValue(todayInIndia());
    await typeDate(user, 'Check-in', addDays(todayInIndia(), -1));
    await typeDate(user, 'Check-out', addDays(todayInIndia(), -2));
    await user.clear(input('Rooms'));
    await user.type(input('Rooms'), '0');
    await user.click(screen.getByRole('button', { name: 'Check Availability' }));
    expect(input('Check-in')).toHaveAccessibleDescription('Check-in cannot be in the past.');
    expect(input('Check-in')).toHaveAttribute('aria-invalid', 'true');
    expect(input('Check-in')).toHaveFocus();
    expect(input('Check-out')).toHaveAccessibleDescription('Check-out must be after check-in.');
    expect(input('Rooms')).toHaveAccessibleDescription('Rooms must be at least 1.');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('holds the search to the booking limits with the API’s messages, and calls nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', checkedFetch(fetch));
    const user = show();
    const today = todayInIndia();
    await screen.findByDisplayValue(today);
    await typeDate(user, 'Check-in', addDays(today, 366));
    await typeDate(user, 'Check-out', addDays(today, 400));
    await user.clear(input('Rooms'));
    await user.type(input('Rooms'), '6');
    await user.click(screen.getByRole('button', { name: 'Check Availability' }));
    expect(input('Check-in')).toHaveAccessibleDescription(
      `Bookings open 365 days ahead: please choose a check-in on or before ${addDays(today, 365)}.`,
    );
    expect(input('Check-out')).toHaveAccessibleDescription(
      'A stay can be at most 30 nights. Please contact the hotel for longer stays.',
    );
    expect(input('Rooms')).toHaveAccessibleDescription(
      'You can book at most 5 rooms at once. Please contact the hotel for more.',
    );
    expect(screen.getByLabelText('Adults')).toHaveAccessibleDescription(
      'Each room needs an adult: please choose at least 6 adults for 6 rooms.',
    );
    expect(input('Check-in')).toHaveFocus();

    await typeDate(user, 'Check-in', addDays(today, 3));
    await typeDate(user, 'Check-out', addDays(today, 4));
    await user.clear(input('Rooms'));
    await user.type(input('Rooms'), '1');
    await user.selectOptions(screen.getByLabelText('Adults'), '3');
    await user.selectOptions(screen.getByLabelText('Room type'), 'single-bed');
    await user.click(screen.getByRole('button', { name: 'Check Availability' }));
    expect(screen.getByLabelText('Adults')).toHaveAccessibleDescription(
      'At most 2 adults can stay in one room, so 1 room takes at most 2 adults. Please add a room.',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks for a date when one is missing, and clears a message once the field is changed', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const user = show();
    await screen.findByDisplayValue(todayInIndia());
    await user.clear(input('Check-out'));
    await user.click(screen.getByRole('button', { name: 'Check Availability' }));
    expect(input('Check-out')).toHaveAccessibleDescription(
      'Check-out must be a date like 2026-12-31.',
    );
    await user.type(input('Check-out'), addDays(todayInIndia(), 3));
    expect(input('Check-out')).not.toHaveAttribute('aria-invalid');
  });

  it('shows “Checking availability...” while it asks, then the free room types with prices and links', async () => {
    let answer: (response: Response) => void = () => {};
    const fetch = vi.fn((_url: string) => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', checkedFetch(fetch));
    const user = show();
    const checkIn = addDays(todayInIndia(), 7);
    await screen.findByDisplayValue(todayInIndia());
    await typeDate(user, 'Check-in', checkIn);
    await typeDate(user, 'Check-out', addDays(checkIn, 2));
    await user.selectOptions(screen.getByLabelText('Adults'), '2');
    await user.selectOptions(screen.getByLabelText('Room type'), 'Luxury Room');
    await user.click(screen.getByRole('button', { name: 'Check Availability' }));

    expect(screen.getByRole('status')).toHaveTextContent('Checking availability...');
    const url = new URL(fetch.mock.calls[0]?.[0] ?? '', 'http://site');
    expect(url.pathname).toBe('/api/availability');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      hotel: 'hotel-akash-executive',
      checkIn,
      checkOut: addDays(checkIn, 2),
      adults: '2',
      child: '0',
      rooms: '1',
      roomType: 'luxury-room',
    });

    answer(json([luxury]));
    expect(await screen.findByText('1 room type is free for your dates.')).toHaveRole('status');
    const result = screen.getByRole('listitem');
    expect(within(result).getByRole('link', { name: 'Luxury Room' })).toHaveAttribute(
      'href',
      `/AkashLuxuryroom?checkIn=${checkIn}&checkOut=${addDays(checkIn, 2)}&adults=2&rooms=1`,
    );
    expect(result).toHaveTextContent('₹3,999.00 per room per night');
    expect(result).toHaveTextContent(
      'Total ₹9,437.64 including GST for 2 nights, 1 room and 2 adults',
    );
    expect(result).toHaveTextContent('3 rooms left');
  });

  it('says so clearly when no room is free', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json([])),
    );
    const user = show();
    await screen.findByDisplayValue(todayInIndia());
    await user.click(screen.getByRole('button', { name: 'Check Availability' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'No rooms are free for these dates. Please try other dates or fewer rooms.',
    );
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('tells the visitor when the server fails, and when it cannot be reached', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(
        json(
          { statusCode: 500, code: 'INTERNAL', error: 'Internal Server Error', message: 'x' },
          500,
        ),
      )
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', checkedFetch(fetch));
    const user = show();
    await screen.findByDisplayValue(todayInIndia());
    await user.click(screen.getByRole('button', { name: 'Check Availability' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not check availability just now. Please try again in a moment.',
    );
    expect(screen.getByRole('status')).toHaveTextContent('');
    await user.click(screen.getByRole('button', { name: 'Check Availability' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not reach the server. Please check your connection and try again.',
    );
  });

  it('shows the server’s field messages beside their fields', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(
          {
            statusCode: 400,
            code: 'VALIDATION',
            error: 'Bad Request',
            message: 'Please correct the highlighted fields (query).',
            fields: { checkIn: 'Check-in cannot be in the past.' },
          },
          400,
        ),
      ),
    );
    const user = show();
    await screen.findByDisplayValue(todayInIndia());
    await user.click(screen.getByRole('button', { name: 'Check Availability' }));
    expect(await screen.findByText('Check-in cannot be in the past.')).toBeInTheDocument();
    expect(input('Check-in')).toHaveAccessibleDescription('Check-in cannot be in the past.');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
