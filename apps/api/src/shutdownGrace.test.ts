import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { OUTGOING_CALLS_WAIT_MS, SHUTDOWN_GRACE_MS } from './plugins/shutdown.js';
import { razorpayProvider } from './providers/payments/razorpay.js';
import { OTP_MESSAGES } from './routes/otp/index.js';
import { expectErrorShape, expectFailure, fromFetch } from './test/apiAssertions.js';
import { customer, newQuote, razorpayKeys } from './test/orders.js';
import { type ServerProcess, startServerProcess } from './test/serverProcess.js';
import { type SlowGateway, startSlowGateway } from './test/slowGateway.js';
import { startTestApp, type TestApp } from './test/testApp.js';

let gateway: SlowGateway | undefined;
let server: ServerProcess | undefined;
let t: TestApp | undefined;
let dir: string | undefined;
afterEach(async () => {
  await server?.stop();
  await t?.close();
  await gateway?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
  server = t = gateway = dir = undefined;
});

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('shutdown while an outgoing call hangs', () => {
  it('gives up a hanging SMS gateway at the deadline: the visitor gets an answer and the server exits 0 inside the grace', async () => {
    gateway = await startSlowGateway();
    dir = mkdtempSync(join(tmpdir(), 'hotel-grace-'));
    server = await startServerProcess({
      DATABASE_PATH: join(dir, 'hotel.db'),
      SMS_GATEWAY_URL: `${gateway.url}/send`,
      LOG_LEVEL: 'info',
    });
    const asking = fetch(`${server.url}/api/send-otp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mobile: '9876543210' }),
    });
    await until(() => gateway?.received() === 1, 'the text to reach the gateway');

    const signalledAt = Date.now();
    server.signal('SIGTERM');
    const answer = await fromFetch(await asking);
    const exit = await server.exited;
    const took = Date.now() - signalledAt;

    expectErrorShape(answer);
    expect(JSON.parse(answer.body)).toMatchObject({
      statusCode: 502,
      code: 'SMS_FAILED',
      message: OTP_MESSAGES.sendFailed,
    });
    expect(exit).toEqual({ code: 0, signal: null });
    expect(took).toBeGreaterThanOrEqual(OUTGOING_CALLS_WAIT_MS - 500);
    expect(took).toBeLessThan(SHUTDOWN_GRACE_MS - 1_000);
    expect(server.output()).toContain(
      'Sending the text was abandoned: the server is shutting down',
    );
  }, 30_000);

  it('gives up a hanging payment provider at the deadline: the order is refused, nothing is held, and close() returns inside the grace', async () => {
    gateway = await startSlowGateway();
    const slowUrl = gateway.url;
    const towardsSlowGateway = ((_url: string, init: RequestInit) =>
      fetch(`${slowUrl}/v1/orders`, init)) as unknown as typeof fetch;
    const app = await startTestApp(
      {
        RAZORPAY_KEY_ID: razorpayKeys.keyId,
        RAZORPAY_KEY_SECRET: razorpayKeys.keySecret,
        RAZORPAY_WEBHOOK_SECRET: razorpayKeys.webhookSecret,
      },
      { paymentProvider: razorpayProvider(razorpayKeys, towardsSlowGateway) },
    );
    dir = app.dir;
    const quoteId = await newQuote(app);
    const url = await app.app.listen({ host: '127.0.0.1', port: 0 });
    const ordering = fetch(`${url}/api/payments/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ quoteId, customer }),
    });
    await until(() => gateway?.received() === 1, 'the order to reach the provider');

    const closingAt = Date.now();
    const closed = app.app.close();
    const answer = await fromFetch(await ordering);
    await closed;
    const took = Date.now() - closingAt;

    expectFailure(
      answer,
      502,
      'PAYMENT_PROVIDER',
      'We could not start the payment just now. Please try again in a moment.',
    );
    const sqlite = new Database(app.config.databasePath, { readonly: true });
    try {
      // The rooms held for the order are let go at once, not kept until the hold runs out.
      expect(
        sqlite.prepare("select count(*) as n from bookings where status = 'pending'").get(),
      ).toEqual({ n: 0 });
    } finally {
      sqlite.close();
    }
    expect(took).toBeGreaterThanOrEqual(OUTGOING_CALLS_WAIT_MS - 500);
    expect(took).toBeLessThan(SHUTDOWN_GRACE_MS - 1_000);
  }, 30_000);
});
