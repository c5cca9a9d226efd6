import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StaySearch } from './StaySearch';

const LIMITS = { bookAheadDays: 365, maxNights: 30, maxRooms: 5 };

function SearchPage() {
  const { search } = useLocation();
  return <p>Results for {search}</p>;
}

function show(hotel?: string) {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <StaySearch action="/search" limits={LIMITS} hotel={hotel} heading="Find a room" />
      ),
    },
    { path: '/search', Component: SearchPage },
  ]);
  render(<Stub initialEntries={['/']} />);
}

describe('StaySearch', () => {
  beforeEach(() => {
    // 23 Nov 2026, 10:00 in India.
    vi.useFakeTimers({ now: new Date('2026-11-23T04:30:00Z'), toFake: ['Date'] });
  });
  afterEach(() => vi.useRealTimers());

  it('is a plain GET form to the search page, so it works before the script arrives', () => {
    show('hotel-grand-imperial');
    const form = screen.getByRole('button', { name: 'Search' }).closest('form');
    expect(form?.getAttribute('method')).toBe('get');
    expect(form?.getAttribute('action')).toBe('/search');
    expect(form?.querySelector('input[type="hidden"][name="hotel"]')?.getAttribute('value')).toBe(
      'hotel-grand-imperial',
    );
    for (const name of ['checkIn', 'checkOut', 'adults', 'child', 'rooms']) {
      expect(form?.querySelector(`[name="${name}"]`), name).not.toBeNull();
    }
  });

  it('starts from tonight in India for 2 adults, and leads to the search with the stay in the URL', async () => {
    show('hotel-grand-imperial');
    expect(screen.getByLabelText<HTMLInputElement>('Check-in').value).toBe('2026-11-23');
    expect(screen.getByLabelText<HTMLInputElement>('Check-out').value).toBe('2026-11-24');
    await userEvent.clear(screen.getByLabelText('Check-out'));
    await userEvent.type(screen.getByLabelText('Check-out'), '2026-11-26');
    await userEvent.selectOptions(screen.getByLabelText('Children'), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(
      await screen.findByText(
        'Results for ?checkIn=2026-11-23&checkOut=2026-11-26&adults=2&child=1&rooms=1&hotel=hotel-grand-imperial',
      ),
    ).toBeTruthy();
  });

  it('moves the check-out along when the check-in passes it', async () => {
    show();
    const checkIn = screen.getByLabelText('Check-in');
    await userEvent.clear(checkIn);
    await userEvent.type(checkIn, '2026-12-28');
    expect(screen.getByLabelText<HTMLInputElement>('Check-out').value).toBe('2026-12-29');
  });

  it('says what is wrong on the field, with the API’s message, and goes nowhere', async () => {
    show();
    await userEvent.selectOptions(screen.getByLabelText('Adults'), '1');
    await userEvent.selectOptions(screen.getByLabelText('Rooms'), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    const adults = screen.getByLabelText('Adults');
    expect(adults.getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByText('Each room needs an adult: please choose at least 2 adults for 2 rooms.'),
    ).toBeTruthy();
    expect(document.activeElement).toBe(adults);
    expect(screen.queryByText(/^Results for/)).toBeNull();
  });
});
