import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { banquetEnquiries, contactMessages, mailOutbox, smsOutbox } from '../../../db/schema.js';
import { expectFailure } from '../../../test/apiAssertions.js';
import {
  adminCookie,
  appForEachTest,
  cookieFrom,
  guestCookie,
  startTestApp,
} from '../../../test/testApp.js';

const app = appForEachTest();

const at = (minute: number) => `2026-03-01T10:${String(minute).padStart(2, '0')}:00.000Z`;

function seedEnquiries(n: number) {
  for (let i = 1; i <= n; i += 1) {
    app.t.app.db
      .insert(banquetEnquiries)
      .values({
        name: `Guest ${i}`,
        email: `guest${i}@example.com`,
        phone: '0240 000 0000',
        message: `Enquiry ${i}`,
        category: 'Social & Personal Events',
        eventType: 'Birthday Party',
        createdAt: at(i),
      })
      .run();
  }
}

function seedMessages(n: number) {
  for (let i = 1; i <= n; i += 1) {
    app.t.app.db
      .insert(contactMessages)
      .values({
        propertyId: 'hotel-aagam-executive',
        name: `Guest ${i}`,
        phone: '0240 000 0000',
        email: `guest${i}@example.com`,
        subject: `Subject ${i}`,
        message: `Message ${i}`,
        createdAt: at(i),
      })
      .run();
  }
}

function seedOutboxes() {
  app.t.app.db
    .insert(mailOutbox)
    .values([
      { to: 'manager@example.com', subject: 'Older', text: 'a', createdAt: at(1) },
      { to: 'manager@example.com', subject: 'Newer', text: 'b', status: 'sent', createdAt: at(2) },
    ])
    .run();
  app.t.app.db
    .insert(smsOutbox)
    .values([
      { to: '9876543210', text: '•••••• is your code (older)', createdAt: at(3) },
      { to: '9876543210', text: '•••••• is your code (newer)', createdAt: at(4) },
    ])
    .run();
}

const get = (url: string, cookie?: string) =>
  app.t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe.each(['/api/admin/enquiries', '/api/admin/messages', '/api/admin/outbox'])(
  'GET %s access',
  (url) => {
    it('refuses a visitor without a session (401)', async () => {
      const response = await get(url);
      expectFailure(response, 401, 'UNAUTHORIZED', 'Please sign in as an administrator.');
    });

    it('refuses a signed-in guest (403)', async () => {
      const response = await get(url, await guestCookie(app.t.app));
      expectFailure(response, 403, 'FORBIDDEN', 'Only administrators may do this.');
    });

    it('names a bad ?limit or ?offset (400)', async () => {
      const cookie = await adminCookie(app.t.app);
      for (const [query, fields] of [
        ['limit=0', { limit: 'limit must be at least 1.' }],
        ['limit=201', { limit: 'limit can be at most 200.' }],
        ['limit=ten', { limit: 'limit must be a number.' }],
        ['limit=2.5', { limit: 'limit must be a whole number.' }],
        ['offset=-1', { offset: 'offset must be 0 or more.' }],
      ] as const) {
        const response = await get(`${url}?${query}`, cookie);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION', fields });
      }
    });
  },
);

describe('GET /api/admin/enquiries', () => {
  it('lists banquet enquiries newest first', async () => {
    seedEnquiries(3);
    const response = await get('/api/admin/enquiries', await adminCookie(app.t.app));
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.map((row: { message: string }) => row.message)).toEqual([
      'Enquiry 3',
      'Enquiry 2',
      'Enquiry 1',
    ]);
    expect(list[0]).toEqual({
      id: 3,
      name: 'Guest 3',
      email: 'guest3@example.com',
      phone: '0240 000 0000',
      message: 'Enquiry 3',
      category: 'Social & Personal Events',
      eventType: 'Birthday Party',
      createdAt: at(3),
    });
  });

  it('pages with ?limit and ?offset, 50 by default', async () => {
    seedEnquiries(55);
    const cookie = await adminCookie(app.t.app);
    const first = (await get('/api/admin/enquiries', cookie)).json();
    expect(first).toHaveLength(50);
    expect(first[0].message).toBe('Enquiry 55');
    const page = (await get('/api/admin/enquiries?limit=2&offset=3', cookie)).json();
    expect(page.map((row: { message: string }) => row.message)).toEqual([
      'Enquiry 52',
      'Enquiry 51',
    ]);
    expect((await get('/api/admin/enquiries?offset=55', cookie)).json()).toEqual([]);
  });
});

describe('GET /api/admin/messages', () => {
  it('lists contact messages newest first, with their property', async () => {
    seedMessages(2);
    const response = await get('/api/admin/messages', await adminCookie(app.t.app));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: 2,
        propertyId: 'hotel-aagam-executive',
        name: 'Guest 2',
        phone: '0240 000 0000',
        email: 'guest2@example.com',
        subject: 'Subject 2',
        message: 'Message 2',
        createdAt: at(2),
      },
      expect.objectContaining({ id: 1, subject: 'Subject 1' }),
    ]);
  });

  it('pages with ?limit and ?offset', async () => {
    seedMessages(4);
    const cookie = await adminCookie(app.t.app);
    const page = (await get('/api/admin/messages?limit=1&offset=1', cookie)).json();
    expect(page.map((row: { subject: string }) => row.subject)).toEqual(['Subject 3']);
  });
});

describe('GET /api/admin/outbox', () => {
  it('lists sent and pending e-mails and texts, newest first', async () => {
    seedOutboxes();
    const response = await get('/api/admin/outbox', await adminCookie(app.t.app));
    expect(response.statusCode).toBe(200);
    const { mail, sms } = response.json();
    expect(mail.map((row: { subject: string }) => row.subject)).toEqual(['Newer', 'Older']);
    expect(mail[0]).toEqual({
      id: 2,
      to: 'manager@example.com',
      replyTo: null,
      subject: 'Newer',
      text: 'b',
      status: 'sent',
      attempts: 0,
      lastError: null,
      nextAttemptAt: null,
      sentAt: null,
      createdAt: at(2),
    });
    expect(sms).toEqual([
      {
        id: 2,
        to: '9876543210',
        text: '•••••• is your code (newer)',
        status: 'pending',
        lastError: null,
        sentAt: null,
        createdAt: at(4),
      },
      expect.objectContaining({ id: 1, text: '•••••• is your code (older)' }),
    ]);
  });

  it('shows the one-time code texts the site sent, with the code masked', async () => {
    const cookie = await adminCookie(app.t.app);
    const sent = await app.t.app.inject({
      method: 'POST',
      url: '/api/send-otp',
      payload: { mobile: '9876543210' },
    });
    expect(sent.statusCode).toBe(200);
    const { sms } = (await get('/api/admin/outbox', cookie)).json();
    expect(sms).toHaveLength(1);
    expect(sms[0].text).toMatch(/^•••••• is your sign-in code for /);
  });

  it('pages each list with ?limit and ?offset', async () => {
    seedOutboxes();
    const page = (
      await get('/api/admin/outbox?limit=1&offset=1', await adminCookie(app.t.app))
    ).json();
    expect(page.mail.map((row: { subject: string }) => row.subject)).toEqual(['Older']);
    expect(page.sms.map((row: { text: string }) => row.text)).toEqual([
      '•••••• is your code (older)',
    ]);
  });
});

describe('administrator bootstrap (ADMIN_EMAIL / ADMIN_PASSWORD)', () => {
  const owner = { ADMIN_EMAIL: 'Owner@Example.com', ADMIN_PASSWORD: 'the owner’s long password' };

  it('creates the configured administrator at start, who can sign in and read the lists', async () => {
    const owned = await startTestApp(owner);
    try {
      const login = await owned.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'owner@example.com', password: owner.ADMIN_PASSWORD },
      });
      expect(login.statusCode).toBe(200);
      expect(login.json().user).toMatchObject({ email: 'owner@example.com', role: 'admin' });
      const cookie = cookieFrom(login);
      const list = await owned.app.inject({ url: '/api/admin/enquiries', headers: { cookie } });
      expect(list.statusCode).toBe(200);
    } finally {
      await owned.close();
    }
  });

  it('resets the configured administrator’s password on the next start', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hotel-admin-'));
    const DATABASE_PATH = join(dir, 'hotel.db');
    try {
      const first = await startTestApp({ ...owner, DATABASE_PATH });
      await first.close();
      const again = await startTestApp({
        ...owner,
        ADMIN_PASSWORD: 'a new long owner password',
        DATABASE_PATH,
      });
      const login = (password: string) =>
        again.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username: 'owner@example.com', password },
        });
      expect((await login(owner.ADMIN_PASSWORD)).statusCode).toBe(401);
      expect((await login('a new long owner password')).statusCode).toBe(200);
      expect(again.count('users')).toBe(1);
      await again.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('creates no account when none is configured', async () => {
    expect(app.t.count('users')).toBe(0);
  });
});
