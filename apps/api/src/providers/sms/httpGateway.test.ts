import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/testApp.js';

interface Received {
  headers: IncomingMessage['headers'];
  body: { to: string; text: string };
}

let t: TestApp | undefined;
let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await t?.close();
  await close?.();
});

async function gateway(status: number) {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      received.push({ headers: request.headers, body: JSON.parse(raw) });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  close = () => new Promise((resolve) => server.close(() => resolve()));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`, received };
}

describe('the HTTP SMS gateway (SMS_GATEWAY_URL)', () => {
  it('delivers the code to the gateway with the token, and keeps it masked in the outbox', async () => {
    const { url, received } = await gateway(202);
    t = await startTestApp({ SMS_GATEWAY_URL: url, SMS_GATEWAY_TOKEN: 'gateway-token' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/send-otp',
      payload: { mobile: '9876543210' },
    });
    expect(response.statusCode).toBe(200);
    expect(received).toHaveLength(1);
    expect(received[0]?.headers.authorization).toBe('Bearer gateway-token');
    expect(received[0]?.body.to).toBe('+919876543210');
    expect(received[0]?.body.text).toMatch(/^\d{6} is your sign-in code/);
    const outbox = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(outbox.statusCode).toBe(200);
    const sqlite = (
      t.app.db as unknown as {
        $client: { prepare(sql: string): { get(): { text: string; status: string } } };
      }
    ).$client;
    const row = sqlite.prepare('select text, status from sms_outbox').get();
    expect(row.status).toBe('sent');
    expect(row.text).toMatch(/^•••••• is your sign-in code/);
  });

  it('reports a refused send as “Failed to send OTP.” and lets the visitor try again', async () => {
    const { url } = await gateway(500);
    t = await startTestApp({ SMS_GATEWAY_URL: url });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/send-otp',
      payload: { mobile: '9876543210' },
    });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ success: false, code: 'SMS_FAILED' });
    expect(response.json().message).toMatch(/^Failed to send OTP\./);
  });
});
