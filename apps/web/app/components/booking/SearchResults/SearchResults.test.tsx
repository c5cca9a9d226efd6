import { renderIn } from '@hotel/i18n';
import type { SearchResults as Answer, SearchResult } from '@hotel/validators/responses';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ResultFilters, SearchResults } from './SearchResults';

const STAY = { checkIn: '2026-12-28', checkOut: '2026-12-30', adults: 2, child: 1, rooms: 1 };
const CANCELLATION = [
  { refundPercent: 100, until: '2026-12-26T06:30:00.000Z' },
  { refundPercent: 50, until: '2026-12-28T06:30:00.000Z' },
];

/** A result as GET /api/search answers it: two nights, 5% GST, the second a weekend night. */
function result(
  roomId: string,
  title: string,
  hotelName: string,
  rates: [number, number],
  more: Partial<SearchResult> = {},
): SearchResult {
  const roomCost = rates[0] + rates[1];
  const gst = Math.round(roomCost * 0.05);
  return {
    hotelId: `hotel-${hotelName.toLowerCase()}`,
    hotelName,
    hotelPath: `/Hotel-${hotelName}`,
    roomId,
    title,
    type: 'double-bed',
    path: `/${roomId}`,
    summary: `${title} at ${hotelName}.`,
    amenities: ['Free Wi-Fi', 'Air conditioning'],
    maxAdultsPerRoom: 3,
    status: 'available',
    freeRooms: 3,
    quote: {
      rate: rates[0],
      rooms: 1,
      adults: 2,
      nights: 2,
      roomCost,
      gstRate: 5,
      gst,
      breakfasts: 0,
      breakfastPrice: 10000,
      breakfastCost: 0,
      lunchDinners: 0,
      lunchDinnerPrice: 80000,
      lunchDinnerCost: 0,
      mealGstRate: 5,
      mealGst: 0,
      total: roomCost + gst,
      nightly: [
        { date: '2026-12-28', rate: rates[0], adjustment: null, gstRate: 5 },
        { date: '2026-12-29', rate: rates[1], adjustment: 'Weekend', gstRate: 5 },
      ],
    },
    perNight: Math.round((roomCost + gst) / 2),
    reason: null,
    cancellation: CANCELLATION,
    nearestFree: [],
    ...more,
  };
}

const answer: Answer = {
  ...STAY,
  nights: 2,
  children: 1,
  results: [
    result('GrandDoublebed', 'Double Bed', 'Grand', [180000, 207000], {
      amenities: ['Free Wi-Fi', 'Breakfast'],
      freeRooms: 2,
    }),
    result('AkashLuxuryroom', 'Luxury Room', 'Akash', [399900, 399900]),
    result('Singlebed', 'Single Bed', 'Aagam', [150000, 150000], {
      status: 'soldOut',
      freeRooms: 0,
      nearestFree: [{ checkIn: '2026-12-31', checkOut: '2027-01-02' }],
    }),
  ],
};

const hotels = [
  { id: 'hotel-aagam', name: 'Aagam' },
  { id: 'hotel-grand', name: 'Grand' },
];

function show(filters: Partial<ResultFilters> = {}, shown: Answer = answer, path = '/search') {
  const onFilters = vi.fn();
  const Stub = createRoutesStub([
    {
      path,
      Component: () => (
        <SearchResults
          answer={shown}
          search={STAY}
          photos={{}}
          hotels={hotels}
          filters={{ sort: 'price', price: '', amenities: [], ...filters }}
          onFilters={onFilters}
        />
      ),
    },
  ]);
  render(<Stub initialEntries={[path]} />);
  return onFilters;
}

const titles = () =>
  screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('SearchResults', () => {
  it('lists the free room types cheapest first, then the sold-out ones, for the party', () => {
    show();
    expect(
      screen.getByRole('heading', {
        name: '2 room types free for 2 nights, 2 adults, 1 child, 1 room',
      }),
    ).toBeTruthy();
    expect(titles()).toEqual(['Double Bed', 'Luxury Room', 'Single Bed']);
  });

  it('gives the total with taxes, the real average a night and each night by its own rate', () => {
    show();
    const [double] = screen.getAllByRole('heading', { level: 3 });
    const card = double?.closest('li');
    if (!card) throw new Error('no card');
    const text = card.textContent ?? '';
    // ₹1,800 + ₹2,070 (weekend) = ₹3,870, GST 5% ₹193.50: ₹4,063.50, ₹2,031.75 a night on average.
    for (const shown of [
      '₹4,063.50',
      '2 nights, 2 adults, 1 child, 1 room, taxes included',
      'Average ₹2,031.75 a night',
      'Tue, 29 Dec (Weekend): ₹2,070.00 a room + 5% GST',
      'Free cancellation until 12:00, 26 Dec',
      'Then 50% refund until 12:00, 28 Dec',
      'Only 2 rooms left',
      'Lowest price',
    ]) {
      expect(text).toContain(shown);
    }
    expect(
      within(card)
        .getByRole('link', { name: /^Choose/ })
        .getAttribute('href'),
    ).toBe('/GrandDoublebed?checkIn=2026-12-28&checkOut=2026-12-30&adults=2&child=1&rooms=1');
  });

  it('shows a sold-out type as such, with links to its nearest free dates', () => {
    show();
    const sold = screen.getByRole('heading', { name: 'Single Bed' }).closest('li');
    if (!sold) throw new Error('no card');
    expect(sold.textContent).toContain('Sold out for these dates');
    expect(within(sold).queryByRole('link', { name: /^Choose/ })).toBeNull();
    expect(
      within(sold).getByRole('link', { name: 'Thu, 31 Dec to Sat, 2 Jan' }).getAttribute('href'),
    ).toBe('/search?checkIn=2026-12-31&checkOut=2027-01-02&adults=2&child=1&rooms=1');
  });

  it('filters by a total price range cut from the results, and by what is included', async () => {
    const onFilters = show();
    const ranges = screen.getByLabelText('Total price');
    const options = within(ranges)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options[0]).toBe('Any price');
    await userEvent.selectOptions(ranges, within(ranges).getAllByRole('option')[1] as HTMLElement);
    expect(onFilters).toHaveBeenCalledWith({ price: expect.stringMatching(/^\d+-\d+$/) });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Breakfast' }));
    expect(onFilters).toHaveBeenLastCalledWith({ amenities: ['Breakfast'] });
  });

  it('shows only what the chosen filters and order let through', () => {
    show({ amenities: ['Breakfast'] });
    expect(titles()).toEqual(['Double Bed']);
  });

  it('sorts the free ones by price, highest first, on request', () => {
    show({ sort: 'price-desc' });
    expect(titles()).toEqual(['Luxury Room', 'Double Bed', 'Single Bed']);
  });
});

describe('SearchResults in Marathi and Hindi', () => {
  afterEach(() => renderIn('en'));

  it('says the party, prices, nights and terms in Marathi, with Latin digits', () => {
    renderIn('mr');
    show({}, answer, '/mr/search');
    expect(
      screen.getByRole('heading', {
        name: '2 रात्री, 2 प्रौढ, 1 मूल, 1 खोली: 2 प्रकारच्या खोल्या उपलब्ध',
      }),
    ).toBeTruthy();
    const card = screen.getByRole('heading', { name: 'Double Bed' }).closest('li');
    if (!card) throw new Error('no card');
    for (const shown of [
      '₹4,063.50',
      '2 रात्री, 2 प्रौढ, 1 मूल, 1 खोली, करांसह',
      'सरासरी ₹2,031.75 प्रति रात्र',
      'मंगळ, 29 डिसें (Weekend): ₹2,070.00 प्रति खोली + 5% जीएसटी',
      '26 डिसें, 12:00 पर्यंत मोफत रद्द करता येते',
      'त्यानंतर 28 डिसें, 12:00 पर्यंत रद्द केल्यास 50% परतावा',
      'फक्त 2 खोल्या शिल्लक',
      'सर्वात कमी किंमत',
    ]) {
      expect(card.textContent).toContain(shown);
    }
    // The guest stays on the Marathi pages: the room's page is /mr/….
    expect(
      within(card)
        .getByRole('link', { name: /^निवडा/ })
        .getAttribute('href'),
    ).toBe('/mr/GrandDoublebed?checkIn=2026-12-28&checkOut=2026-12-30&adults=2&child=1&rooms=1');
    const sold = screen.getByRole('heading', { name: 'Single Bed' }).closest('li');
    expect(sold?.textContent).toContain('या तारखांसाठी सर्व खोल्या बुक');
    expect(
      within(sold as HTMLElement).getByRole('link', { name: 'गुरु, 31 डिसें ते शनि, 2 जाने' }),
    ).toBeTruthy();
    const ranges = within(screen.getByLabelText('एकूण किंमत'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(ranges[0]).toBe('कोणतीही किंमत');
    expect(ranges[1]).toMatch(/^₹[\d,]+ ते ₹[\d,]+$/);
  });

  it('counts by Hindi’s plural rules: one night, one adult, two rooms, one room left', () => {
    renderIn('hi');
    const grand = answer.results[0] as SearchResult;
    show(
      {},
      {
        ...answer,
        nights: 1,
        adults: 1,
        children: 0,
        rooms: 2,
        results: [{ ...grand, freeRooms: 1 }, answer.results[1] as SearchResult],
      },
      '/hi/search',
    );
    expect(
      screen.getByRole('heading', { name: '1 रात, 1 वयस्क, 2 कमरे: 2 तरह के कमरे उपलब्ध' }),
    ).toBeTruthy();
    const card = screen.getByRole('heading', { name: 'Double Bed' }).closest('li');
    expect(card?.textContent).toContain('केवल 1 कमरा बचा है');
    expect(card?.textContent).toContain('1 रात, 1 वयस्क, 2 कमरे, टैक्स सहित');
    expect(card?.textContent).toContain('मंगल, 29 दिस॰ (Weekend): ₹2,070.00 प्रति कमरा + 5% जीएसटी');
  });
});
