import { site } from '@hotel/content';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { customer, payBooking } from '../test/orders.js';
import { pdfText } from '../test/pdfText.js';
import { startSmtpServer } from '../test/smtpServer.js';
import { adminCookie, startTestApp } from '../test/testApp.js';

/** Devanagari's own digits: the guest's mails write Latin ones in every language. */
const DEVANAGARI_DIGITS = /[०-९]/;

afterEach(() => {
  vi.useRealTimers();
});

describe('the guest’s e-mails in the language the booking was made in', () => {
  it('a booking from a /mr page stores mr; its confirmation and cancellation are Marathi, its tax documents English', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T06:00:00Z'), toFake: ['Date'] });
    const smtp = await startSmtpServer();
    const t = await startTestApp({ SMTP_URL: smtp.url });
    try {
      const booking = await payBooking(t, {
        checkIn: '2026-12-03',
        checkOut: '2026-12-05',
        acceptLanguage: 'mr-IN',
      });
      expect(booking.lang).toBe('mr');

      const [confirmation] = await smtp.waitFor(1, 30_000);
      expect(confirmation?.subject).toBe(`बुकिंग निश्चित झाले: ${booking.reference}`);
      const text = confirmation?.text ?? '';
      expect(text).toContain(`प्रिय ${customer.fullName},`);
      expect(text).toContain(`धन्यवाद: तुमचे बुकिंग ${booking.reference} निश्चित झाले आहे.`);
      expect(text).toContain('हॉटेल: Hotel Akash Executive');
      expect(text).toContain('चेक-इन: 3 डिसेंबर, 2026 रोजी दुपारी 12:00 पासून (भारतीय वेळ)');
      expect(text).toContain('चेक-आउट: 5 डिसेंबर, 2026 रोजी सकाळी 11:00 पर्यंत');
      expect(text).toContain('पाहुणे: 2 प्रौढ');
      expect(text).toContain('भरलेली रक्कम: ₹8,397.90 (जीएसटीसह)');
      expect(text).toMatch(/कर बीजक: AK\/\d{2}-\d{2}\/000001 \(सोबत जोडले आहे\)/);
      expect(text).toContain(`${site.url}/mr/my-bookings/${booking.reference}`);
      expect(text).toContain('कसे पोहोचाल:');
      expect(text).not.toContain('Dear ');
      expect(text).not.toContain('Getting there');
      expect(text).not.toMatch(DEVANAGARI_DIGITS);

      const [invoice] = confirmation?.attachments ?? [];
      const invoiceText = pdfText(invoice?.content ?? Buffer.alloc(0));
      expect(invoiceText).toContain(
        'Rupees Eight Thousand Three Hundred Ninety Seven and Ninety Paise Only',
      );
      expect(invoiceText).not.toMatch(/[\u0900-\u097F]/);

      // The desk cancels in English; the guest still reads Marathi.
      const cancelled = await t.app.inject({
        method: 'POST',
        url: `/api/bookings/${booking.reference}/cancel`,
        headers: { cookie: await adminCookie(t.app) },
      });
      expect(cancelled.statusCode).toBe(200);
      const [, cancellation] = await smtp.waitFor(2, 30_000);
      expect(cancellation?.subject).toBe(`बुकिंग रद्द झाले: ${booking.reference}`);
      expect(cancellation?.text).toContain(
        `तुमचे बुकिंग ${booking.reference} (3 डिसेंबर, 2026 ते 5 डिसेंबर, 2026) रद्द झाले आहे.`,
      );
      expect(cancellation?.text).toContain('परतावा: तुम्ही भरलेल्या ₹8,397.90 पैकी ₹8,397.90');
      const [note] = cancellation?.attachments ?? [];
      expect(pdfText(note?.content ?? Buffer.alloc(0))).toContain('CREDIT NOTE');
    } finally {
      await t.close();
      await smtp.stop();
    }
  });

  it('a booking without a language (or from an English page) stores en and mails today’s English', async () => {
    const smtp = await startSmtpServer();
    const t = await startTestApp({ SMTP_URL: smtp.url });
    try {
      const booking = await payBooking(t, { acceptLanguage: 'en-IN' });
      expect(booking.lang).toBe('en');
      const [confirmation] = await smtp.waitFor(1, 30_000);
      expect(confirmation?.subject).toBe(`Booking confirmed: ${booking.reference}`);
      expect(confirmation?.text).toContain(`Dear ${customer.fullName},`);
      expect(confirmation?.text).toContain(`${site.url}/my-bookings/${booking.reference}`);
      expect(confirmation?.text).toContain('Guests: 2 adults');
    } finally {
      await t.close();
      await smtp.stop();
    }
  });
});

describe('a sign-in code asked from a Hindi page', () => {
  it('is e-mailed in Hindi, and the answer says so in Hindi', async () => {
    const smtp = await startSmtpServer();
    const t = await startTestApp({ SMTP_URL: smtp.url });
    try {
      const asked = await t.app.inject({
        method: 'POST',
        url: '/api/auth/code',
        headers: { 'accept-language': 'hi-IN' },
        payload: { contact: 'meera@example.com' },
      });
      expect(asked.statusCode).toBe(200);
      expect(asked.json().message).toMatch(
        /^हमने 6 अंकों का कोड भेजा है। यह \d+ मिनट तक चलेगा। साइन इन करने के लिए कृपया इसे डालें।$/,
      );
      const [mail] = await smtp.waitFor(1, 30_000);
      expect(mail?.subject).toBe(`${site.name} के लिए आपका साइन-इन कोड`);
      expect(mail?.text).toMatch(
        new RegExp(`^${site.name} में साइन इन करने के लिए आपका कोड \\d{6} है।`, 'u'),
      );
      expect(mail?.text).toMatch(/यह \d+ मिनट में ख़त्म हो जाएगा।/);
      expect(mail?.text).not.toMatch(DEVANAGARI_DIGITS);
    } finally {
      await t.close();
      await smtp.stop();
    }
  });
});
