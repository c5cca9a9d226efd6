import { contentIn } from '@hotel/content';
import { renderIn } from '@hotel/i18n';
import { formatINR } from '@hotel/pricing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, storedQuote } from '../../test/fakeApi';
import RoomPage, { loader } from './room';

function loaderDataFor(path: string) {
  return loader({
    request: new Request(`http://site${path}`),
    params: {},
    context: {},
  } as Parameters<typeof loader>[0]);
}

function PaymentProbe() {
  const location = useLocation();
  return <p>{`Payment page ${location.search}`}</p>;
}

function renderRoom(path: string, search = '') {
  const data = loaderDataFor(path);
  const Stub = createRoutesStub([
    { path, Component: RoomPage as never, HydrateFallback: () => null, loader: () => data },
    { path: '/Payment', Component: PaymentProbe },
  ]);
  render(<Stub initialEntries={[`${path}${search}`]} />);
  return userEvent.setup();
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-20T06:00:00Z'), toFake: ['Date'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('room page', () => {
  it('shows the room from the content: title, features, price and facilities, and no made-up rating', async () => {
    renderRoom('/AkashDoublebed');
    expect(await screen.findByRole('heading', { level: 1, name: 'Double Bed' })).toBeVisible();
    expect(screen.queryByText(/100\+ reviews|of 5 stars/)).toBeNull();
    const features = within(screen.getByRole('list', { name: 'Room features' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(features).toEqual(['Room Service', 'Free WiFi', 'Air Conditioning']);
    expect(screen.queryByRole('button', { name: 'Free WiFi' })).toBeNull();
    // Once live, the page is headed by the stay's total with taxes: 1 night for 1 adult, no dates.
    expect(document.querySelector('.room-page__price')).toHaveTextContent(
      '₹1,575.00 for 1 night, 1 adult, 1 room, taxes included',
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Bathroom' })).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('starts from a search’s stay and party and shows its total at once', async () => {
    renderRoom(
      '/AkashDoublebed',
      '?checkIn=2026-12-01&checkOut=2026-12-03&adults=2&child=1&rooms=1',
    );
    await screen.findByRole('heading', { level: 1, name: 'Double Bed' });
    expect(screen.getByLabelText('Check-in')).toHaveValue('2026-12-01');
    expect(screen.getByLabelText('Check-out')).toHaveValue('2026-12-03');
    expect(screen.getByLabelText('Number of Adults (Total)')).toHaveValue(2);
    expect(screen.getByLabelText('Children')).toHaveValue(1);
    expect(screen.getByLabelText('Number of Rooms')).toHaveValue(1);
    expect(screen.getByText('2 nights')).toBeVisible();
    // No button to press: ₹1,800 a night for 2 adults × 2 nights, 5% GST (a night ≤ ₹7,500).
    const total = document.querySelector('.price-calculator__amount strong');
    expect(total).toHaveTextContent('₹3,780.00');
    expect(document.querySelector('.room-page__price')).toHaveTextContent(
      '₹3,780.00 for 2 nights, 2 adults, 1 child, 1 room, taxes included',
    );
    expect(screen.queryByRole('button', { name: /Grand Total|Total Price/ })).toBeNull();
  });

  it('prices meals with their own GST, to the total the server quotes for the same stay', async () => {
    renderRoom(
      '/AkashLuxuryroom',
      '?checkIn=2026-12-01&checkOut=2026-12-02&adults=4&rooms=2&breakfasts=2&lunchDinners=1',
    );
    await screen.findByRole('heading', { level: 1, name: 'Luxury Room' });
    const breakdown = within(document.querySelector('.price-calculator__breakdown') as HTMLElement);
    // (2 breakfasts × ₹250 + 1 lunch/dinner × ₹1,200) × 5%: restaurant service, apart from the room.
    expect(breakdown.getByText('GST on meals 5%').nextElementSibling).toHaveTextContent('₹85.00');
    // The API's answer to POST /api/quotes for this stay (the shared worked example): ₹12,282.90.
    const serverTotal = formatINR(storedQuote.total);
    expect(document.querySelector('.price-calculator__amount strong')).toHaveTextContent(
      serverTotal,
    );
    expect(document.querySelector('.room-page__price')).toHaveTextContent(
      `${serverTotal} for 1 night, 4 adults, 2 rooms, taxes included`,
    );
  });

  it('carries the children to /Payment in the quote, which prices the adults', async () => {
    const api = fakeApi({ 'POST /api/quotes': () => json(201, { ...storedQuote, id: 'q-kids' }) });
    const user = renderRoom(
      '/AkashDoublebed',
      '?checkIn=2026-12-01&checkOut=2026-12-03&adults=2&child=1&rooms=1',
    );
    await screen.findByRole('heading', { level: 1, name: 'Double Bed' });
    await user.click(screen.getByRole('button', { name: 'Proceed Booking' }));
    expect(await screen.findByText('Payment page ?quote=q-kids')).toBeVisible();
    expect(api.sent('POST /api/quotes')[0]?.body).toEqual({
      roomId: 'akash-double-bed',
      rooms: 1,
      adults: 2,
      children: 1,
      breakfasts: 0,
      lunchDinners: 0,
      checkIn: '2026-12-01',
      checkOut: '2026-12-03',
    });
  });

  it('proceeds: the server prices and stores the selection, then /Payment shows its quote', async () => {
    const api = fakeApi({ 'POST /api/quotes': () => json(201, { ...storedQuote, id: 'q-suite' }) });
    const user = renderRoom('/Familysuite');
    await screen.findByRole('heading', { level: 1, name: 'Family Suite' });
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(await screen.findByText('Payment page ?quote=q-suite')).toBeVisible();
    expect(api.sent('POST /api/quotes')[0]?.body).toEqual({
      roomId: 'aagam-family-suite',
      rooms: 1,
      adults: 1,
      children: 0,
      breakfasts: 0,
      lunchDinners: 0,
    });
  });

  it('stays on the room with the server’s message when the quote is refused', async () => {
    fakeApi({
      'POST /api/quotes': () =>
        json(400, {
          statusCode: 400,
          code: 'VALIDATION',
          error: 'Bad Request',
          message: 'Please correct the highlighted fields (body).',
          fields: { checkIn: 'Check-in cannot be in the past.' },
        }),
    });
    const user = renderRoom('/Familysuite');
    await screen.findByRole('heading', { level: 1, name: 'Family Suite' });
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(await screen.findByLabelText('Check-in')).toHaveAccessibleDescription(
      expect.stringContaining('Check-in cannot be in the past.'),
    );
    expect(screen.getByRole('button', { name: 'Book Now' })).not.toHaveAttribute('aria-disabled');
    expect(screen.queryByText(/Payment page/)).toBeNull();
  });
});

describe('room page in Marathi and Hindi', () => {
  afterEach(() => renderIn('en'));

  const marathiRoom = contentIn('mr')
    .hotels.flatMap((hotel) => hotel.rooms)
    .find((room) => room.path === '/mr/AkashDoublebed');

  it('prices the stay in Marathi: labels, nights and party by plural rules, Latin digits', async () => {
    expect(marathiRoom?.title).toMatch(/[\u0900-\u097F]/);
    renderIn('mr');
    renderRoom(
      '/mr/AkashDoublebed',
      '?checkIn=2026-12-01&checkOut=2026-12-03&adults=2&child=1&rooms=1',
    );
    await screen.findByRole('heading', { level: 1, name: marathiRoom?.title ?? '' });
    expect(
      screen.getByRole('heading', { level: 2, name: 'तुमच्या मुक्कामाची किंमत पाहा' }),
    ).toBeTruthy();
    expect(screen.getByLabelText('चेक-इन')).toHaveValue('2026-12-01');
    expect(screen.getByLabelText('प्रौढांची संख्या (एकूण)')).toHaveValue(2);
    expect(screen.getByLabelText('मुले')).toHaveValue(1);
    expect(screen.getByLabelText('खोल्यांची संख्या')).toHaveValue(1);
    expect(screen.getByText('2 रात्री')).toBeVisible();
    expect(document.querySelector('.room-page__price')).toHaveTextContent(
      '₹3,780.00 — 2 रात्री, 2 प्रौढ, 1 मूल, 1 खोली, करांसह',
    );
    const breakdown = [...document.querySelectorAll('.price-calculator__breakdown dt')].map(
      (term) => term.textContent,
    );
    expect(breakdown).toContain('₹1,800.00 प्रति रात्र (2 प्रौढ) × 1 खोली × 2 रात्री');
    expect(breakdown).toContain('जीएसटी 5%');
    expect(breakdown).toContain('एकूण');
    expect(document.querySelector('.room-page__policy')).toHaveTextContent(
      /^रद्द करण्याच्या अटी: चेक-इनच्या किमान 48 तास आधी रद्द केल्यास पूर्ण रक्कम परत मिळेल/,
    );
    // Proceeding leads to the Marathi payment page.
    expect(document.querySelector('form.price-calculator')?.getAttribute('action')).toBe(
      '/mr/Payment',
    );
  });

  it('says what the engine refuses in Marathi, never its English sentence', async () => {
    renderIn('mr');
    const user = renderRoom('/mr/AkashDoublebed', '?adults=2&rooms=1');
    const rooms = await screen.findByLabelText('खोल्यांची संख्या');
    await user.clear(rooms);
    await user.type(rooms, '0');
    expect(rooms).toHaveAttribute('aria-invalid', 'true');
    expect(rooms).toHaveAccessibleDescription(
      expect.stringContaining('खोल्यांची संख्या किमान 1 असावी.'),
    );
    expect(document.body).not.toHaveTextContent('must be');
  });

  it('says one night and two rooms in Hindi', async () => {
    renderIn('hi');
    renderRoom('/hi/AkashDoublebed', '?checkIn=2026-12-01&checkOut=2026-12-02&adults=2&rooms=2');
    await screen.findByText('1 रात');
    expect(document.querySelector('.room-page__price')).toHaveTextContent(
      /^₹[\d,]+\.\d\d — 1 रात, 2 वयस्क, 2 कमरे, टैक्स सहित$/,
    );
    const breakdown = [...document.querySelectorAll('.price-calculator__breakdown dt')].map(
      (term) => term.textContent,
    );
    expect(
      breakdown.some((term) =>
        /^₹[\d,]+\.00 प्रति रात \(2 वयस्क\) × 2 कमरे × 1 रात$/.test(term ?? ''),
      ),
    ).toBe(true);
  });
});
