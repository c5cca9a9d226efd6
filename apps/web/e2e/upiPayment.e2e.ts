import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoProblems, openPage, seriousA11yViolations, useBrowser } from './support/browser';
import { paidReference, proceedFromRoom, submitDetails } from './support/checkout';

const PHONE = { viewport: { width: 390, height: 844 } };

/**
 * Pay on /Payment, then UPI on /paymentform with `vpa`: back on /Payment when the app declines,
 * on the booking's page once paid, or waiting on the gateway while the app has not confirmed.
 */
async function payByUpi(page: Page, vpa: string) {
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await page.waitForURL(/\/paymentform\?order=/);
  await page
    .getByRole('radiogroup', { name: 'Pay with' })
    .getByRole('radio', { name: 'UPI' })
    .check();
  await page.getByLabel('UPI ID').fill(vpa);
  await page.getByLabel('I accept the terms and conditions').check();
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
}

/** Every order the page makes names its booking: a retry must not make a second booking. */
function recordOrders(page: Page): string[] {
  const ordered: string[] = [];
  page.on('response', async (response) => {
    if (response.url().endsWith('/api/payments/orders') && response.ok()) {
      ordered.push((await response.json()).bookingReference);
    }
  });
  return ordered;
}

describe('paying by UPI through the test gateway, on a phone', () => {
  const browser = useBrowser();

  it('success@razorpay pays: the booking’s page follows', async () => {
    const guarded = await openPage(browser(), PHONE);
    const { page } = guarded;
    await proceedFromRoom(page, '/AkashLuxuryroom', 170);
    await submitDetails(page);
    await payByUpi(page, 'success@razorpay');
    expect(await paidReference(page)).toMatch(/^DSH-/);
    expectNoProblems(guarded);
    await guarded.close();
  });

  it('failure@razorpay shows the UPI app’s reason on /Payment; paying again pays the same booking reference', async () => {
    const guarded = await openPage(browser(), PHONE);
    const { page } = guarded;
    const ordered = recordOrders(page);
    await proceedFromRoom(page, '/GrandSinglebed', 175);
    await submitDetails(page);
    // A UPI ID not shaped name@bank is refused in the browser first.
    await payByUpi(page, 'asha.patil');
    await page
      .getByText('UPI ID must look like name@bank, e.g. success@razorpay', { exact: true })
      .waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByLabel('UPI ID').fill('failure@razorpay');
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    await page.waitForURL(/\/Payment\?quote=.*&order=/);
    await page
      .getByRole('alert')
      .getByText(
        'Payment failed! Error: You may have cancelled the payment or there was a delay in response from the UPI app (test UPI ID).',
      )
      .waitFor();
    await payByUpi(page, 'success@razorpay');
    const paid = await paidReference(page);
    expect(ordered.length).toBeGreaterThanOrEqual(2);
    expect(new Set(ordered)).toEqual(new Set([paid]));
    expectNoProblems(guarded);
    await guarded.close();
  });

  it('pending@razorpay waits for the UPI app; the webhook confirms it and the page moves on by itself', async () => {
    const guarded = await openPage(browser(), PHONE);
    const { page } = guarded;
    await proceedFromRoom(page, '/Doublebed', 180);
    await submitDetails(page);
    await payByUpi(page, 'pending@razorpay');
    await page.getByRole('heading', { name: 'Waiting for your UPI app to confirm…' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    const orderId = new URL(page.url()).searchParams.get('order') ?? '';
    const status = await page.request.get(`/api/payments/orders/${orderId}/status`);
    expect(await status.json()).toMatchObject({ status: 'pending' });
    // The guest approves in the app: the gateway's webhook reaches the server, not this page.
    const webhook = await page.request.post('/api/payments/test/webhook', {
      data: { orderId, outcome: 'success' },
    });
    expect(webhook.status()).toBe(200);
    // The page reads the order's status and goes on to the booking, with no click.
    const paid = await paidReference(page);
    expect(paid).toBe((await webhook.json()).bookingReference);
    expectNoProblems(guarded);
    await guarded.close();
  });
});
