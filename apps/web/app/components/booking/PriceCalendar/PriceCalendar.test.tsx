import { DAY_MS } from '@hotel/pricing';
import type { CalendarDay } from '@hotel/validators/responses';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { dataRouteStubs } from '../../../test/dataRoutes';
import { fakeApi, json } from '../../../test/fakeApi';
import { PriceCalendar } from './PriceCalendar';

const CALENDAR = 'GET /api/rooms/grand-single-bed/calendar';

/**
 * The API's calendar for Hotel Grand Imperial's single room, one adult: ₹1,999 a night, 15% more
 * on Fridays and Saturdays, three rooms free except on the 24th (one left) and the 25th (none).
 */
function nightsFrom(from: string, to: string): CalendarDay[] {
  const nights: CalendarDay[] = [];
  for (let day = new Date(`${from}T00:00:00Z`); day <= new Date(`${to}T00:00:00Z`); ) {
    const date = day.toISOString().slice(0, 10);
    const weekend = day.getUTCDay() === 5 || day.getUTCDay() === 6;
    const freeRooms = date.endsWith('-12-25') ? 0 : date.endsWith('-12-24') ? 1 : 3;
    nights.push({
      date,
      rate: weekend ? 229885 : 199900,
      adjustment: weekend ? 'Weekend' : null,
      freeRooms,
    });
    day = new Date(day.getTime() + DAY_MS);
  }
  return nights;
}

/** The API with its calendar route; `asked` keeps each request's query. */
function calendarApi() {
  const asked: URLSearchParams[] = [];
  const api = fakeApi({
    [CALENDAR]: (_body, url) => {
      asked.push(url.searchParams);
      const range = [url.searchParams.get('from') ?? '', url.searchParams.get('to') ?? ''] as const;
      return json(200, nightsFrom(...range));
    },
  });
  return { asked, api };
}

/** Renders on a page of the app, whose data routes the calendar's fetcher loads from. */
function renderInApp(page: ReactNode) {
  const Stub = createRoutesStub([{ path: '/', Component: () => page }, ...dataRouteStubs()]);
  return render(<Stub initialEntries={['/']} />);
}

function show(today: string | undefined = '2026-12-02') {
  const onChoose = vi.fn();
  renderInApp(
    <PriceCalendar roomId="grand-single-bed" today={today} adults={1} onChoose={onChoose} />,
  );
  return { user: userEvent.setup(), onChoose };
}

const cell = (name: string | RegExp) => screen.getByRole('button', { name });

describe('PriceCalendar', () => {
  it('asks for the rest of this month and shows each night’s price, adjustment and rooms left', async () => {
    const { asked } = calendarApi();
    show();
    expect(screen.getByRole('status')).toHaveTextContent('Loading prices…');
    expect(await screen.findByRole('button', { name: /^Friday, 4 December/ })).toBeVisible();
    expect(asked.map(String)).toEqual(['from=2026-12-02&to=2026-12-31&adults=1']);
    expect(screen.getByRole('table', { name: 'Nightly prices, December 2026' })).toBeVisible();
    expect(cell(/^Friday, 4 December/)).toHaveAccessibleName(
      'Friday, 4 December: ₹2,298.85, Weekend. Choose as check-in',
    );
    expect(cell(/^Thursday, 3 December/)).toHaveAccessibleName(
      'Thursday, 3 December: ₹1,999. Choose as check-in',
    );
    expect(cell(/^Thursday, 24 December/)).toHaveAccessibleName(
      'Thursday, 24 December: ₹1,999, 1 room left. Choose as check-in',
    );
    // Sold out and past nights are not choosable.
    expect(screen.queryByRole('button', { name: /^Friday, 25 December/ })).toBeNull();
    expect(screen.getByText('Friday, 25 December: sold out')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Tuesday, 1 December/ })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('makes a free night the check-in', async () => {
    calendarApi();
    const { user, onChoose } = show();
    await user.click(await screen.findByRole('button', { name: /^Saturday, 5 December/ }));
    expect(onChoose).toHaveBeenCalledWith('2026-12-05');
  });

  it('pages through the months ahead, never back before this one', async () => {
    const { asked } = calendarApi();
    const { user } = show();
    await screen.findByRole('button', { name: /^Friday, 4 December/ });
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByRole('button', { name: /^Friday, 1 January/ })).toHaveAccessibleName(
      'Friday, 1 January: ₹2,298.85, Weekend. Choose as check-in',
    );
    expect(asked.at(-1)?.toString()).toBe('from=2027-01-01&to=2027-01-31&adults=1');
    const grid = screen.getByRole('table', { name: 'Nightly prices, January 2027' });
    // January 2027 starts on a Friday: four empty cells lead the first week (Monday first).
    const firstWeek = within(grid).getAllByRole('row')[1] as HTMLElement;
    expect(
      within(firstWeek)
        .getAllByRole('cell')
        .map((day) => day.querySelector('.price-calendar__day')?.textContent ?? ''),
    ).toEqual(['', '', '', '', '1', '2', '3']);
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(
      await screen.findByRole('table', { name: 'Nightly prices, December 2026' }),
    ).toBeVisible();
  });

  it('says so when the prices cannot be read, and tries again', async () => {
    const { api } = calendarApi();
    vi.mocked(fetch).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { user } = show();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load the prices. We could not reach the server. Please check your connection and try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /^Friday, 4 December/ })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.sent(CALENDAR)).toHaveLength(1);
  });

  it('shows nothing until the page knows today’s date (the prerendered page)', () => {
    fakeApi({});
    const { container } = renderInApp(
      <PriceCalendar roomId="grand-single-bed" today={undefined} adults={1} onChoose={() => {}} />,
    );
    expect(container).toBeEmptyDOMElement();
    expect(fetch).not.toHaveBeenCalled();
  });
});
