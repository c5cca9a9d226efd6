import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loggedUrl as redactUrl } from './lib/requestLog.js';
import { dayInIndia } from './test/bookingFixtures.js';
import { customer } from './test/orders.js';
import { type ServerProcess, startServerProcess } from './test/serverProcess.js';

let server: ServerProcess | undefined;
let dir: string | undefined;
afterEach(async () => {
  await server?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the access log', () => {
  it('never holds a quote id or an order id: whoever reads the log cannot take a booking', async () => {
    dir = mkdtempSync(join(tmpdir(), 'hotel-log-'));
    server = await startServerProcess({
      DATABASE_PATH: join(dir, 'hotel.db'),
      LOG_LEVEL: 'info',
    });
    const post = (path: string, body: unknown) =>
      fetch(`${server?.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const quote = await post('/api/quotes', {
      roomId: 'akash-luxury-room',
      rooms: 1,
      adults: 2,
      checkIn: dayInIndia(3),
      checkOut: dayInIndia(4),
    });
    const { id: quoteId } = (await quote.json()) as { id: string };
    const order = await post('/api/payments/orders', { quoteId, customer });
    const { orderId } = (await order.json()) as { orderId: string };
    expect(order.status).toBe(201);
    await fetch(`${server.url}/api/quotes/${quoteId}`);
    await fetch(`${server.url}/api/payments/orders/${encodeURIComponent(orderId)}/status`);
    await fetch(`${server.url}/paymentform?order=${orderId}&quote=${quoteId}`);
    await fetch(`${server.url}/Payment?quote=${quoteId}&utm_source=mail`);
    // Each request above is logged once answered; the log is written in blocks, so wait for the
    // lines themselves rather than for a time.
    // (whole lines only: the last piece of the output may still be cut).
    const answeredLines = (output: string) =>
      output
        .split('\n')
        .slice(0, -1)
        .filter((line) => line.includes('"statusCode"') && !line.includes('/api/health'));
    await server.waitUntilOutput(
      (output) =>
        answeredLines(output).length >= 6 &&
        answeredLines(output).some((line) => line.includes('utm_source=mail')),
      'the six requests are logged',
    );

    const lines = server.output().split('\n').filter(Boolean);
    const logged = lines.filter((line) => line.includes('"url"'));
    // Each request above is logged, its address kept but its ids not.
    expect(logged.length).toBeGreaterThanOrEqual(6);
    expect(logged.join('\n')).toContain('/api/payments/orders/[redacted]/status');
    expect(logged.join('\n')).toContain('utm_source=mail');
    for (const line of lines) {
      expect(line).not.toContain(quoteId);
      expect(line).not.toContain(orderId);
    }
  });

  it('redacts the ids in API paths and in page queries, and nothing else', () => {
    expect(redactUrl('/api/quotes/abc123')).toBe('/api/quotes/[redacted]');
    expect(redactUrl('/API/Quotes/abc123?x=1')).toBe('/API/Quotes/[redacted]?x=1');
    expect(redactUrl('/api/payments/orders/order_1/status')).toBe(
      '/api/payments/orders/[redacted]/status',
    );
    expect(redactUrl('/api/payments/orders')).toBe('/api/payments/orders');
    expect(redactUrl('/paymentform?order=o1&quote=q1&lang=en')).toBe(
      '/paymentform?order=[redacted]&quote=[redacted]&lang=en',
    );
    expect(redactUrl('/Payment?quoteId=q1&orderId=o1')).toBe(
      '/Payment?quoteId=[redacted]&orderId=[redacted]',
    );
    expect(redactUrl('/hotels?reorder=1')).toBe('/hotels?reorder=1');
  });
});
