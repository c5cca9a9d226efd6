import { renderIn } from '@hotel/i18n';
import type { BookingDetail } from '@hotel/validators/responses';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paidBooking } from '../../test/bookingDetail';
import { inApp } from '../../test/dataRoutes';
import { factsOf } from '../../test/facts';
import { fakeApi, json } from '../../test/fakeApi';
import { hrefOf } from '../../test/links';
import { renderRoute } from '../../test/routeStub';
import MyBookingPage, { clientAction, clientLoader, HydrateFallback } from './myBooking';

function renderPage(at: string) {
  return renderRoute(
    { default: MyBookingPage, clientLoader, clientAction, HydrateFallback },
    '/:lang/my-bookings/:reference',
    { at, frame: inApp },
  );
}

/** The paid booking of myBooking.test, without its directions, amenities and priced lines (the API's words). */
const booking: BookingDetail = {
  ...paidBooking,
  hotel: paidBooking.hotel && {
    ...paidBooking.hotel,
    mapUrl: 'https://www.google.com/maps/search/?api=1&query=Plot%200%2C%20Jalna%20Road',
    directions: [],
  },
  amenities: [],
  price: paidBooking.price && { ...paidBooking.price, nightly: [], meals: [] },
};

afterEach(() => {
  renderIn('en');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/mr/my-bookings/:reference, a booking in Marathi', () => {
  it('is the confirmation in Marathi: the stay with the hotel’s times, the taxes, the way there, and cancelling', async () => {
    renderIn('mr');
    const cancelled: BookingDetail = {
      ...booking,
      status: 'cancelled',
      cancellation: null,
      refund: { amount: 1228290, status: 'processed', lastError: null, reason: null },
      creditNote: { number: 'AK/CN/26-27/0001' },
    };
    let current = booking;
    fakeApi({
      'GET /api/auth/me': () => json(200, { user: null }),
      'GET /api/bookings/DSH-7K3Q9P': () => json(200, current),
      'POST /api/bookings/DSH-7K3Q9P/cancel': () => {
        current = cancelled;
        return json(200, {
          reference: 'DSH-7K3Q9P',
          status: 'cancelled',
          refund: { amount: 1228290, status: 'processed' },
          creditNote: { number: 'AK/CN/26-27/0001' },
        });
      },
    });
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {});
    const user = renderPage('/mr/my-bookings/DSH-7K3Q9P');

    expect(
      await screen.findByText(
        'Hotel Akash Executive मधील तुमचा मुक्काम निश्चित झाला आहे. कृपया फ्रंट डेस्कवर DSH-7K3Q9P हा क्रमांक सांगा.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('तुमचे बुकिंग');
    const facts = screen.getByRole('region', { name: 'Luxury Room, Hotel Akash Executive' });
    expect(factsOf(facts)).toEqual({
      'बुकिंग संदर्भ क्रमांक': 'DSH-7K3Q9P',
      स्थिती: 'निश्चित',
      हॉटेल: 'Hotel Akash Executive',
      खोली: 'Luxury Room × 2',
      'चेक-इन': '1 डिसें, 2026, दुपारी 12:00 पासून',
      'चेक-आउट': '2 डिसें, 2026, सकाळी 11:00 पर्यंत',
      रात्री: '1',
      पाहुणे: '4 प्रौढ, 1 मूल',
      'पाहुण्याचे नाव': 'Asha Patil',
    });
    expect(hrefOf('कॅलेंडरमध्ये जोडा', facts)).toBe('/api/bookings/DSH-7K3Q9P/calendar.ics');
    expect(
      within(facts).getByRole('link', { name: 'बीजक AK/26-27/000001 डाउनलोड करा (PDF)' }),
    ).toHaveAttribute('href', '/api/bookings/DSH-7K3Q9P/invoice.pdf');

    // Two rooms: the plural of the room charges.
    expect(factsOf(screen.getByRole('region', { name: 'किमतीचा तपशील' }))).toEqual({
      'खोल्यांचे शुल्क (2 खोल्या)': '₹9,998.00',
      'CGST @ 2.5%': '₹249.95',
      'SGST @ 2.5%': '₹249.95',
      'जेवणावरील CGST @ 2.5%': '₹42.50',
      'जेवणावरील SGST @ 2.5%': '₹42.50',
      'भरलेली रक्कम': '₹12,282.90',
    });

    const way = screen.getByRole('region', { name: 'हॉटेलपर्यंत कसे पोहोचाल' });
    expect(hrefOf('Google Maps मध्ये उघडा', way)).toBe(booking.hotel?.mapUrl);
    expect(hrefOf('हॉटेलला फोन करा: 0240 000 0003', way)).toBe('tel:02400000003');
    expect(hrefOf('हॉटेलला WhatsApp वर संदेश पाठवा', way)).toBe('https://wa.me/910000000003');

    const cancelling = within(screen.getByRole('region', { name: 'रद्द करणे' }));
    expect(
      cancelling.getByText(
        '29 नोव्हें, 2026, दुपारी 12:00 पूर्वी रद्द केल्यास तुम्हाला ₹12,282.90 परत मिळतील (तुम्ही भरलेली संपूर्ण रक्कम).',
      ),
    ).toBeVisible();
    await user.click(cancelling.getByRole('button', { name: 'बुकिंग रद्द करा' }));
    expect(
      cancelling.getByRole('group', {
        name: 'हे बुकिंग रद्द करायचे? त्यातील सर्व खोल्या मोकळ्या केल्या जातील.',
      }),
    ).toBeVisible();
    expect(cancelling.getByRole('button', { name: 'माझे बुकिंग ठेवा' })).toBeVisible();
    await user.click(cancelling.getByRole('button', { name: 'होय, माझे बुकिंग रद्द करा' }));

    expect(
      await screen.findByRole('link', { name: 'क्रेडिट नोट AK/CN/26-27/0001 डाउनलोड करा (PDF)' }),
    ).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'Luxury Room, Hotel Akash Executive' })).getByText(
        '₹12,282.90, तुमच्या कार्डवर परत केले',
      ),
    ).toBeVisible();
    await waitFor(
      () =>
        expect(screen.getByRole('status')).toHaveTextContent(
          'तुमचे बुकिंग रद्द झाले आहे. ₹12,282.90 तुमच्या कार्डवर परत येत आहेत; क्रेडिट नोट खाली आणि तुमच्या ई-मेलमध्ये आहे.',
        ),
      { timeout: 30_000 },
    );
    // The way back stays in Marathi.
    expect(hrefOf('तुमची सर्व बुकिंग्ज')).toBe('/mr/my-bookings');
  });
});

describe('/hi/my-bookings/:reference, a booking in Hindi', () => {
  it('says what is left to pay at the hotel, by when, and the refund when cancelled now, in Hindi', async () => {
    renderIn('hi');
    fakeApi({
      'GET /api/auth/me': () => json(200, { user: null }),
      'GET /api/bookings/DSH-7K3Q9P': () =>
        json(200, {
          ...booking,
          rooms: [{ roomNumber: '401', amount: 614145 }],
          adults: 1,
          children: 0,
          invoice: null,
          price: null,
          payAtHotel: { amount: 614145, releaseAt: '2026-12-01T12:30:00.000Z' },
          cancellation: { ...booking.cancellation, refundIfCancelledNow: 0 },
        }),
    });
    renderPage('/hi/my-bookings/DSH-7K3Q9P');
    const due = await screen.findByText('होटल में भुगतान: ₹6,141.45');
    expect(due.closest('p')).toHaveTextContent(
      'होटल में भुगतान: ₹6,141.45 फ़्रंट डेस्क पर नकद, यूपीआई या कार्ड से; भुगतान के बाद टैक्स इनवॉइस आपको मिल जाएगा। कृपया पहुँचने के दिन 1 दिस॰ 2026, शाम 6:00 तक चेक-इन करें: अगर तब तक न चेक-इन हो, न भुगतान, तो बुकिंग मान्य नहीं रहती और कमरा दूसरे मेहमानों को दे दिया जाता है।',
    );
    const facts = factsOf(
      screen.getByRole('region', { name: 'Luxury Room, Hotel Akash Executive' }),
    );
    expect(facts).toMatchObject({
      'बुकिंग नंबर': 'DSH-7K3Q9P',
      स्थिति: 'पक्की',
      कमरा: 'Luxury Room',
      'चेक-इन': '1 दिस॰ 2026, दोपहर 12:00 से',
      मेहमान: '1 वयस्क',
      'होटल में भुगतान': '₹6,141.45',
    });
    expect(screen.getByText('कुछ भी चुकाया नहीं गया है, इसलिए रद्द करने में कोई खर्च नहीं है।')).toBeVisible();
  });
});
