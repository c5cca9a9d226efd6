import { dayInIndia } from '@hotel/validators/dates';
import { describe, expect, it } from 'vitest';
import { adminGet, expectAccessible, fillSignIn, openAsAdmin } from './support/admin';
import { baseUrl, expectNoProblems, gotoReady, openPage, useBrowser } from './support/browser';
import { E2E_ADMIN } from './support/globalSetup';

/** A name no other run of the tests has used. */
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;

/** Calls the API as an anonymous visitor (the way the site's own pages do). */
async function post<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

const indiaDate = dayInIndia;

describe('the admin screens', () => {
  const browser = useBrowser();

  it('send a visitor who is signed out to the sign-in, and the admin on to the screen asked for', async () => {
    const guarded = await openPage(browser());
    const { page } = guarded;
    await gotoReady(page, '/admin/bookings');
    await page.waitForURL((url) => url.pathname === '/admin/sign-in');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/admin/bookings');
    await page.getByRole('heading', { level: 1, name: 'Admin sign-in' }).waitFor();
    expect(await page.title()).toMatch(/^Sign in \| Admin/);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await expectAccessible(page);

    await fillSignIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.waitForURL((url) => url.pathname === '/admin/bookings');
    await page.getByRole('heading', { level: 1, name: 'Bookings' }).waitFor();
    await page.getByRole('navigation', { name: 'Admin' }).waitFor();
    // The site header links the admin screens for an admin.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Admin' })
      .first()
      .waitFor();
    expectNoProblems(guarded);
    await guarded.close();
  });

  it('refuse a guest account, saying plainly it is not an admin', async () => {
    const username = `guest${Date.now().toString(36)}`;
    const password = 'a long enough password';
    await post('/api/auth/signup', { username, email: `${username}@example.com`, password });

    const guarded = await openPage(browser());
    const { page } = guarded;
    await gotoReady(page, '/admin/sign-in?next=%2Fadmin%2Fbookings');
    await fillSignIn(page, username, password);
    await page
      .getByRole('alert')
      .filter({
        hasText: `You are signed in as ${username}, but this account is not an administrator.`,
      })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/sign-in');

    // Signed in as a guest, an admin screen still sends them to the sign-in.
    await gotoReady(page, '/admin/add-hotel');
    await page.waitForURL((url) => url.pathname === '/admin/sign-in');
    await page.getByText('this account is not an administrator').first().waitFor();
    expectNoProblems(guarded);
    await guarded.close();
  });

  it('add a hotel: Hotel added!, the form cleared, the hotel in GET /api/hotels', async () => {
    const guarded = await openPage(browser());
    const { page } = guarded;
    await openAsAdmin(guarded, '/admin/add-hotel');
    await page.getByRole('heading', { level: 1, name: 'Add hotel' }).waitFor();
    await expectAccessible(page);

    const name = unique('Hotel Sunrise Inn');
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Location', { exact: true }).fill('CIDCO, Chhatrapati Sambhajinagar');
    await page.getByLabel('Description', { exact: true }).fill('A new inn near the airport.');
    await page.getByRole('button', { name: 'Add hotel' }).click();

    await page.getByRole('status').filter({ hasText: 'Hotel added!' }).waitFor();
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('');
    expect(await page.getByLabel('Location', { exact: true }).inputValue()).toBe('');
    expect(await page.getByLabel('Description', { exact: true }).inputValue()).toBe('');
    const hotels = (await (await fetch(`${baseUrl()}/api/hotels`)).json()) as { name: string }[];
    expect(hotels).toContainEqual(
      expect.objectContaining({ name, location: 'CIDCO, Chhatrapati Sambhajinagar' }),
    );

    // Its room form says plainly that the new hotel has no room types of its own.
    await page.getByRole('link', { name: `Add rooms to ${name}` }).click();
    await page.getByText(`${name} has no room types of its own yet`).waitFor();
    expectNoProblems(guarded);
    await guarded.close();
  });

  it('add a room to a content hotel: Room added!, the room in GET /api/rooms', async () => {
    const guarded = await openPage(browser());
    const { page } = guarded;
    await openAsAdmin(guarded, '/admin/add-room');
    await page.getByRole('heading', { level: 1, name: 'Add room' }).waitFor();

    const hotel = page.getByLabel('Hotel', { exact: true });
    await hotel.locator('option[value="hotel-grand-imperial"]').waitFor({ state: 'attached' });
    await hotel.selectOption('hotel-grand-imperial');
    const type = page.getByLabel('Room type', { exact: true });
    await type.locator('option[value="luxury-room"]').waitFor({ state: 'attached' });
    await type.selectOption('luxury-room');
    await expectAccessible(page);

    const roomNumber = `E${Date.now().toString(36).slice(-6)}`;
    await page.getByLabel('Room number', { exact: true }).fill(roomNumber);
    await page.getByRole('button', { name: 'Add room' }).click();

    await page.getByRole('status').filter({ hasText: 'Room added!' }).waitFor();
    expect(await page.getByLabel('Room number', { exact: true }).inputValue()).toBe('');
    const rooms = await adminGet<{ roomNumber: string }[]>(
      '/api/rooms?hotelId=hotel-grand-imperial',
    );
    expect(rooms).toContainEqual(
      expect.objectContaining({
        roomNumber,
        type: 'luxury-room',
        isAvailable: true,
      }),
    );
    expectNoProblems(guarded);
    await guarded.close();
  });

  it('list a booking paid through the API with its line, and cancel it', async () => {
    const checkIn = indiaDate(40);
    const checkOut = indiaDate(42);
    const fullName = unique('Asha Patil');
    const quote = await post<{ id: string }>('/api/quotes', {
      roomId: 'akash-luxury-room',
      rooms: 1,
      adults: 2,
      checkIn,
      checkOut,
    });
    const order = await post<{ orderId: string; bookingReference: string; amount: number }>(
      '/api/payments/orders',
      {
        quoteId: quote.id,
        customer: { fullName, mobileNumber: '9876543210', email: 'asha@example.com' },
      },
    );
    await post('/api/payments/test/complete', {
      orderId: order.orderId,
      method: 'netbanking',
      bank: 'HDFC',
      outcome: 'success',
    });
    const [booking] = (
      await adminGet<{ reference: string; roomNumber: string; status: string }[]>(
        '/api/bookings?hotelId=hotel-akash-executive',
      )
    ).filter((row) => row.reference === order.bookingReference);
    expect(booking).toMatchObject({ status: 'confirmed' });
    const line = `Room: ${booking?.roomNumber} | Check-in: ${checkIn} | Check-out: ${checkOut}`;

    const guarded = await openPage(browser());
    const { page } = guarded;
    await openAsAdmin(guarded, '/admin/bookings?hotel=hotel-akash-executive&status=confirmed');
    const item = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: line }) })
      .filter({ hasText: order.bookingReference });
    await item.waitFor();
    // biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText is what a visitor sees
    const text = await item.innerText();
    expect(text).toContain(fullName);
    expect(text).toContain('asha@example.com');
    expect(text).toContain('9876543210');
    expect(text).toContain('Paid online by net banking, reference HDFC');
    // ₹3,999 × 2 nights = ₹7,998, GST 5% ₹399.90 (a night of ₹7,500 or less).
    expect(text).toContain('₹8,397.90');
    expect(text).toContain('Confirmed');
    await expectAccessible(page);

    await item.getByRole('button', { name: /^Cancel booking/ }).click();
    await item.getByRole('button', { name: 'Cancel, refund by the policy' }).click();
    await item.getByText('Cancelled', { exact: true }).waitFor();
    await page.getByRole('status').filter({ hasText: 'is cancelled, every room of it' }).waitFor();
    // 40 days ahead: the policy gives everything back, with a credit note.
    await item.getByRole('link', { name: /^Credit note AK\/CN\/\d{2}-\d{2}\/\d{4}$/ }).waitFor();
    const after = await adminGet<{ reference: string; status: string }[]>(
      '/api/bookings?hotelId=hotel-akash-executive',
    );
    expect(after.find((row) => row.reference === order.bookingReference)?.status).toBe('cancelled');
    expectNoProblems(guarded);
    await guarded.close();
  });

  it('show an enquiry, a message and their e-mails sent through the API, and the dashboard counts', async () => {
    const name = unique('Meera Joshi');
    const subject = unique('Parking for a bus');
    await post('/api/banquet-enquiry', {
      name,
      email: 'meera@example.com',
      phone: '0240 000 0009',
      message: 'About 200 guests in March.',
      category: 'Social & Personal Events',
      eventType: 'Wedding Reception',
      eventDate: dayInIndia(120),
      guests: 200,
    });
    await post('/api/sendemail', {
      name,
      phone: '0240 000 0009',
      email: 'meera@example.com',
      subject,
      message: 'Is there parking for a tourist bus?',
      property: 'hotel-grand-imperial',
    });

    const guarded = await openPage(browser());
    const { page } = guarded;
    await openAsAdmin(guarded, '/admin');
    await page.getByRole('heading', { level: 1, name: 'Admin dashboard' }).waitFor();
    const enquiriesCard = page.getByRole('region', { name: 'Banquet enquiries' });
    await enquiriesCard.getByText(/^\d[\d,]*\+? received$/).waitFor();
    await expectAccessible(page);

    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Enquiries' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Banquet enquiries' }).waitFor();
    await page.getByRole('heading', { name: `Wedding Reception · ${name}` }).waitFor();
    await expectAccessible(page);

    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Messages' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Contact messages' }).waitFor();
    await page.getByRole('heading', { name: `${subject} · ${name}` }).waitFor();
    await expectAccessible(page);

    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Outbox' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Outbox' }).waitFor();
    const mail = page
      .getByRole('row')
      .filter({ hasText: `Website message: ${subject} (from ${name})` });
    await mail.waitFor();
    expect(await mail.getByText(/^(pending|sent|failed)$/).count()).toBe(1);
    await page
      .getByRole('row')
      .filter({
        hasText: new RegExp(
          `Banquet enquiry BQT-\\w{6}: Wedding Reception \\(Social & Personal Events\\) from ${name}`,
        ),
      })
      .waitFor();
    await expectAccessible(page);
    expectNoProblems(guarded);
    await guarded.close();
  });
});
