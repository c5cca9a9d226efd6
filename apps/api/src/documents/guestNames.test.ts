import { unprintableNameMessage } from '@hotel/validators';
import { describe, expect, it } from 'vitest';
import { expectErrorShape, expectFieldRefusal } from '../test/apiAssertions.js';
import { dayInIndia } from '../test/bookingFixtures.js';
import { bookWalkIn, customer, newQuote, payBooking } from '../test/orders.js';
import { pdfLines } from '../test/pdfText.js';
import { adminCookie, appForEachTest, guestCookie } from '../test/testApp.js';

const app = appForEachTest();

const get = (url: string, cookie: string) => app.t.app.inject({ url, headers: { cookie } });

/** The line after 'Billed to' on a PDF: the guest's name as a reader extracts it. */
const billedTo = (pdf: Buffer) => {
  const lines = pdfLines(pdf);
  return lines[lines.indexOf('Billed to') + 1];
};

describe('a guest’s name on the tax invoice and the credit note', () => {
  it.each(['अनिल शर्मा', 'Zoë Ångström'])(
    'prints %s as typed: booked online, paid, cancelled, both PDFs',
    async (fullName) => {
      const asha = await guestCookie(app.t.app, 'asha');
      const booking = await payBooking(app.t, { cookie: asha, fullName });
      const cancelled = await app.t.app.inject({
        method: 'POST',
        url: `/api/bookings/${booking.reference}/cancel`,
        headers: { cookie: asha },
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);

      const invoice = await get(`/api/bookings/${booking.reference}/invoice.pdf`, asha);
      expect(invoice.statusCode).toBe(200);
      expect(billedTo(invoice.rawPayload)).toBe(fullName);
      expect(pdfLines(invoice.rawPayload)).toContainEqual(
        expect.stringMatching(/^Total\s+₹8,397\.90$/),
      );

      const note = await get(`/api/bookings/${booking.reference}/credit-note.pdf`, asha);
      expect(note.statusCode).toBe(200);
      expect(billedTo(note.rawPayload)).toBe(fullName);
      expect(pdfLines(note.rawPayload)).toContainEqual(
        expect.stringMatching(/^Total\s+₹8,397\.90$/),
      );
    },
  );

  it('refuses online a name the invoice cannot print, with a message that says why, storing nothing', async () => {
    const quoteId = await newQuote(app.t, { checkIn: dayInIndia(3), checkOut: dayInIndia(5) });
    const before = app.t.counts();
    const response = await app.t.app.inject({
      method: 'POST',
      url: '/api/payments/orders',
      payload: { quoteId, customer: { ...customer, fullName: '王小明 Wang' } },
    });
    expectErrorShape(response);
    expectFieldRefusal(response, 'customer.fullName', unprintableNameMessage(['王', '小', '明']));
    expect(response.json().fields['customer.fullName']).toBe(
      'Please write the name in English (Latin) or Devanagari letters: the tax invoice cannot print “王” “小” “明”.',
    );
    expect(app.t.counts()).toEqual(before);
  });

  it('refuses it at the front desk too, and books the same guest written in Latin letters', async () => {
    const admin = await adminCookie(app.t.app);
    const walkIn = (name: string) =>
      bookWalkIn(app.t, admin, {
        checkIn: dayInIndia(0),
        checkOut: dayInIndia(1),
        guest: { name, mobile: '9876543210' },
      });
    const before = app.t.counts();
    const refused = await walkIn('Ayşe 🌸');
    expectFieldRefusal(refused, 'guest.name', unprintableNameMessage(['🌸']));
    expect(app.t.counts()).toEqual(before);

    const booked = await walkIn('Ayşe Yılmaz');
    expect(booked.statusCode, booked.body).toBe(201);
    const invoice = await get(`/api/bookings/${booked.json().reference}/invoice.pdf`, admin);
    expect(billedTo(invoice.rawPayload)).toBe('Ayşe Yılmaz');
  });
});
