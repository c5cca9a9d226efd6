import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, stubApi } from '../test/adminApiStub';
import { adminCall, adminSubmit, requireDeskAccount } from './adminRequests';
import { ApiError } from './api';

const request = (path: string) => new Request(`http://site.test${path}`);

/** What a loader or action threw: a redirect's target, or the error itself. */
async function thrown(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error instanceof Response ? `redirect ${error.headers.get('Location')}` : error;
  }
  return 'nothing thrown';
}

const admin = { id: 1, username: null, email: 'boss@example.com', mobile: null, role: 'admin' };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('requireDeskAccount, before any admin screen loads', () => {
  it('lets an admin through', async () => {
    stubApi({ 'GET /api/auth/me': () => json(200, { user: admin }) });
    await expect(
      requireDeskAccount({ request: request('/admin/bookings') }),
    ).resolves.toBeUndefined();
  });

  it('sends a visitor who is signed out, or a guest, to the sign-in with the screen asked for', async () => {
    stubApi({ 'GET /api/auth/me': () => json(200, { user: null }) });
    expect(
      await thrown(requireDeskAccount({ request: request('/admin/bookings?status=confirmed') })),
    ).toBe('redirect /admin/sign-in?next=%2Fadmin%2Fbookings%3Fstatus%3Dconfirmed');
    stubApi({ 'GET /api/auth/me': () => json(200, { user: { ...admin, role: 'guest' } }) });
    // The dashboard is an index route: its requests carry `?index`, which the address never shows.
    expect(await thrown(requireDeskAccount({ request: request('/admin?index') }))).toBe(
      'redirect /admin/sign-in?next=%2Fadmin',
    );
  });

  it('lets a hotel’s staff into the desk screens, and sends them from the others to the grid', async () => {
    const staff = { ...admin, id: 3, role: 'staff', hotelId: 'hotel-grand-imperial' };
    stubApi({ 'GET /api/auth/me': () => json(200, { user: staff }) });
    for (const path of ['/admin/calendar?hotel=x', '/admin/bookings', '/admin/bookings/']) {
      await expect(requireDeskAccount({ request: request(path) })).resolves.toBeUndefined();
    }
    for (const path of ['/admin?index', '/admin/outbox', '/admin/add-room', '/admin/enquiries']) {
      expect(await thrown(requireDeskAccount({ request: request(path) }))).toBe(
        'redirect /admin/calendar',
      );
    }
  });
});

const hotel = { _id: 'h', name: 'Hotel', location: 'Jalna Road', description: 'A hotel.' };

describe('adminCall, for the screens’ loaders and actions', () => {
  it('answers with the API’s body', async () => {
    stubApi({ 'GET /api/hotels': () => json(200, [hotel]) });
    await expect(adminCall(request('/admin/add-room'), 'GET /api/hotels')).resolves.toEqual([
      hotel,
    ]);
  });

  it('redirects to the sign-in when the API refuses the session', async () => {
    stubApi({ 'GET /api/admin/outbox': () => apiError(403, 'FORBIDDEN', 'Admins only.') });
    expect(await thrown(adminCall(request('/admin/outbox'), 'GET /api/admin/outbox'))).toBe(
      'redirect /admin/sign-in?next=%2Fadmin%2Foutbox',
    );
  });

  it('leaves any other failure to the screen', async () => {
    stubApi({ 'POST /api/hotels': () => apiError(500, 'INTERNAL', 'Something went wrong.') });
    const result = await adminSubmit(request('/admin/add-hotel'), 'POST /api/hotels', {
      body: { name: 'x' },
    });
    expect(result).toMatchObject({ ok: false, error: { message: 'Something went wrong.' } });
    expect(result.ok ? null : result.error).toBeInstanceOf(ApiError);
  });
});
