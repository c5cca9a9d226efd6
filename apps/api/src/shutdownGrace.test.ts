import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { OUTGOING_CALLS_WAIT_MS } from './plugins/shutdown.js';
import { razorpayProvider } from './providers/payments/razorpay.js';
import { OTP_MESSAGES } from './routes/account/otp/index.js';
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
    await gateway.firstRequest;
    expect(gateway.received()).toBe(1);

    server.signal('SIGTERM');
    const answer = await fromFetch(await asking);
    const exit = await server.exited;

    expectErrorShape(answer);
    expect(JSON.parse(answer.body)).toMatchObject({
      statusCode: 502,
      code: 'SMS_FAILED',
      message: OTP_MESSAGES.sendFailed,
    });
    // Exit 0 is inside the grace: past it close-with-grace ends the process with 1 and says so.
    expect(exit).toEqual({ code: 0, signal: null });
    expect(server.output()).not.toContain('killed by timeout');
    // Given up by the shutdown deadline (when it fires: the next test), not answered by the gateway.
    expect(server.output()).toContain(
      'Sending the text was abandoned: the server is shutting down',
    );
  }, 30_000);

  it('gives up a hanging payment provider at the deadline: the order is refused, nothing is held, and close() returns inside the grace', async () => {
    gateway = await startSlowGateway();
    let setDeadline: (deadline: { ms: number; fire: () => void }) => void = () => {};
    const deadlineSet = new Promise<{ ms: number; fire: () => void }>((resolve) => {
      setDeadline = resolve;
    });
    const slowUrl = gateway.url;
    const towardsSlowGateway = ((_url: string, init: RequestInit) =>
      fetch(`${slowUrl}/v1/orders`, init)) as unknown as typeof fetch;
    const app = await startTestApp(
      {
        RAZORPAY_KEY_ID: razorpayKeys.keyId,
        RAZORPAY_KEY_SECRET: razorpayKeys.keySecret,
        RAZORPAY_WEBHOOK_SECRET: razorpayKeys.webhookSecret,
      },
      {
        paymentProvider: razorpayProvider(razorpayKeys, towardsSlowGateway),
        // The deadline's timer, fired by the test: when it fires is the verdict, not a clock.
        shutdownTimer: (ms, fire) => setDeadline({ ms, fire }),
      },
    );
    dir = app.dir;
    const quoteId = await newQuote(app);
    const url = await app.app.listen({ host: '127.0.0.1', port: 0 });
    const ordering = fetch(`${url}/api/payments/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ quoteId, customer }),
    });
    await gateway.firstRequest;
    expect(gateway.received()).toBe(1);

    let answered = false;
    void ordering.then(() => {
      answered = true;
    });
    const closed = app.app.close();
    const deadline = await deadlineSet;
    expect(deadline.ms).toBe(OUTGOING_CALLS_WAIT_MS);
    // The provider never answers: only the deadline can end the order. It has not fired yet, so
    // the order must still be waiting (it answers as soon as it fires, below).
    expect(answered).toBe(false);
    deadline.fire();
    const answer = await fromFetch(await ordering);
    await closed;

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
  }, 30_000);
});
