import { renderIn } from '@hotel/i18n';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookedRoom } from '../../test/bookingDetail';
import { inApp } from '../../test/dataRoutes';
import { factsOf } from '../../test/facts';
import { fakeApi, json } from '../../test/fakeApi';
import { buildTimeData, renderRoute } from '../../test/routeStub';
import MyBookingsPage, { clientLoader, HydrateFallback, loader } from './myBookings';

/** The page in a language, with its build-time data (the content in that language). */
function renderPage(path: string) {
  renderRoute({ default: MyBookingsPage, clientLoader, HydrateFallback }, path, {
    serverData: buildTimeData(loader, path),
    frame: inApp,
  });
}

const guest = { id: 3, username: null, email: 'asha@example.com', mobile: null, role: 'guest' };
const room = (id: number, reference: string, roomNumber: string, amount: number) =>
  bookedRoom(id, roomNumber, amount, reference);

afterEach(() => {
  renderIn('en');
  vi.unstubAllGlobals();
});

describe('/hi/my-bookings, the bookings in Hindi', () => {
  it('shows each booking card in Hindi: one room and two rooms, the status, the dates, the links', async () => {
    renderIn('hi');
    const stayed = { ...room(9, 'DSH-STAYED', '301', 300000), status: 'checked_in' };
    fakeApi({
      'GET /api/auth/me': () => json(200, { user: guest }),
      'GET /api/bookings/mine': () =>
        json(200, [
          room(8, 'DSH-7K3Q9P', '402', 614145),
          room(7, 'DSH-7K3Q9P', '401', 614145),
          stayed,
        ]),
    });
    renderPage('/hi/my-bookings');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('मेरी बुकिंग');
    const list = await screen.findByRole('list', { name: 'आपकी बुकिंग' });
    const [two, one] = within(list).getAllByRole('listitem');
    if (!two || !one) throw new Error('two bookings');
    expect(factsOf(two)).toEqual({
      'बुकिंग नंबर': 'DSH-7K3Q9P',
      स्थिति: 'पक्की',
      तारीखें: '29 नव॰ 2026 से 1 दिस॰ 2026',
      कमरे: '2 × Luxury Room, कमरा नंबर चेक-इन पर',
      'चुकाई गई रकम': '₹12,282.90',
    });
    expect(
      within(two).getByRole('link', { name: 'DSH-7K3Q9P का टैक्स इनवॉइस (PDF)' }),
    ).toHaveAttribute('href', '/api/bookings/DSH-7K3Q9P/invoice.pdf');
    // The booking's page, in Hindi too.
    expect(within(two).getByRole('link', { name: 'बुकिंग DSH-7K3Q9P रद्द करें' })).toHaveAttribute(
      'href',
      '/hi/my-bookings/DSH-7K3Q9P',
    );
    expect(factsOf(one)).toMatchObject({ स्थिति: 'चेक-इन हो गया', कमरा: '301' });

    const data = screen.getByRole('region', { name: 'आपकी जानकारी' });
    expect(within(data).getByRole('link', { name: 'मेरी जानकारी डाउनलोड करें' })).toHaveAttribute(
      'href',
      '/api/account/export',
    );
    expect(screen.getByRole('region', { name: 'पासवर्ड से भी साइन इन करें' })).toHaveTextContent(
      'हम asha@example.com पर एक कोड ई-मेल करते हैं',
    );
  });
});

describe('/mr/my-bookings, the bookings in Marathi', () => {
  it('asks a signed-out visitor to sign in, in Marathi', async () => {
    renderIn('mr');
    fakeApi({ 'GET /api/auth/me': () => json(200, { user: null }) });
    renderPage('/mr/my-bookings');
    expect(
      await screen.findByRole('heading', { name: 'तुमची बुकिंग्ज पाहण्यासाठी साइन इन करा' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'लॉग इन / खाते उघडा' })).toBeVisible();
  });

  it('says there is nothing yet and links to the hotels in Marathi', async () => {
    renderIn('mr');
    fakeApi({
      'GET /api/auth/me': () => json(200, { user: guest }),
      'GET /api/bookings/mine': () => json(200, []),
    });
    renderPage('/mr/my-bookings');
    const none = await screen.findByRole('region', { name: 'अजून एकही बुकिंग नाही' });
    expect(none).toHaveTextContent('तुम्ही मुक्काम बुक करून पैसे भरल्यावर तो इथे दिसेल.');
    expect(within(none).getByRole('link', { name: 'आमची हॉटेल्स पाहा' })).toHaveAttribute(
      'href',
      '/mr',
    );
  });
});
