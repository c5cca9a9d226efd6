import { getProperty } from '@hotel/content';
import { describe, expect, it } from 'vitest';
import { adminGet } from './support/admin';
import { expectNoProblems, gotoReady, openPage, useBrowser } from './support/browser';

async function fillContactForm(page: import('playwright-core').Page, subject: string) {
  await page.getByLabel('Name', { exact: true }).fill('Asha Patil');
  await page.getByLabel('Phone', { exact: true }).fill('0240 000 0009');
  await page.getByLabel('Email', { exact: true }).fill('asha@example.com');
  await page.getByLabel('Subject', { exact: true }).fill(subject);
  await page.getByLabel('Message', { exact: true }).fill('Is there parking for a tourist bus?');
}

describe('the contact form', () => {
  const browser = useBrowser();

  it('sends the message, shows the success popup, clears the fields, and the hotel has it', async () => {
    const guarded = await openPage(browser());
    const { page } = guarded;
    await gotoReady(page, '/Grandcontactus');
    const grand = getProperty('hotel-grand-imperial');
    if (grand?.kind !== 'hotel') throw new Error('Hotel Grand Imperial is not in the content');
    const contact = page.getByRole('region', { name: 'GET IN TOUCH' });
    expect(await contact.textContent()).toContain(
      `GSTIN${grand.legal.gstin} (${grand.legal.name})`,
    );
    const subject = `Parking ${Date.now()}`;
    await fillContactForm(page, subject);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Form submitted successfully!').waitFor();
    expect(await page.getByLabel('Subject', { exact: true }).inputValue()).toBe('');
    const messages =
      await adminGet<{ propertyId: string; subject: string }[]>('/api/admin/messages');
    expect(messages).toContainEqual(
      expect.objectContaining({ propertyId: 'hotel-grand-imperial', subject }),
    );
    expectNoProblems(guarded);
    await guarded.close();
  });

  it('shows the success popup above the test-payments strip on a phone, never under it', async () => {
    const guarded = await openPage(browser(), { viewport: { width: 390, height: 844 } });
    const { page } = guarded;
    await gotoReady(page, '/ContactUs');
    const strip = page.getByRole('note').filter({ hasText: 'Test payments:' });
    await strip.waitFor();
    await fillContactForm(page, `Phone ${Date.now()}`);
    await page.getByRole('button', { name: 'Send Message' }).click();
    const toast = page.getByText('Form submitted successfully!');
    await toast.waitFor();
    const toastBox = await toast.boundingBox();
    const stripBox = await strip.boundingBox();
    if (!toastBox || !stripBox) throw new Error('the popup or the strip is not on screen');
    expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(stripBox.y);
    expectNoProblems(guarded);
    await guarded.close();
  });

  it('keeps the fields and says so when the message cannot be sent', async () => {
    const guarded = await openPage(browser());
    const { page } = guarded;
    await gotoReady(page, '/ContactUs');
    await page.route('**/api/sendemail', (route) => route.abort('internetdisconnected'));
    await fillContactForm(page, 'Offline');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Failed to send message.').waitFor();
    expect(await page.getByLabel('Subject', { exact: true }).inputValue()).toBe('Offline');
    await guarded.close();
  });
});
