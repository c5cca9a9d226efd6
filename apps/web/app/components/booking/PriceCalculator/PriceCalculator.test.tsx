import { activeRule, getRoom, pricingOptions, site } from '@hotel/content';
import { formatINR, type QuoteOptions, type TaxRule } from '@hotel/pricing';
import { workedExampleFigures, workedExampleSelection } from '@hotel/test-fixtures';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StayPrefill } from '../../../lib/stayParams';
import {
  type CalculatorLabels,
  PriceCalculator,
  type PriceCalculatorProps,
} from './PriceCalculator';
import { type CalculatorValues, calculatorValues } from './priceStay';

/** The source's tax (18% on the room, meals untaxed), with which SPEC §4's worked examples are computed. */
const flat18: TaxRule = { kind: 'flat', percent: 18 };
const source: QuoteOptions = { tax: flat18 };

const grandTotal: CalculatorLabels = {
  totalLabel: 'Payable Amount (All-Inclusive-Price)',
  proceedButton: 'Proceed Booking',
};

function roomOf(roomId: string) {
  const room = getRoom(roomId);
  if (!room) throw new Error(`No room ${roomId} in the content`);
  return room;
}
const ruleOf = (roomId: string) => activeRule(roomOf(roomId));
/** The content's booking limits for the room, as the room page passes them. */
const limitsOf = (roomId: string) => ({
  ...site.booking,
  maxAdultsPerRoom: roomOf(roomId).maxAdultsPerRoom,
});

/** The calculator as the room page holds it: the page keeps the values it reports. */
function Page({
  initial,
  ...props
}: Omit<PriceCalculatorProps, 'values' | 'onChange'> & { initial: StayPrefill }) {
  const [values, setValues] = useState<CalculatorValues>(() => calculatorValues(initial));
  return (
    <PriceCalculator
      {...props}
      values={values}
      onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
    />
  );
}

function renderCalculator(
  roomId: string,
  options: {
    labels?: CalculatorLabels;
    pricing?: QuoteOptions;
    initial?: StayPrefill;
    onProceed?: PriceCalculatorProps['onProceed'];
  } = {},
) {
  const onProceed = vi.fn<PriceCalculatorProps['onProceed']>(options.onProceed);
  render(
    <Page
      roomId={roomId}
      rule={ruleOf(roomId)}
      pricing={options.pricing ?? source}
      labels={options.labels ?? grandTotal}
      limits={limitsOf(roomId)}
      paymentPath="/Payment"
      onProceed={onProceed}
      today="2026-11-20"
      initial={options.initial ?? {}}
    />,
  );
  return { user: userEvent.setup(), onProceed };
}

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  counts: Partial<Record<'rooms' | 'adults' | 'breakfasts' | 'lunchDinners', string>>,
) {
  const labels = {
    rooms: 'Number of Rooms',
    adults: 'Number of Adults (Total)',
    breakfasts: 'Breakfast Count (Optional)',
    lunchDinners: 'Lunch/Dinner Count (Optional)',
  } as const;
  for (const [field, value] of Object.entries(counts)) {
    const input = screen.getByLabelText(labels[field as keyof typeof labels]);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

const totalRegion = () => document.querySelector('.price-calculator__total') as HTMLElement;
/** What the total region shows, less the breakdown: its label and amount. */
const shownTotal = () =>
  totalRegion().querySelector('.price-calculator__amount strong')?.textContent ?? null;

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-20T06:00:00Z'), toFake: ['Date'] });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('PriceCalculator', () => {
  it('starts with the source’s defaults and shows their one-night total at once', () => {
    renderCalculator('aagam-single-bed');
    expect(screen.getByLabelText('Number of Rooms')).toHaveValue(1);
    expect(screen.getByLabelText('Number of Rooms')).toHaveAttribute('min', '1');
    expect(screen.getByLabelText('Number of Adults (Total)')).toHaveValue(1);
    expect(screen.getByLabelText('Children')).toHaveValue(0);
    expect(screen.getByLabelText('Breakfast Count (Optional)')).toHaveValue(0);
    expect(screen.getByLabelText('Breakfast Count (Optional)')).toHaveAttribute('min', '0');
    expect(screen.getByLabelText('Lunch/Dinner Count (Optional)')).toHaveValue(0);
    expect(screen.getByText('No dates chosen: the price is for 1 night.')).toBeVisible();
    // 1200 + 18% = 1416, with no button to press first.
    expect(shownTotal()).toBe('₹1,416.00');
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Proceed Booking',
    ]);
  });

  it('shows no total on the prerendered page, which knows no stay yet', () => {
    render(
      <PriceCalculator
        roomId="aagam-single-bed"
        rule={ruleOf('aagam-single-bed')}
        pricing={source}
        labels={grandTotal}
        limits={limitsOf('aagam-single-bed')}
        paymentPath="/Payment"
        values={calculatorValues({})}
        onChange={() => {}}
        onProceed={() => {}}
        today={undefined}
      />,
    );
    expect(totalRegion()).toBeEmptyDOMElement();
  });

  it.each([
    // SPEC §4 worked examples
    ['aagam-single-bed', { rooms: '1', adults: '2', breakfasts: '1' }, '₹1,870.00'],
    [
      'akash-luxury-room',
      { rooms: '2', adults: '4', breakfasts: '2', lunchDinners: '1' },
      '₹13,497.64',
    ],
    // A single room sleeps 2: 3 adults take 2 rooms at 2299 + 300 = 2599 each; GST 935.64
    ['grand-single-bed', { rooms: '2', adults: '3' }, '₹6,133.64'],
    // page reading: 1800 for 3 adults; GST 324
    ['aagam-family-suite', { adults: '3' }, '₹2,124.00'],
    // 2 × 2999 = 5998; GST 1079.64; 3 × 100; 2 × 800
    [
      'grand-family-suite',
      { rooms: '2', adults: '5', breakfasts: '3', lunchDinners: '2' },
      '₹8,977.64',
    ],
  ])('prices %s %j at %s as soon as it is typed', async (roomId, counts, total) => {
    const { user } = renderCalculator(roomId);
    await fill(user, counts);
    expect(within(totalRegion()).getByText('Payable Amount (All-Inclusive-Price)')).toBeVisible();
    expect(shownTotal()).toBe(total);
  });

  it('starts from a search’s stay and party and prices it before anything is touched', () => {
    renderCalculator('akash-double-bed', {
      initial: { checkIn: '2026-12-01', checkOut: '2026-12-03', adults: '2', child: '1' },
    });
    expect(screen.getByLabelText('Children')).toHaveValue(1);
    // 1800 for 2 adults × 2 nights = 3600; GST 18% 648.
    expect(shownTotal()).toBe('₹4,248.00');
  });

  it('shows the breakdown: rate × rooms × nights, GST at its rate, meals and total', async () => {
    const { user } = renderCalculator('akash-luxury-room');
    await fill(user, { rooms: '2', adults: '4', breakfasts: '2', lunchDinners: '1' });
    const rows = within(totalRegion())
      .getAllByRole('term')
      .map((term) => `${term.textContent} = ${term.nextElementSibling?.textContent}`);
    expect(rows).toEqual([
      '₹4,999.00 a night (4 adults) × 2 rooms × 1 night = ₹9,998.00',
      'GST 18% = ₹1,799.64',
      'Breakfasts: 2 × ₹250.00 = ₹500.00',
      'Lunch/dinners: 1 × ₹1,200.00 = ₹1,200.00',
      'Total = ₹13,497.64',
    ]);
  });

  it('prices every night between the chosen dates', async () => {
    const { user } = renderCalculator('akash-double-bed');
    await user.type(screen.getByLabelText('Check-in'), '2026-12-01');
    await user.type(screen.getByLabelText('Check-out'), '2026-12-03');
    await fill(user, { lunchDinners: '2' });
    expect(screen.getByText('2 nights')).toBeVisible();
    // 1500 × 1 room × 2 nights = 3000; GST 540; 2 × 850
    expect(shownTotal()).toBe('₹5,240.00');
  });

  it('lists each night when a weekend changes the rate, and prices them one by one', async () => {
    const { user } = renderCalculator('grand-single-bed');
    // Thursday 3 to Sunday 6 December 2026: Thursday at ₹1,999, Friday and Saturday 15% up.
    await user.type(screen.getByLabelText('Check-in'), '2026-12-03');
    await user.type(screen.getByLabelText('Check-out'), '2026-12-06');
    // The list's code loads when a stay first needs it.
    const nights = await within(totalRegion()).findByRole('list', {
      name: 'Each night, for one room',
    });
    expect(
      within(nights)
        .getAllByRole('listitem')
        .map((night) => night.textContent),
    ).toEqual(['Thu, 3 Dec₹1,999.00', 'Fri, 4 DecWeekend₹2,298.85', 'Sat, 5 DecWeekend₹2,298.85']);
    const rows = within(totalRegion())
      .getAllByRole('term')
      .map((term) => `${term.textContent} = ${term.nextElementSibling?.textContent}`);
    // 1999 + 2 × 2298.85 = 6596.70; GST 18% = 1187.406 → 1187.41
    expect(rows).toEqual([
      '1 room × 3 nights (1 adult), at the nightly rates above = ₹6,596.70',
      'GST 18% = ₹1,187.41',
      'Breakfasts: 0 × ₹150.00 = ₹0.00',
      'Lunch/dinners: 0 × ₹750.00 = ₹0.00',
      'Total = ₹7,784.11',
    ]);
    // Never one night's rate given as the rate of every night.
    expect(within(totalRegion()).queryByText(/a night \(/)).toBeNull();
  });

  it('lists no nights when every night is at the base rate', async () => {
    const { user } = renderCalculator('grand-single-bed');
    await user.type(screen.getByLabelText('Check-in'), '2026-12-01');
    await user.type(screen.getByLabelText('Check-out'), '2026-12-03');
    expect(within(totalRegion()).queryByRole('list')).toBeNull();
    expect(
      within(totalRegion()).getByText('₹1,999.00 a night (1 adult) × 1 room × 2 nights'),
    ).toBeVisible();
  });

  it('uses the tax rule it is given (the 2025 slabs: 5% up to ₹7,500 a night)', () => {
    const slabs: TaxRule = {
      kind: 'slabs',
      slabs: [{ upToNightlyRate: 750000, percent: 5 }, { percent: 18 }],
    };
    renderCalculator('aagam-single-bed', { pricing: { tax: slabs } });
    // 1200 + 5% = 1260
    expect(within(totalRegion()).getByText('GST 5%')).toBeVisible();
    expect(shownTotal()).toBe('₹1,260.00');
  });

  it('adds the meals’ own GST once the stay has meals, at the room’s rates in force (as the server)', async () => {
    const { user } = renderCalculator('akash-luxury-room', {
      pricing: pricingOptions(roomOf('akash-luxury-room')),
    });
    await fill(user, { rooms: '2', adults: '4' });
    expect(within(totalRegion()).queryByText(/GST on meals/)).toBeNull();
    await fill(user, { breakfasts: '2', lunchDinners: '1' });
    const rows = within(totalRegion())
      .getAllByRole('term')
      .map((term) => `${term.textContent} = ${term.nextElementSibling?.textContent}`);
    // Meals are restaurant service, a supply apart from the room: (2 × 250 + 1200) × 5% = 85.
    expect(rows).toEqual([
      '₹4,999.00 a night (4 adults) × 2 rooms × 1 night = ₹9,998.00',
      'GST 5% = ₹499.90',
      'Breakfasts: 2 × ₹250.00 = ₹500.00',
      'Lunch/dinners: 1 × ₹1,200.00 = ₹1,200.00',
      'GST on meals 5% = ₹85.00',
      'Total = ₹12,282.90',
    ]);
    expect(shownTotal()).toBe(formatINR(workedExampleFigures.total));
  });

  it('uses the meals’ GST rate it is given (18% in a specified premises)', async () => {
    const { user } = renderCalculator('akash-luxury-room', {
      pricing: { tax: flat18, mealGstRate: 18 },
    });
    await fill(user, { rooms: '2', adults: '4', breakfasts: '2', lunchDinners: '1' });
    // 1700 × 18% = 306; 13,497.64 + 306
    expect(
      within(totalRegion()).getByText('GST on meals 18%').nextElementSibling,
    ).toHaveTextContent('₹306.00');
    expect(shownTotal()).toBe('₹13,803.64');
  });

  it('shows the Family Suite’s own labels and its note', () => {
    const room = getRoom('akash-family-suite');
    const labels = room?.labels ?? grandTotal;
    renderCalculator('akash-family-suite', { labels });
    expect(within(totalRegion()).getByText('Total Price')).toBeVisible();
    expect(screen.getByText('including GST')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Book Now' })).toBeEnabled();
  });

  it('follows every change, so it never shows a stale amount', async () => {
    const { user } = renderCalculator('aagam-single-bed');
    expect(shownTotal()).toBe('₹1,416.00');
    await fill(user, { adults: '2' });
    // 1500 for 2 adults + 18%
    expect(shownTotal()).toBe('₹1,770.00');
    expect(within(totalRegion()).queryByText('₹1,416.00')).toBeNull();
  });

  it('shows the children and carries them, but prices the adults only', async () => {
    const { user, onProceed } = renderCalculator('aagam-double-bed');
    await fill(user, { adults: '2' });
    const adultsOnly = shownTotal();
    await user.clear(screen.getByLabelText('Children'));
    await user.type(screen.getByLabelText('Children'), '2');
    expect(screen.getByLabelText('Children')).toHaveAccessibleDescription(
      'The price is for the adults.',
    );
    expect(shownTotal()).toBe(adultsOnly);
    await user.click(screen.getByRole('button', { name: 'Proceed Booking' }));
    expect(onProceed).toHaveBeenCalledWith(expect.objectContaining({ adults: 2, children: 2 }));
    expect(onProceed.mock.calls[0]?.[0]).not.toHaveProperty('child');
  });

  it.each([
    ['Number of Rooms', '', 'Number of rooms must be a whole number.'],
    ['Number of Rooms', '0', 'Number of rooms must be at least 1.'],
    ['Number of Adults (Total)', '0', 'Number of adults must be at least 1.'],
    ['Number of Adults (Total)', '1.5', 'Number of adults must be a whole number.'],
    ['Children', '7', 'Number of children can be at most 6.'],
    ['Breakfast Count (Optional)', '-1', 'Breakfast count must be at least 0.'],
    ['Lunch/Dinner Count (Optional)', '', 'Lunch/dinner count must be a whole number.'],
  ])(
    'refuses %s = %j with “%s” by the field at once, and no total',
    async (label, typed, message) => {
      const { user, onProceed } = renderCalculator('grand-double-bed');
      const input = screen.getByLabelText(label);
      await user.clear(input);
      if (typed) await user.type(input, typed);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
      expect(shownTotal()).toBeNull();
      expect(document.body).not.toHaveTextContent('NaN');
      // Proceeding goes nowhere but to the field.
      await user.click(screen.getByRole('button', { name: 'Proceed Booking' }));
      expect(input).toHaveFocus();
      expect(onProceed).not.toHaveBeenCalled();
    },
  );

  it.each([
    [
      { rooms: '6', adults: '6' },
      'Number of Rooms',
      'You can book at most 5 rooms at once. Please contact the hotel for more.',
    ],
    [
      { rooms: '2', adults: '1' },
      'Number of Adults (Total)',
      'Each room needs an adult: please choose at least 2 adults for 2 rooms.',
    ],
    [
      { rooms: '1', adults: '3' },
      'Number of Adults (Total)',
      'At most 2 adults can stay in one room, so 1 room takes at most 2 adults. Please add a room.',
    ],
  ])(
    'refuses %j past the booking limits with the API’s message by %s',
    async (counts, label, message) => {
      const { user, onProceed } = renderCalculator('aagam-single-bed');
      await fill(user, counts);
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message);
      expect(shownTotal()).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Proceed Booking' }));
      expect(onProceed).not.toHaveBeenCalled();
    },
  );

  it('refuses a stay longer than the booking limit, by check-out', async () => {
    const { user } = renderCalculator('grand-double-bed');
    await user.type(screen.getByLabelText('Check-in'), '2026-12-01');
    await user.type(screen.getByLabelText('Check-out'), '2027-01-01');
    expect(screen.getByLabelText('Check-out')).toHaveAccessibleDescription(
      'A stay can be at most 30 nights. Please contact the hotel for longer stays.',
    );
    expect(shownTotal()).toBeNull();
  });

  it('refuses dates that make no stay, and waits for a check-out without calling it wrong', async () => {
    const { user, onProceed } = renderCalculator('grand-double-bed');
    await user.type(screen.getByLabelText('Check-in'), '2026-12-05');
    await user.type(screen.getByLabelText('Check-out'), '2026-12-05');
    expect(screen.getByLabelText('Check-out')).toHaveAccessibleDescription(
      'Check-out must be after check-in.',
    );
    await user.clear(screen.getByLabelText('Check-out'));
    // Half a stay is on its way (the calendar's first tap does this too), not an error yet.
    expect(screen.getByLabelText('Check-out')).not.toHaveAttribute('aria-invalid');
    expect(
      within(totalRegion()).getByText('Choose a check-out date to see the total.'),
    ).toBeVisible();
    expect(shownTotal()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Proceed Booking' }));
    expect(screen.getByLabelText('Check-out')).toHaveAccessibleDescription(
      'Please give both check-in and check-out, or neither.',
    );
    expect(onProceed).not.toHaveBeenCalled();
  });

  it('proceeds with the whole selection, the dates included', async () => {
    const { user, onProceed } = renderCalculator('akash-luxury-room');
    await user.type(screen.getByLabelText('Check-in'), '2026-12-01');
    await user.type(screen.getByLabelText('Check-out'), '2026-12-02');
    await fill(user, { rooms: '2', adults: '4', breakfasts: '2', lunchDinners: '1' });
    await user.click(screen.getByRole('button', { name: 'Proceed Booking' }));
    expect(onProceed).toHaveBeenCalledWith(workedExampleSelection);
    expect(shownTotal()).toBe('₹13,497.64');
  });

  it('does not proceed with an invalid selection', async () => {
    const { user, onProceed } = renderCalculator('akash-luxury-room');
    await fill(user, { adults: '' });
    await user.click(screen.getByRole('button', { name: 'Proceed Booking' }));
    expect(onProceed).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Number of Adults (Total)')).toHaveAccessibleDescription(
      'Number of adults must be a whole number.',
    );
  });
});
