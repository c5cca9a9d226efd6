import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessions, users } from '../../../db/schema.js';
import { newToken, sha256 } from '../../../lib/secrets.js';
import {
  bodyValidationError,
  expectFailure,
  expectFieldErrors,
} from '../../../test/apiAssertions.js';
import { dayInIndia } from '../../../test/bookingFixtures.js';
import {
  appWithAdminForEachTest,
  cookieFrom,
  guestCookie,
  staffCookie,
} from '../../../test/testApp.js';

const GRAND = 'hotel-grand-imperial';
const AKASH = 'hotel-akash-executive';
const DESK_EMAIL = `desk.${GRAND}@example.com`;
const DESK_PASSWORD = 'front desk password';

const app = appWithAdminForEachTest();
let desk: string;
let deskId: number;
beforeEach(async () => {
  desk = await staffCookie(app.t.app, GRAND);
  deskId = app.t.app.db.select().from(users).where(eq(users.email, DESK_EMAIL)).get()?.id ?? 0;
});

const asAdmin = (method: 'GET' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  app.t.app.inject({
    method,
    url,
    headers: { cookie: app.admin },
    ...(payload ? { payload } : {}),
  });
const occupancyOf = (hotelId: string, cookie: string) =>
  app.t.app.inject({
    url: `/api/admin/occupancy?hotelId=${hotelId}&from=${dayInIndia(0)}&to=${dayInIndia(1)}`,
    headers: { cookie },
  });
const signIn = () =>
  app.t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: DESK_EMAIL, password: DESK_PASSWORD },
  });
const actions = async () => (await asAdmin('GET', '/api/admin/actions')).json();

describe('GET /api/admin/staff', () => {
  it('lists every front-desk account with its hotel, state and creation time, and nobody else', async () => {
    await guestCookie(app.t.app, 'asha');
    await staffCookie(app.t.app, AKASH);
    const response = await asAdmin('GET', '/api/admin/staff');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: deskId,
        email: DESK_EMAIL,
        hotelId: GRAND,
        disabled: false,
        disabledAt: null,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
      expect.objectContaining({ email: `desk.${AKASH}@example.com`, hotelId: AKASH }),
    ]);
  });
});

describe('DELETE /api/admin/staff/:id', () => {
  it('disables the account: every session ends at once and its right password no longer signs in', async () => {
    const second = cookieFrom(await signIn());
    // Both sessions open the desk before.
    for (const cookie of [desk, second]) {
      expect((await occupancyOf(GRAND, cookie)).statusCode).toBe(200);
    }
    const response = await asAdmin('DELETE', `/api/admin/staff/${deskId}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: deskId, disabled: true, hotelId: GRAND });
    expect(response.json().disabledAt).toEqual(expect.any(String));

    for (const cookie of [desk, second]) {
      expectFailure(
        await occupancyOf(GRAND, cookie),
        401,
        'UNAUTHORIZED',
        'Please sign in as an administrator or hotel staff.',
      );
    }
    expect(app.t.app.db.select().from(sessions).where(eq(sessions.userId, deskId)).all()).toEqual(
      [],
    );
    const again = await signIn();
    expectFailure(
      again,
      403,
      'ACCOUNT_DISABLED',
      'This account has been disabled. Please ask an administrator.',
    );
    expect(again.cookies).toEqual([]);
    // A wrong password is answered as any wrong password: only the password's owner learns more.
    const guessed = await app.t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: DESK_EMAIL, password: 'not the password' },
    });
    expectFailure(guessed, 401, 'UNAUTHORIZED', 'Wrong username, email or password.');
    expect((await asAdmin('GET', '/api/admin/staff')).json()[0]).toMatchObject({ disabled: true });
  });

  it('opens nothing with a session row of a disabled account, should one be left', async () => {
    await asAdmin('DELETE', `/api/admin/staff/${deskId}`);
    const token = newToken();
    app.t.app.db
      .insert(sessions)
      .values({ tokenHash: sha256(token), userId: deskId, expiresAt: '2999-01-01T00:00:00.000Z' })
      .run();
    const signed = app.t.app.signCookie(token);
    const me = await app.t.app.inject({
      url: '/api/auth/me',
      headers: { cookie: `sid=${signed}` },
    });
    expect(me.json()).toEqual({ user: null });
  });

  it('records who disabled whom, once: disabling again changes nothing', async () => {
    await asAdmin('DELETE', `/api/admin/staff/${deskId}`);
    expect((await asAdmin('DELETE', `/api/admin/staff/${deskId}`)).statusCode).toBe(200);
    const disables = (await actions()).filter(
      (row: { action: string }) => row.action === 'staff.disable',
    );
    expect(disables).toEqual([
      expect.objectContaining({
        actorEmail: 'admin@example.com',
        targetUserId: deskId,
        detail: `${DESK_EMAIL} at ${GRAND}`,
      }),
    ]);
  });

  it('answers 404 for an account that is not staff, changing nothing', async () => {
    await guestCookie(app.t.app, 'asha');
    const guestId = app.t.app.db
      .select()
      .from(users)
      .where(eq(users.email, 'asha@example.com'))
      .get()?.id;
    const before = app.t.counts();
    for (const id of [guestId, 999_999]) {
      expectFailure(
        await asAdmin('DELETE', `/api/admin/staff/${id}`),
        404,
        'NOT_FOUND',
        'We could not find that staff account.',
      );
    }
    expect(app.t.counts()).toEqual(before);
  });
});

describe('PATCH /api/admin/staff/:id', () => {
  it('moves the account to another hotel: its open session now runs that desk and not the old one', async () => {
    expect((await occupancyOf(AKASH, desk)).statusCode).toBe(404);
    const response = await asAdmin('PATCH', `/api/admin/staff/${deskId}`, { hotelId: AKASH });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: deskId, hotelId: AKASH, disabled: false });
    expect((await occupancyOf(AKASH, desk)).statusCode).toBe(200);
    expectFailure(
      await occupancyOf(GRAND, desk),
      404,
      'NOT_FOUND',
      'We could not find that hotel.',
    );
    expect(await actions()).toEqual([
      expect.objectContaining({
        action: 'staff.move',
        actorEmail: 'admin@example.com',
        targetUserId: deskId,
        detail: `${DESK_EMAIL}: ${GRAND} → ${AKASH}`,
      }),
      expect.objectContaining({ action: 'staff.create', targetUserId: deskId }),
    ]);
  });

  it('enables a disabled account again, which then signs in', async () => {
    await asAdmin('DELETE', `/api/admin/staff/${deskId}`);
    expect((await signIn()).statusCode).toBe(403);
    const response = await asAdmin('PATCH', `/api/admin/staff/${deskId}`, { disabled: false });
    expect(response.json()).toMatchObject({ disabled: false, disabledAt: null });
    expect((await signIn()).statusCode).toBe(200);
    expect((await actions()).map((row: { action: string }) => row.action)).toEqual([
      'staff.enable',
      'staff.disable',
      'staff.create',
    ]);
  });

  it('explains an empty change, a bad field and an unknown hotel (400), changing nothing', async () => {
    const before = app.t.counts();
    expect((await asAdmin('PATCH', `/api/admin/staff/${deskId}`, {})).json()).toEqual(
      bodyValidationError({
        hotelId: 'Please choose a hotel, or say whether the account is disabled.',
      }),
    );
    const wrongType = await asAdmin('PATCH', `/api/admin/staff/${deskId}`, { disabled: 'yes' });
    expect(wrongType.json().fields).toEqual({ disabled: 'disabled is true or false.' });
    const nowhere = await asAdmin('PATCH', `/api/admin/staff/${deskId}`, {
      hotelId: 'hotel-nowhere',
    });
    expectFieldErrors(nowhere, {
      hotelId: 'We could not find that hotel. Please choose one from the list.',
    });
    expect(app.t.counts()).toEqual(before);
    expect((await occupancyOf(GRAND, desk)).statusCode).toBe(200);
  });

  it('is for administrators only: the staff account cannot move or re-enable itself', async () => {
    const before = app.t.counts();
    for (const [method, payload] of [
      ['PATCH', { hotelId: AKASH }],
      ['DELETE', undefined],
    ] as const) {
      expectFailure(
        await app.t.app.inject({
          method,
          url: `/api/admin/staff/${deskId}`,
          headers: { cookie: desk },
          ...(payload ? { payload } : {}),
        }),
        403,
        'FORBIDDEN',
        'Only administrators may do this.',
      );
    }
    expect(app.t.counts()).toEqual(before);
  });
});
