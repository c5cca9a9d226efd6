/**
 * `pnpm --filter @hotel/pricing bench`: how many quotes per second `quote()` makes in-process.
 * A script that prints figures, not a test. Each timed call prices a batch of stays, so the
 * timer's own cost does not swamp a function that takes well under a microsecond.
 */
import { describeMachine, markdownTable } from '@hotel/bench';
import { Bench } from 'tinybench';
import { formatINR, type Paise, quote, type RateRule, type TaxRule } from '../src/index.js';

const BATCH = 1_000;
const rupees = (amount: number) => amount * 100;

/** A luxury room before and after a rate change (the hotel's new season starts mid-stay). */
const luxuryBefore: RateRule = {
  tiers: [
    { upToAdults: 1, rate: rupees(3_499) },
    { upToAdults: 2, rate: rupees(3_999) },
  ],
  beyond: { kind: 'perExtraAdult', surcharge: rupees(500) },
  breakfastPrice: rupees(250),
  lunchDinnerPrice: rupees(1_200),
};
const luxuryAfter: RateRule = {
  ...luxuryBefore,
  tiers: [
    { upToAdults: 1, rate: rupees(4_299) },
    { upToAdults: 2, rate: rupees(4_799) },
  ],
  beyond: { kind: 'perExtraAdult', surcharge: rupees(600) },
};

/** Indian GST on hotel rooms since 22 Sep 2025: 5% up to ₹7,500 a night, 18% above. */
const gstSlabs: TaxRule = {
  kind: 'slabs',
  slabs: [{ upToNightlyRate: rupees(7_500), percent: 5 }, { percent: 18 }],
};

/**
 * Three rooms, six adults (two a room), seven nights with breakfast every morning and dinner on
 * four evenings; the rate changes after the fourth night, so the stay is two quotes, summed and
 * formatted as the page shows it.
 */
function priceStayAcrossRateChange(): string {
  const options = { tax: gstSlabs, occupancy: 'perRoom' } as const;
  const before = quote(
    luxuryBefore,
    { rooms: 3, adults: 6, nights: 4, breakfasts: 24, lunchDinners: 12 },
    options,
  );
  const after = quote(
    luxuryAfter,
    { rooms: 3, adults: 6, nights: 3, breakfasts: 18, lunchDinners: 12 },
    options,
  );
  return formatINR(before.total + after.total);
}

/** One quote: the same party for one season, as a room page prices it. */
function priceOneQuote(): Paise {
  return quote(
    luxuryBefore,
    { rooms: 3, adults: 6, nights: 7, breakfasts: 42, lunchDinners: 24 },
    { tax: gstSlabs, occupancy: 'perRoom' },
  ).total;
}

const tasks = [
  {
    name: 'quote(): 3 rooms, 6 adults, 7 nights, meals, GST slabs',
    quotesPerCall: 1,
    run: priceOneQuote,
  },
  {
    name: 'a stay across a rate change (2 quotes + formatINR)',
    quotesPerCall: 2,
    run: () => priceStayAcrossRateChange().length,
  },
] as const;

// Every result feeds a checksum, so the engine cannot skip work whose result goes unused.
let checksum = 0;
const bench = new Bench({ name: '@hotel/pricing', time: 2_000, warmupTime: 500 });
for (const task of tasks) {
  bench.add(task.name, () => {
    for (let i = 0; i < BATCH; i += 1) checksum += task.run();
  });
}
console.log(`Pricing bench on ${describeMachine()}`);
await bench.run();
if (!(checksum > 0)) throw new Error('The benchmark priced nothing.');

console.log(
  `@hotel/pricing in-process: each sample prices ${BATCH.toLocaleString('en-US')} stays in a row; ` +
    'each task runs 2 s after a 0.5 s warm-up; figures are the mean, ± its 95% margin.\n',
);
console.log(
  markdownTable(
    tasks.map((task) => {
      const result = bench.getTask(task.name)?.result;
      if (result?.state !== 'completed') throw new Error(`${task.name}: ${result?.state}`);
      const quotesPerSecond = ((BATCH * task.quotesPerCall) / result.period) * 1_000;
      return {
        task: task.name,
        'quotes/s': Math.round(quotesPerSecond).toLocaleString('en-US'),
        'µs per quote': (1e6 / quotesPerSecond).toFixed(2),
        '±': `${result.latency.rme.toFixed(1)}%`,
        samples: result.latency.df + 1,
      };
    }),
  ),
);
