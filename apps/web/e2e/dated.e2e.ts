import { addDays, weekdayOf } from '@hotel/pricing';
import { todayInIndia } from '@hotel/validators/dates';
import { describe, expect, it } from 'vitest';
import * as site from './support/browser';
import { GOOD_CARD, paidReference, payWithCard, submitDetails } from './support/checkout';

const longDate = (date: string) =>
  new Intl.DateTimeFormat('en-IN', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

/** The first Friday from today (today itself when it is one). */
function nextFriday(): string {
  let day = todayInIndia();
  while (weekdayOf(day) !== 'fri') day = addDays(day, 1);
  return day;
}

describe('a weekend at Hotel Grand Imperial', () => {
  const browser = site.useBrowser();

  it('shows Friday’s weekend rate on the calendar, lists each night, and /Payment charges the same', async () => {
    const guarded = await site.openPage(browser());
    const { page } = guarded;
    await site.gotoReady(page, '/GrandSinglebed');
    const friday = nextFriday();
    // The calendar loads as the guest scrolls towards it (components/WhenNear).
    await page.evaluate(() => document.getElementById('prices')?.scrollIntoView());
    const calendar = page.getByRole('region', { name: 'Prices by date' });
    if (friday.slice(0, 7) !== todayInIndia().slice(0, 7)) {
      await calendar.getByRole('button', { name: 'Next month' }).click();
    }
    // One adult: ₹1,999 a night, 15% more on Fridays and Saturdays.
    const fridayCell = calendar.getByRole('button', {
      name: new RegExp(
        `^${longDate(friday)}: ₹2,298\\.85, Weekend(, [12] rooms? left)?\\. Choose as check-in$`,
      ),
    });
    await fridayCell.waitFor();
    expect(await site.seriousA11yViolations(page)).toEqual([]);

    // The first tap is the check-in; the check-out is typed here (the calendar shows it).
    await fridayCell.click();
    await expect.poll(() => page.getByLabel('Check-in').inputValue()).toBe(friday);
    expect(await page.getByLabel('Check-out').inputValue()).toBe('');
    await page.getByLabel('Check-out').fill(addDays(friday, 2));

    const nights = page.getByRole('list', { name: 'Each night, for one room' });
    await nights.waitFor();
    expect(await nights.getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringMatching(/^Fri, \d{1,2} \w{3}\s*Weekend\s*₹2,298\.85$/),
      expect.stringMatching(/^Sat, \d{1,2} \w{3}\s*Weekend\s*₹2,298\.85$/),
    ]);
    // 2 × ₹2,298.85 = ₹4,597.70; GST 5% = ₹229.885 → ₹229.89; total ₹4,827.59.
    await page.getByText('₹4,827.59').first().waitFor();

    await page.getByRole('button', { name: 'Proceed Booking' }).click();
    await page.waitForURL(/\/Payment\?quote=/);
    const summary = page.getByRole('region', { name: 'Booking Summary' });
    await summary.getByText('₹4,827.59').waitFor();
    expect(
      await summary
        .getByRole('list', { name: 'Each night, for one room' })
        .getByRole('listitem')
        .count(),
    ).toBe(2);
    expect(await summary.getByText('1 room × the 2 nights below').count()).toBe(1);

    // And it books: the card is charged exactly the weekend's total.
    await submitDetails(page);
    await expect
      .poll(() => page.getByRole('button', { name: /^Pay ₹/ }).textContent())
      .toBe('Pay ₹4,827.59');
    await payWithCard(page, GOOD_CARD);
    expect(await paidReference(page)).toMatch(/^DSH-/);
    site.expectNoProblems(guarded);
    await guarded.close();
  });
});
