import { accountExport } from '@hotel/validators/responses';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import {
  banquetEnquiries,
  bookings,
  contactMessages,
  mailOutbox,
  reviewInvitations,
  reviews,
  sessions,
  taxDocuments,
  users,
} from '../../../db/schema.js';
import { expectFieldErrors } from '../../../test/apiAssertions.js';
import { dayInIndia } from '../../../test/bookingFixtures.js';
import { payBooking } from '../../../test/orders.js';
import { ensurePdftotext, pdfText } from '../../../test/pdfText.js';
import { realLimits } from '../../../test/realLimits.js';
import { exampleReview, invitedStay } from '../../../test/reviewFixtures.js';
import {
  adminCookie,
  appForEachTest,
  cookieFrom,
  guestCookie,
  staffCookie,
  startTestApp,
} from '../../../test/testApp.js';
import { banquetEnquiryForm, contactForm, sendForm } from '../../../test/visitorForms.js';
import { ACCOUNT_MESSAGES } from './index.js';

const app = appForEachTest();

const inject = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  cookie?: string,
  payload?: object,
) =>
  app.t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
  });

/** The code in the newest e-mail the site queued for the address, as its reader sees it. */
function codeMailedTo(address: string): string {
  const mail = app.t.app.db
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, address))
    .orderBy(desc(mailOutbox.id))
    .get();
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code was mailed to ${address}`);
  return code;
}

/** Signs in (or up) by a code e-mailed to the address, as the sign-in popup does. */
async function signInByCode(address: string): Promise<string> {
  expect((await inject('POST', '/api/auth/code', undefined, { contact: address })).statusCode).toBe(
    200,
  );
  const verified = await inject('POST', '/api/auth/code/verify', undefined, {
    contact: address,
    code: codeMailedTo(address),
  });
  expect(verified.statusCode, verified.body).toBe(200);
  return cookieFrom(verified);
}

const me = async (cookie: string) => (await inject('GET', '/api/auth/me', cookie)).json().user;

/** Two guests who both booked and wrote to the hotels: Asha (the one who leaves) and Vikram. */
async function twoGuests() {
  const asha = await signInByCode('asha@example.com');
  const ashaBooking = await payBooking(app.t, {
    cookie: asha,
    fullName: 'Asha Patil',
    mobileNumber: '9876543210',
  });
  await sendForm(app.t, '/api/banquet-enquiry', {
    ...banquetEnquiryForm.form,
    email: 'Asha@Example.com',
  });
  await sendForm(app.t, '/api/sendemail', { ...contactForm.form, email: 'asha@example.com' });
  const vikram = await signInByCode('vikram@example.com');
  const vikramBooking = await payBooking(app.t, {
    cookie: vikram,
    fullName: 'Vikram Rao',
    mobileNumber: '9123456780',
    email: 'vikram@example.com',
  });
  await sendForm(app.t, '/api/banquet-enquiry', {
    ...banquetEnquiryForm.form,
    name: 'Vikram Rao',
    email: 'vikram@example.com',
  });
  return { asha, ashaBooking, vikram, vikramBooking };
}

/** Moves the clock past both stays (check-out is five days ahead). */
const afterTheStays = () =>
  vi.useFakeTimers({ now: Date.now() + 7 * 86_400_000, toFake: ['Date'] });

describe('GET /api/account/export and DELETE /api/account: who may', () => {
  it('asks a signed-out visitor to sign in, and sends staff to an administrator', async () => {
    expect((await inject('GET', '/api/account/export')).statusCode).toBe(401);
    const signedOut = await inject('DELETE', '/api/account', undefined, { code: '123456' });
    expect(signedOut.statusCode).toBe(401);
    const staff = await staffCookie(app.t.app, 'hotel-grand-imperial');
    const refused = await inject('DELETE', '/api/account', staff, {
      password: 'front desk password',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ACCOUNT_MESSAGES.notGuest());
    expect(await me(staff)).toMatchObject({ role: 'staff' });
  });

  it('takes the sign-in’s rate limit a client address: past it, 429 in the error shape', async () => {
    await app.t.close();
    app.t = await startTestApp(realLimits);
    const guest = await guestCookie(app.t.app, 'meera');
    const limit = Number(realLimits.AUTH_RATE_LIMIT_PER_MINUTE);
    for (let call = 0; call < limit; call += 1) {
      expect((await inject('GET', '/api/account/export', guest)).statusCode).toBe(200);
      // A refused confirmation counts as much as any other call.
      expect((await inject('DELETE', '/api/account', guest, {})).statusCode).toBe(400);
    }
    const exported = await inject('GET', '/api/account/export', guest);
    expect(exported.statusCode).toBe(429);
    expect(exported.json()).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    const deleted = await inject('DELETE', '/api/account', guest, {
      password: 'a long enough password',
    });
    expect(deleted.statusCode).toBe(429);
    expect(await me(guest)).toMatchObject({ username: 'meera' });
  });

  it('names the field when the guest confirms with nothing', async () => {
    const guest = await guestCookie(app.t.app, 'meera');
    const response = await inject('DELETE', '/api/account', guest, {});
    expectFieldErrors(response, {
      code: 'Please confirm with your password or with a code sent to you.',
    });
  });
});

describe('GET /api/account/export', () => {
  it('downloads the guest’s own data as a JSON file, and nobody else’s', async () => {
    const { asha, ashaBooking, vikramBooking } = await twoGuests();
    const response = await inject('GET', '/api/account/export', asha);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="hotels\.example\.com-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = accountExport.parse(response.json());
    expect(data.account).toMatchObject({ email: 'asha@example.com', hasPassword: false });
    expect(data.bookings.map((booking) => booking.reference)).toEqual([ashaBooking.reference]);
    const [booking] = data.bookings;
    expect(booking).toMatchObject({
      status: 'confirmed',
      guest: { name: 'Asha Patil', email: 'asha@example.com', mobile: '9876543210' },
      amount: ashaBooking.amount,
      payment: { provider: 'test', paymentId: ashaBooking.paymentId },
    });
    expect(booking?.quote?.total).toBe(ashaBooking.amount);
    expect(booking?.invoice).toEqual({
      number: expect.stringMatching(/^AK\/\d{2}-\d{2}\/\d{6}$/),
      issuedAt: expect.any(String),
      pdf: `/api/bookings/${ashaBooking.reference}/invoice.pdf`,
    });
    expect(data.enquiries.map((enquiry) => enquiry.email)).toEqual(['Asha@Example.com']);
    expect(data.messages.map((message) => message.email)).toEqual(['asha@example.com']);
    expect(data.sessions).toHaveLength(1);
    const text = response.body;
    expect(text).not.toContain('vikram');
    expect(text).not.toContain(vikramBooking.reference);
    // No secret of any kind: no password hash, session token or code.
    expect(text).not.toMatch(/passwordHash|tokenHash|codeHash|scrypt|argon/i);
  });
});

describe('DELETE /api/account', () => {
  it('refuses while a paid stay is ahead, cancelling and erasing nothing', async () => {
    const { asha, ashaBooking } = await twoGuests();
    await inject('POST', '/api/auth/code', undefined, { contact: 'asha@example.com' });
    const response = await inject('DELETE', '/api/account', asha, {
      code: codeMailedTo('asha@example.com'),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'BOOKINGS_AHEAD',
      message: expect.stringContaining(
        `${ashaBooking.reference} (${dayInIndia(3)} to ${dayInIndia(5)})`,
      ),
    });
    expect(await me(asha)).toMatchObject({ email: 'asha@example.com' });
    const row = app.t.app.db.select().from(bookings).where(eq(bookings.id, ashaBooking.id)).get();
    expect(row).toMatchObject({ status: 'confirmed', guestName: 'Asha Patil' });
  });

  it('after the stay: a wrong code changes nothing; the right one erases the guest, ends every session and keeps the invoice as issued', async () => {
    ensurePdftotext();
    const { asha, ashaBooking, vikram, vikramBooking } = await twoGuests();
    afterTheStays();
    // Signed in on a second device too; ten minutes later (past the resend wait) she deletes.
    const otherSession = await signInByCode('asha@example.com');
    vi.setSystemTime(Date.now() + 10 * 60_000);
    const ashaId = (await me(asha)).id;
    await inject('POST', '/api/auth/code', undefined, { contact: 'asha@example.com' });
    const code = codeMailedTo('asha@example.com');

    const wrong = await inject('DELETE', '/api/account', asha, {
      code: code === '000000' ? '111111' : '000000',
    });
    expectFieldErrors(wrong, {
      code: 'That code is not right. Please check it and try again.',
    });
    expect(await me(asha)).toMatchObject({ id: ashaId });

    const deleted = await inject('DELETE', '/api/account', asha, { code });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().message).toBe(ACCOUNT_MESSAGES.deleted());
    expect(deleted.cookies.find((cookie) => cookie.name === 'sid')?.value).toBe('');
    expect(await me(asha)).toBeNull();
    expect(await me(otherSession)).toBeNull();
    expect(app.t.app.db.select().from(sessions).where(eq(sessions.userId, ashaId)).all()).toEqual(
      [],
    );

    const account = app.t.app.db.select().from(users).where(eq(users.id, ashaId)).get();
    expect(account).toMatchObject({
      username: null,
      email: null,
      mobile: null,
      passwordHash: null,
      emailVerifiedAt: null,
      disabledAt: expect.any(String),
    });
    const booking = app.t.app.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, ashaBooking.id))
      .get();
    expect(booking).toMatchObject({
      guestName: 'Deleted guest',
      guestEmail: '',
      guestMobile: '',
      amount: ashaBooking.amount,
      paymentId: ashaBooking.paymentId,
      status: 'confirmed',
    });
    expect(
      app.t.app.db
        .select({ email: banquetEnquiries.email })
        .from(banquetEnquiries)
        .all()
        .map((row) => row.email),
    ).toEqual(['vikram@example.com']);
    expect(app.t.app.db.select().from(contactMessages).all()).toEqual([]);
    expect(
      app.t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'asha@example.com')).all(),
    ).toEqual([]);

    // The invoice stays as issued, with the buyer's name the law needs, and still prints.
    const invoice = app.t.app.db
      .select()
      .from(taxDocuments)
      .where(
        and(eq(taxDocuments.kind, 'invoice'), eq(taxDocuments.reference, ashaBooking.reference)),
      )
      .get();
    expect(invoice?.document.guest.name).toBe('Asha Patil');
    const admin = await adminCookie(app.t.app);
    const pdf = await inject('GET', `/api/bookings/${ashaBooking.reference}/invoice.pdf`, admin);
    expect(pdf.statusCode).toBe(200);
    const printed = pdfText(pdf.rawPayload);
    expect(printed).toContain('Asha Patil');
    expect(printed).toContain(invoice?.number ?? 'no invoice');

    // The other guest is untouched.
    expect(await me(vikram)).toMatchObject({ email: 'vikram@example.com' });
    const theirs = app.t.app.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, vikramBooking.id))
      .get();
    expect(theirs).toMatchObject({ guestName: 'Vikram Rao', guestEmail: 'vikram@example.com' });

    // The address can start afresh: a new, empty account, which the old bookings do not join.
    const again = await signInByCode('asha@example.com');
    expect((await me(again)).id).not.toBe(ashaId);
    expect((await inject('GET', '/api/bookings/mine', again)).json()).toEqual([]);
  });

  it('with a password: a wrong one is refused on its field; the right one deletes and the password no longer signs in', async () => {
    const guest = await guestCookie(app.t.app, 'meera');
    const wrong = await inject('DELETE', '/api/account', guest, { password: 'not my password' });
    expectFieldErrors(wrong, { password: ACCOUNT_MESSAGES.wrongPassword() });
    const deleted = await inject('DELETE', '/api/account', guest, {
      password: 'a long enough password',
    });
    expect(deleted.statusCode).toBe(200);
    const login = await inject('POST', '/api/auth/login', undefined, {
      username: 'meera',
      password: 'a long enough password',
    });
    expect(login.statusCode).toBe(401);
    const byEmail = await inject('POST', '/api/auth/login', undefined, {
      username: 'meera@example.com',
      password: 'a long enough password',
    });
    expect(byEmail.statusCode).toBe(401);
  });

  it('takes a code mailed to the address a guest signed up with but never proved, and then erases what was sent with it', async () => {
    const guest = await guestCookie(app.t.app, 'meera');
    await sendForm(app.t, '/api/sendemail', { ...contactForm.form, email: 'meera@example.com' });
    await inject('POST', '/api/auth/code', undefined, { contact: 'meera@example.com' });
    const deleted = await inject('DELETE', '/api/account', guest, {
      code: codeMailedTo('meera@example.com'),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await me(guest)).toBeNull();
    expect(app.t.app.db.select().from(contactMessages).all()).toEqual([]);
  });

  it('with a password and an address never proved: the mail sent to that address stays (it may be someone else’s)', async () => {
    const guest = await guestCookie(app.t.app, 'meera');
    // Someone who gives the same address books a stay: its confirmation is theirs, not Meera's.
    await payBooking(app.t, { fullName: 'Meera Joshi', email: 'meera@example.com' });
    const theirMail = app.t.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'meera@example.com'))
      .all();
    expect(theirMail).not.toEqual([]);
    const deleted = await inject('DELETE', '/api/account', guest, {
      password: 'a long enough password',
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(
      app.t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'meera@example.com')).all(),
    ).toEqual(theirMail);
  });

  it('exports the reviews of the guest’s stays, and erases them (published or not) with the account, leaving another guest’s', async () => {
    const asha = await signInByCode('asha@example.com');
    const mine = invitedStay(app.t.app.db, { guestEmail: 'asha@example.com' });
    const theirs = invitedStay(app.t.app.db, {
      guestName: 'Vikram Rao',
      guestEmail: 'vikram@example.com',
      roomNumber: '102',
    });
    for (const { token } of [mine, theirs]) {
      const written = await inject('POST', '/api/reviews', undefined, exampleReview(token));
      expect(written.statusCode, written.body).toBe(201);
    }
    const data = accountExport.parse((await inject('GET', '/api/account/export', asha)).json());
    expect(data.reviews).toEqual([
      expect.objectContaining({
        reference: mine.reference,
        title: exampleReview(mine.token).title,
        status: 'pending',
        reply: null,
      }),
    ]);

    vi.useFakeTimers({ now: Date.now() + 10 * 60_000, toFake: ['Date'] });
    await inject('POST', '/api/auth/code', undefined, { contact: 'asha@example.com' });
    const deleted = await inject('DELETE', '/api/account', asha, {
      code: codeMailedTo('asha@example.com'),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const left = app.t.app.db
      .select({ reference: reviewInvitations.reference })
      .from(reviews)
      .innerJoin(reviewInvitations, eq(reviewInvitations.id, reviews.invitationId))
      .all();
    expect(left).toEqual([{ reference: theirs.reference }]);
    expect(
      app.t.app.db
        .select()
        .from(reviewInvitations)
        .where(eq(reviewInvitations.reference, mine.reference))
        .all(),
    ).toEqual([]);
  });

  it('tells a guest who signed in by code that the account has no password', async () => {
    const guest = await signInByCode('ravi@example.com');
    const response = await inject('DELETE', '/api/account', guest, { password: 'whatever it is' });
    expectFieldErrors(response, { password: ACCOUNT_MESSAGES.noPassword() });
    expect(await me(guest)).toMatchObject({ email: 'ravi@example.com' });
  });
});
