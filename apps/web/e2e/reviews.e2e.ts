import { dayInIndia } from '@hotel/validators/dates';
import { describe, expect, it } from 'vitest';
import { adminGet, adminPost, expectAccessible, openAsAdmin } from './support/admin';
import { baseUrl, expectNoProblems, gotoReady, openPage, useBrowser } from './support/browser';

const AAGAM = { id: 'hotel-aagam-executive', path: '/Hotel-Aagam-Executive' };
const run = Date.now().toString(36);

interface OutboxMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

/** A walk-in at Aagam Executive tonight, checked in: the stay the desk will check out. */
async function stayingGuest(roomId: string, name: string, email: string): Promise<string> {
  const booked = await adminPost<{ reference: string }>('/api/admin/bookings', {
    roomId,
    checkIn: dayInIndia(0),
    checkOut: dayInIndia(1),
    adults: 1,
    guest: { name, mobile: '9876543210', email },
    payment: { method: 'cash' },
  });
  // The room may be one this file's earlier guest just left, not made up yet: the desk goes ahead.
  await adminPost(`/api/admin/bookings/${booked.reference}/check-in`, { acceptDirtyRoom: true });
  return booked.reference;
}

/** The review link of the invitation the outbox holds for `email`. */
async function invitationLink(email: string): Promise<string> {
  const { mail } = await adminGet<{ mail: OutboxMail[] }>('/api/admin/outbox?limit=200');
  const invitation = mail.find(
    (each) => each.to === email && each.subject.startsWith('How was your stay'),
  );
  const link = /https?:\/\/\S+\/review\/([\w-]+)/.exec(invitation?.text ?? '');
  if (!link?.[1]) throw new Error(`No invitation for ${email} in the outbox`);
  return `/review/${link[1]}`;
}

/** A stay checked out and reviewed through the API, then published: the aggregate's material. */
async function publishedThroughApi(roomId: string, n: number, rating: number) {
  const email = `guest${n}.${run}@example.com`;
  const reference = await stayingGuest(roomId, `Guest${n} Tester`, email);
  await adminPost(`/api/admin/bookings/${reference}/check-out`, {});
  const token = (await invitationLink(email)).split('/').at(-1);
  const written = await fetch(`${baseUrl()}/api/reviews`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      token,
      rating,
      title: `Stay ${n}`,
      text: 'A clean room near the station and a helpful front desk.',
      language: 'en',
    }),
  });
  expect(written.status).toBe(201);
  const { id } = (await written.json()) as { id: number };
  await adminPost(`/api/admin/reviews/${id}/publish`, {});
}

describe('verified reviews', () => {
  const browser = useBrowser();

  it('invites the guest at check-out; the guest reviews in Marathi on a phone, once; the desk publishes with a reply; the hotel page shows it, and the aggregate from five reviews', async () => {
    const email = `sunita.${run}@example.com`;
    const reference = await stayingGuest('aagam-single-bed', 'Sunita Deshmukh', email);

    // The desk checks the guest out on the bookings screen.
    const desk = await openPage(browser());
    await openAsAdmin(desk, `/admin/bookings?hotel=${AAGAM.id}`);
    await desk.page
      .getByRole('button', { name: new RegExp(`^Check out booking ${reference}`) })
      .click();
    await desk.page
      .getByRole('status')
      .filter({
        hasText: `Booking ${reference} is checked out, every room of it. The guest is invited to review the stay`,
      })
      .waitFor();

    // The invitation is in the outbox; a phone opens its link without signing in.
    const link = await invitationLink(email);
    const guest = await openPage(browser(), { viewport: { width: 390, height: 844 } });
    await gotoReady(guest.page, link);
    await guest.page
      .getByText(/^Sunita, how was your stay at Hotel Aagam Executive \(Single Bed, /)
      .waitFor();
    await expectAccessible(guest.page);
    await guest.page.getByRole('radio', { name: '5 stars' }).check();
    await guest.page.getByLabel('Cleanliness').selectOption('5');
    await guest.page.getByLabel('Language of your review').selectOption('mr');
    await guest.page.getByLabel('Title', { exact: true }).fill('उत्तम सेवा');
    await guest.page
      .getByLabel('Your review', { exact: true })
      .fill('खोली स्वच्छ होती आणि कर्मचारी खूप मदत करणारे होते. पुन्हा नक्की येऊ.');
    await guest.page.getByRole('button', { name: 'Send review' }).click();
    await guest.page
      .getByRole('status')
      .filter({ hasText: 'Thank you for your review!' })
      .waitFor();

    // The same link cannot review the stay again; a made-up link reviews nothing.
    await gotoReady(guest.page, link);
    await guest.page.getByRole('alert').filter({ hasText: 'already been reviewed' }).waitFor();
    expect(await guest.page.getByRole('button', { name: 'Send review' }).count()).toBe(0);
    await gotoReady(guest.page, `/review/${'x'.repeat(43)}`);
    await guest.page
      .getByRole('alert')
      .filter({ hasText: 'This review link is not valid.' })
      .waitFor();
    // The two refusals, as the browser logs them, and nothing else.
    expect(guest.problems).toEqual([
      'console: Failed to load resource: the server responded with a status of 409 (Conflict)',
      'console: Failed to load resource: the server responded with a status of 404 (Not Found)',
    ]);
    guest.problems.splice(0);

    // The desk publishes it and replies as the hotel.
    await gotoReady(desk.page, '/admin/reviews');
    const card = desk.page.getByRole('article', { name: /उत्तम सेवा/ });
    await card.getByRole('button', { name: 'Publish' }).click();
    await desk.page.getByRole('status').filter({ hasText: 'No waiting reviews.' }).waitFor();
    await desk.page.getByRole('button', { name: 'Published' }).click();
    await desk.page.waitForURL((url) => url.search === '?status=published');
    const published = desk.page.getByRole('article', { name: /उत्तम सेवा/ });
    await published
      .getByLabel('Reply as the hotel')
      .fill('धन्यवाद, Sunita! Thank you for staying with us.');
    await published.getByRole('button', { name: 'Reply' }).click();
    await published.getByRole('button', { name: 'Change reply' }).waitFor();
    await published.getByText('Reply from the hotel: धन्यवाद, Sunita!', { exact: false }).waitFor();
    await expectAccessible(desk.page);
    expectNoProblems(desk);
    await desk.close();
    // Written in Marathi, the review's guest is told in Marathi that it is published.
    const told = await adminGet<{ mail: OutboxMail[] }>('/api/admin/outbox?limit=200');
    expect(told.mail.filter((mail) => mail.to === email).map((mail) => mail.subject)).toContain(
      'Hotel Aagam Executive बद्दलचे तुमचे पुनरावलोकन प्रकाशित झाले',
    );

    // The hotel page shows it with its reply; four reviews or fewer give no average.
    await gotoReady(guest.page, AAGAM.path);
    // The reviews load as the guest scrolls near them.
    await guest.page.locator('#reviews').scrollIntoViewIfNeeded();
    const reviews = guest.page.getByRole('region', { name: 'Verified guest reviews' });
    const item = reviews.getByRole('listitem').filter({ hasText: 'उत्तम सेवा' });
    await item.waitFor();
    expect(await item.textContent()).toContain('Sunita · Single Bed · stayed');
    expect(await item.textContent()).toContain('Reply from the hotel');
    expect(await reviews.getByText(/out of 5/).count()).toBe(0);
    await expectAccessible(guest.page);
    expect(await guest.page.getByText('100+ reviews').count()).toBe(0);

    // Four more published reviews: the aggregate appears.
    for (const [n, roomId, rating] of [
      [1, 'aagam-single-bed', 4],
      [2, 'aagam-double-bed', 4],
      [3, 'aagam-double-bed', 3],
      [4, 'aagam-family-suite', 5],
    ] as const) {
      await publishedThroughApi(roomId, n, rating);
    }
    await gotoReady(guest.page, AAGAM.path);
    await guest.page.locator('#reviews').scrollIntoViewIfNeeded();
    await guest.page.getByText('4.2 out of 5').waitFor();
    expect(await guest.page.getByText(/from 5 verified reviews/).count()).toBe(1);
    expectNoProblems(guest);
    await guest.close();
  });
});
