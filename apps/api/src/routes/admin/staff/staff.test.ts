import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../db/schema.js';
import { PASSWORD_MESSAGES } from '../../../lib/passwordStrength.js';
import {
  bodyValidationError,
  expectFailure,
  expectFieldErrors,
} from '../../../test/apiAssertions.js';
import { appWithAdminForEachTest, cookieFrom, guestCookie } from '../../../test/testApp.js';

const GRAND = 'hotel-grand-imperial';

const app = appWithAdminForEachTest();

const addStaff = (payload: unknown) =>
  app.t.app.inject({
    method: 'POST',
    url: '/api/admin/staff',
    headers: { cookie: app.admin },
    payload: payload as Record<string, unknown>,
  });

describe('POST /api/admin/staff', () => {
  it('makes a front-desk account for one hotel, which signs in with its e-mail', async () => {
    const response = await addStaff({
      email: 'Desk.Grand@Example.com',
      password: 'front desk password',
      hotelId: GRAND,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      email: 'desk.grand@example.com',
      role: 'staff',
      hotelId: GRAND,
    });
    const stored = app.t.app.db.select().from(users).where(eq(users.id, response.json().id)).get();
    expect(stored?.passwordHash).toMatch(/^scrypt\$/);

    const login = await app.t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'desk.grand@example.com', password: 'front desk password' },
    });
    expect(login.statusCode, login.body).toBe(200);
    const me = await app.t.app.inject({
      url: '/api/auth/me',
      headers: { cookie: cookieFrom(login) },
    });
    expect(me.json().user).toEqual({
      id: response.json().id,
      username: null,
      email: 'desk.grand@example.com',
      mobile: null,
      role: 'staff',
      hotelId: GRAND,
    });
  });

  it('refuses an address that already has an account, leaving that account as it was', async () => {
    await guestCookie(app.t.app, 'asha');
    expectFailure(
      await addStaff({
        email: 'asha@example.com',
        password: 'front desk password',
        hotelId: GRAND,
      }),
      409,
      'ACCOUNT_EXISTS',
      'An account with that email already exists.',
    );
    const asha = app.t.app.db.select().from(users).where(eq(users.email, 'asha@example.com')).get();
    expect(asha).toMatchObject({ role: 'guest', hotelId: null });
  });

  it('refuses a desk password that is common or names the account, as sign-up does', async () => {
    const before = app.t.count('users');
    for (const [password, message] of [
      ['password123', PASSWORD_MESSAGES.tooGuessable],
      ['desk.grand@example.com!', PASSWORD_MESSAGES.personal],
    ] as const) {
      const weak = await addStaff({
        email: 'desk.grand@example.com',
        password,
        hotelId: 'hotel-grand-imperial',
      });
      expect(weak.statusCode, password).toBe(400);
      expect(weak.json().fields).toEqual({ password: message });
    }
    expect(app.t.count('users')).toBe(before);
  });

  it('explains each bad field, and an unknown hotel, storing nothing', async () => {
    const before = app.t.count('users');
    const bad = await addStaff({ email: 'desk', password: 'short', hotelId: '' });
    expect(bad.json()).toEqual(
      bodyValidationError({
        email: 'Please enter a valid email address.',
        password: 'A password needs at least 10 characters.',
        hotelId: 'Please choose a hotel.',
      }),
    );
    const nowhere = await addStaff({
      email: 'desk@example.com',
      password: 'front desk password',
      hotelId: 'hotel-nowhere',
    });
    expectFieldErrors(nowhere, {
      hotelId: 'We could not find that hotel. Please choose one from the list.',
    });
    expect(app.t.count('users')).toBe(before);
  });
});
