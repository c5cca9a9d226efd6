import { DAY_MS } from '@hotel/pricing';
import type { CalendarDay } from '@hotel/validators/responses';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { dataRouteStubs } from '../../../test/dataRoutes';
import { fakeApi, json } from '../../../test/fakeApi';
import { PriceCalendar } from './PriceCalendar';
import type { StayDates } from './stayRange';

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

/** The calendar as the room page holds it: its choice becomes the stay it shows. */
function Stay({
  today,
  initial,
  onChoose,
}: {
  today: string | undefined;
  initial: StayDates;
  onChoose: (dates: StayDates) => void;
}) {
  const [dates, setDates] = useState(initial);
  return (
    <>
      {/* The calculator's date fields, as a guest types them. */}
      <button
        type="button"
        onClick={() => setDates({ checkIn: '2027-02-03', checkOut: '2027-02-05' })}
      >
        Type 3 to 5 February
      </button>
      <PriceCalendar
        roomId="grand-single-bed"
        today={today}
        adults={1}
        checkIn={dates.checkIn}
        checkOut={dates.checkOut}
        onChoose={(chosen) => {
          onChoose(chosen);
          setDates(chosen);
        }}
      />
    </>
  );
}

function show(today: string | undefined = '2026-12-02', initial: StayDates = NO_STAY) {
  const onChoose = vi.fn();
  renderInApp(<Stay today={today} initial={initial} onChoose={onChoose} />);
  return { user: userEvent.setup(), onChoose };
}

const NO_STAY: StayDates = { checkIn: '', checkOut: '' };
const cell = (name: string | RegExp) => screen.getByRole('button', { name });
const day = (date: string) =>
  document.querySelector<HTMLButtonElement>(`.price-calendar [data-date="${date}"]`);
/** What a day shows the eye (its sentence is for screen readers). */
const shownOn = (date: string) =>
  [...(day(date)?.querySelectorAll('[aria-hidden="true"]') ?? [])]
    .map((part) => part.textContent)
    .join(' ');
/** The dates the grid marks as the stay (aria-selected), in order. */
const selectedDates = () =>
  screen
    .getAllByRole('gridcell', { selected: true })
    .map((gridcell) => gridcell.querySelector('button')?.dataset.date);
/** Friday 4 December, once its price has loaded (the day is in the grid before that). */
const firstFriday = () => screen.findByRole('button', { name: /^Friday, 4 December: ₹/ });

describe('PriceCalendar', () => {
  it('asks for the rest of this month and shows each night’s price, adjustment and rooms left', async () => {
    const { asked } = calendarApi();
    show();
    expect(screen.getByRole('status')).toHaveTextContent('Loading prices…');
    expect(await firstFriday()).toBeVisible();
    expect(asked.map(String)).toEqual(['from=2026-12-02&to=2026-12-31&adults=1']);
    expect(screen.getByRole('grid', { name: 'Nightly prices, December 2026' })).toBeVisible();
    expect(cell(/^Friday, 4 December/)).toHaveAccessibleName(
      'Friday, 4 December: ₹2,298.85, Weekend. Choose as check-in',
    );
    // The grid's short form, whole rupees, and the dot of a special rate.
    expect(shownOn('2026-12-04')).toBe('4• ₹2,299 Weekend');
    expect(cell(/^Thursday, 3 December/)).toHaveAccessibleName(
      'Thursday, 3 December: ₹1,999. Choose as check-in',
    );
    expect(cell(/^Thursday, 24 December/)).toHaveAccessibleName(
      'Thursday, 24 December: ₹1,999, 1 room left. Choose as check-in',
    );
    expect(shownOn('2026-12-24')).toBe('24 ₹1,999 1 left');
    // Sold out and past nights are in the grid (the keyboard walks through them) but not choosable.
    expect(cell(/^Friday, 25 December/)).toHaveAccessibleName('Friday, 25 December: sold out.');
    expect(cell(/^Friday, 25 December/)).toHaveAttribute('aria-disabled', 'true');
    expect(shownOn('2026-12-25')).toBe('25 Sold out');
    expect(cell(/^Tuesday, 1 December/)).toHaveAccessibleName(
      'Tuesday, 1 December: not available.',
    );
    expect(cell(/^Tuesday, 1 December/)).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.getByText('Choose your check-in date.')).toBeVisible();
  });

  it('opens on the check-in’s month (the searched one) with the stay marked', async () => {
    const { asked } = calendarApi();
    show('2026-12-02', { checkIn: '2027-01-08', checkOut: '2027-01-11' });
    expect(await screen.findByRole('grid', { name: 'Nightly prices, January 2027' })).toBeVisible();
    await screen.findByRole('button', { name: /^Friday, 8 January: ₹/ });
    expect(asked.map(String)).toEqual(['from=2027-01-01&to=2027-01-31&adults=1']);
    expect(selectedDates()).toEqual(['2027-01-08', '2027-01-09', '2027-01-10', '2027-01-11']);
    expect(cell(/^Friday, 8 January/)).toHaveAccessibleName(
      'Friday, 8 January: ₹2,298.85, Weekend. Your check-in. Choose as check-in',
    );
    expect(cell(/^Saturday, 9 January/)).toHaveAccessibleName(
      /^Saturday, 9 January: ₹2,298\.85, Weekend\. A night of your stay\./,
    );
    expect(cell(/^Monday, 11 January/)).toHaveAccessibleName(/Your check-out\./);
    expect(
      screen.getByText('Your stay: Friday, 8 January to Monday, 11 January, 3 nights.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'See the total' })).toHaveAttribute('href', '#book');
  });

  it('selects a stay with two taps: the check-in, then a later check-out', async () => {
    calendarApi();
    const { user, onChoose } = show();
    await user.click(await screen.findByRole('button', { name: /^Saturday, 5 December: ₹/ }));
    expect(onChoose).toHaveBeenLastCalledWith({ checkIn: '2026-12-05', checkOut: '' });
    expect(
      screen.getByText('Check-in Saturday, 5 December. Now choose your check-out date.'),
    ).toBeVisible();
    expect(selectedDates()).toEqual(['2026-12-05']);
    expect(cell(/^Tuesday, 8 December/)).toHaveAccessibleName(
      'Tuesday, 8 December: ₹1,999. Choose as check-out',
    );
    await user.click(cell(/^Tuesday, 8 December/));
    expect(onChoose).toHaveBeenLastCalledWith({ checkIn: '2026-12-05', checkOut: '2026-12-08' });
    expect(selectedDates()).toEqual(['2026-12-05', '2026-12-06', '2026-12-07', '2026-12-08']);
    expect(day('2026-12-06')).toHaveClass('price-calendar__cell--night');
    // The next tap starts a new stay.
    await user.click(cell(/^Thursday, 10 December/));
    expect(onChoose).toHaveBeenLastCalledWith({ checkIn: '2026-12-10', checkOut: '' });
    // An earlier date than the check-in starts again from it, rather than making a backwards stay.
    await user.click(cell(/^Monday, 7 December/));
    expect(onChoose).toHaveBeenLastCalledWith({ checkIn: '2026-12-07', checkOut: '' });
    expect(selectedDates()).toEqual(['2026-12-07']);
  });

  it('refuses a sold-out night and a stay across one, saying why', async () => {
    calendarApi();
    const { user, onChoose } = show();
    await user.click(await screen.findByRole('button', { name: /^Friday, 25 December: sold out/ }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Friday, 25 December is sold out. Please choose another night to check in.',
    );
    expect(onChoose).not.toHaveBeenCalled();

    await user.click(cell(/^Wednesday, 23 December/));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(cell(/^Sunday, 27 December/)).toHaveAttribute('aria-disabled', 'true');
    await user.click(cell(/^Sunday, 27 December/));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Friday, 25 December is sold out, and a stay needs a free room every night. Please choose other dates.',
    );
    expect(onChoose).toHaveBeenCalledTimes(1);
    expect(selectedDates()).toEqual(['2026-12-23']);
    // Leaving on the morning of the 25th needs no room that night.
    expect(cell(/^Friday, 25 December/)).toHaveAccessibleName(
      'Friday, 25 December: sold out. Choose as check-out',
    );
    await user.click(cell(/^Friday, 25 December/));
    expect(onChoose).toHaveBeenLastCalledWith({ checkIn: '2026-12-23', checkOut: '2026-12-25' });
  });

  it('warns when typed dates cross a night it knows is sold out', async () => {
    calendarApi();
    show('2026-12-02', { checkIn: '2026-12-23', checkOut: '2026-12-27' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Friday, 25 December is sold out, and a stay needs a free room every night. Please choose other dates.',
    );
  });

  it('moves by day and week with the keyboard, across months, and chooses with Enter and Space', async () => {
    calendarApi();
    const { user, onChoose } = show();
    await firstFriday();
    // One day of the grid is in the tab order: today's, as nothing is chosen.
    screen.getByRole('button', { name: 'Next month' }).focus();
    await user.tab();
    expect(day('2026-12-02')).toHaveFocus();
    expect(
      [...document.querySelectorAll('.price-calendar [data-date]')].filter(
        (button) => button.getAttribute('tabindex') === '0',
      ),
    ).toHaveLength(1);
    await user.keyboard('{ArrowRight}');
    expect(day('2026-12-03')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(day('2026-12-10')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChoose).toHaveBeenLastCalledWith({ checkIn: '2026-12-10', checkOut: '' });
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowUp}{ArrowDown}');
    expect(day('2026-12-12')).toHaveFocus();
    await user.keyboard(' ');
    expect(onChoose).toHaveBeenLastCalledWith({ checkIn: '2026-12-10', checkOut: '2026-12-12' });
    await user.keyboard('{End}');
    expect(day('2026-12-13')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(day('2026-12-07')).toHaveFocus();
    // Past the month's end the grid turns to the next month, focus following.
    await user.keyboard('{PageDown}');
    expect(await screen.findByRole('grid', { name: 'Nightly prices, January 2027' })).toBeVisible();
    expect(day('2027-01-07')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(day('2026-12-31')).toHaveFocus();
    // Before this month there is nothing to go to.
    await user.keyboard('{PageUp}{PageUp}');
    expect(day('2026-12-31')).toHaveFocus();
  });

  it('shows dates typed in the calculator, turning to their month', async () => {
    calendarApi();
    const { user } = show();
    await firstFriday();
    await user.click(screen.getByRole('button', { name: 'Type 3 to 5 February' }));
    expect(
      await screen.findByRole('grid', { name: 'Nightly prices, February 2027' }),
    ).toBeVisible();
    await screen.findByRole('button', { name: /^Wednesday, 3 February: ₹/ });
    expect(selectedDates()).toEqual(['2027-02-03', '2027-02-04', '2027-02-05']);
  });

  it('pages through the months ahead, never back before this one', async () => {
    const { asked } = calendarApi();
    const { user } = show();
    await firstFriday();
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(
      await screen.findByRole('button', { name: /^Friday, 1 January: ₹/ }),
    ).toHaveAccessibleName('Friday, 1 January: ₹2,298.85, Weekend. Choose as check-in');
    expect(asked.at(-1)?.toString()).toBe('from=2027-01-01&to=2027-01-31&adults=1');
    const grid = screen.getByRole('grid', { name: 'Nightly prices, January 2027' });
    // January 2027 starts on a Friday: four empty cells lead the first week (Monday first).
    const firstWeek = within(grid).getAllByRole('row')[1] as HTMLElement;
    expect(
      within(firstWeek)
        .getAllByRole('gridcell')
        .map((gridcell) => gridcell.querySelector('.price-calendar__day')?.textContent ?? ''),
    ).toEqual(['', '', '', '', '1•', '2•', '3']);
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(
      await screen.findByRole('grid', { name: 'Nightly prices, December 2026' }),
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
    expect(await firstFriday()).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.sent(CALENDAR)).toHaveLength(1);
  });

  it('shows nothing until the page knows today’s date (the prerendered page)', () => {
    fakeApi({});
    const { container } = renderInApp(
      <PriceCalendar
        roomId="grand-single-bed"
        today={undefined}
        adults={1}
        checkIn=""
        checkOut=""
        onChoose={() => {}}
      />,
    );
    expect(container).toBeEmptyDOMElement();
    expect(fetch).not.toHaveBeenCalled();
  });
});
