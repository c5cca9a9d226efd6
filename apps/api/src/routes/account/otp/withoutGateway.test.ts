import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { expectErrorShape, fromFetch } from '../../../test/apiAssertions.js';
import { type ServerProcess, useServerProcesses } from '../../../test/serverProcess.js';
import { useTestApps } from '../../../test/testApp.js';

const MOBILE = '9876543210';
const { databaseFile, start } = useServerProcesses();
const { start: startApp } = useTestApps();
const post = (server: ServerProcess, path: string, body: object) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const production = { NODE_ENV: 'production', PAYMENT_PROVIDER: 'test', APP_SECRET: 'p'.repeat(32) };

const readOutbox = (databasePath: string) => {
  const sqlite = new Database(databasePath, { readonly: true });
  try {
    return sqlite.prepare('select status, last_error as lastError from sms_outbox').all();
  } finally {
    sqlite.close();
  }
};

describe('mobile sign-in in production with no SMS gateway', { timeout: 60_000 }, () => {
  it('answers 503 OTP_UNAVAILABLE with a plain message, stores no code, and warns at start', async () => {
    const databasePath = databaseFile();
    const server = await start({ ...production, DATABASE_PATH: databasePath });
    await server.waitForOutput(
      /SMS_GATEWAY_URL is not set: mobile sign-in is off \(POST \/api\/send-otp answers 503 OTP_UNAVAILABLE/,
    );
    const refused = await fromFetch(await post(server, '/api/send-otp', { mobile: MOBILE }));
    expect(refused.statusCode).toBe(503);
    expectErrorShape(refused);
    expect(JSON.parse(refused.body)).toEqual({
      statusCode: 503,
      code: 'OTP_UNAVAILABLE',
      error: 'Service Unavailable',
      message:
        'Sign-in with a mobile number is not available at the moment. Please log in with your username or email and password.',
      success: false,
    });
    const methods = await fetch(`${server.url}/api/auth/methods`);
    expect(await methods.json()).toEqual({ password: true, email: true, mobile: false });
    // A sign-in code goes by e-mail only: a mobile number is refused on the field.
    const byMobile = await fromFetch(await post(server, '/api/auth/code', { contact: MOBILE }));
    expect(byMobile.statusCode).toBe(400);
    expect(JSON.parse(byMobile.body).fields).toEqual({
      contact:
        'Sign-in with a mobile number is not available at the moment. Please use your e-mail address.',
    });
    const byEmail = await post(server, '/api/auth/code', { contact: 'asha@example.com' });
    expect(byEmail.status).toBe(200);
    // The code was neither made nor logged, and the outbox claims nothing.
    expect(server.output()).not.toMatch(/one-time code/);
    expect(readOutbox(databasePath)).toEqual([]);
  });

  it('offers mobile sign-in once a gateway is configured', async () => {
    const t = await startApp(production, { smsGateway: { send: async () => {} } });
    const methods = await t.app.inject({ method: 'GET', url: '/api/auth/methods' });
    expect(methods.json()).toEqual({ password: true, email: true, mobile: true });
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/send-otp',
      payload: { mobile: MOBILE },
    });
    expect(sent.statusCode).toBe(200);
  });
});

describe('mobile sign-in in development with no SMS gateway', { timeout: 60_000 }, () => {
  it('writes the code to the server log for the developer, and the outbox says it was not sent', async () => {
    const databasePath = databaseFile();
    const server = await start({
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      DATABASE_PATH: databasePath,
      APP_SECRET: 'd'.repeat(32),
    });
    expect(await (await fetch(`${server.url}/api/auth/methods`)).json()).toEqual({
      password: true,
      email: true,
      mobile: true,
    });
    expect((await post(server, '/api/send-otp', { mobile: MOBILE })).status).toBe(200);
    const [, code] = await server.waitForOutput(/one-time code for 9876543210: (\d{6})/);
    const verified = await post(server, '/api/verify-otp', { mobile: MOBILE, otp: code });
    expect(verified.status).toBe(200);
    expect(readOutbox(databasePath)).toEqual([
      {
        status: 'unsent',
        lastError: 'No SMS gateway is configured (SMS_GATEWAY_URL): the text was not sent.',
      },
    ]);
  });
});
