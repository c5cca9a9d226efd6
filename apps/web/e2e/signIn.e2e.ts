import { type Site, startSite } from '@hotel/bench';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminGet } from './support/admin';
import { expectNoProblems, gotoReady, openPage, useBrowser } from './support/browser';
import { startSmsGateway } from './support/smsGateway';

/** The sign-in code the site e-mailed to the address (read from the outbox as the admin). */
async function mailedSignInCode(email: string): Promise<string> {
  const { mail } = await adminGet<{ mail: { to: string; text: string }[] }>(
    '/api/admin/outbox?limit=200',
  );
  const sent = mail.find((message) => message.to === email);
  const code = sent ? /^(\d{6}) is your code to sign in/.exec(sent.text)?.[1] : undefined;
  if (!code) throw new Error(`no sign-in code mailed to ${email}`);
  return code;
}

describe('the sign-in popup offers only the ways to sign in that work', () => {
  const browser = useBrowser();

  it('a production site with no SMS gateway: no mobile sign-in, learned at run time', async () => {
    const guarded = await openPage(browser());
    const { page } = guarded;
    const methods = page.waitForResponse('**/api/auth/methods');
    await gotoReady(page, '/SignLogin');
    const dialog = page.getByRole('dialog', { name: 'Log in or sign up' });
    await dialog.waitFor();
    expect(await (await methods).json()).toEqual({ password: true, email: true, mobile: false });
    await dialog.getByLabel('Email', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Use a password instead' }).click();
    await page.getByRole('dialog', { name: 'Log in' }).waitFor();
    expect(await page.getByRole('button', { name: 'Log in with mobile OTP' }).count()).toBe(0);
    expectNoProblems(guarded);
    await guarded.close();
  });

  it('a new guest signs up with only an e-mail address and the code the site mailed', async () => {
    const email = `new.guest.${Date.now()}@example.com`;
    const guarded = await openPage(browser());
    const { page } = guarded;
    await gotoReady(page, '/SignLogin');
    const dialog = page.getByRole('dialog', { name: 'Log in or sign up' });
    await dialog.getByLabel('Email', { exact: true }).fill(email);
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await dialog.getByText('We have sent a 6-digit code.').waitFor();
    await dialog.getByLabel('Code').fill(await mailedSignInCode(email));
    await dialog.getByRole('button', { name: 'Verify code' }).click();
    await dialog.getByText('Logged in successfully!').waitFor();
    const me = await page.request.get('/api/auth/me');
    expect((await me.json()).user).toMatchObject({ username: null, email, role: 'guest' });
    expectNoProblems(guarded);
    await guarded.close();
  });

  describe('a production site with an SMS gateway', () => {
    let gateway: Awaited<ReturnType<typeof startSmsGateway>>;
    let site: Site;
    beforeAll(async () => {
      gateway = await startSmsGateway();
      site = await startSite({ LOG_LEVEL: 'warn', SMS_GATEWAY_URL: gateway.url });
    });
    afterAll(async () => {
      await site?.stop();
      await gateway?.stop();
    });

    it('offers mobile sign-in, texts the code through the gateway and signs the guest in', async () => {
      const guarded = await openPage(browser());
      const { page } = guarded;
      await gotoReady(page, `${site.url}/SignLogin`);
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Use a password instead' }).click();
      await dialog.getByRole('button', { name: 'Log in with mobile OTP' }).click();
      await dialog.getByLabel('Mobile number').fill('98765 43210');
      await dialog.getByRole('button', { name: 'Send OTP' }).click();
      await dialog.getByText('OTP sent successfully!').waitFor();
      const code = gateway.texts.at(-1)?.text.slice(0, 6) ?? '';
      expect(gateway.texts.at(-1)?.to).toBe('+919876543210');
      await dialog.getByLabel('OTP').fill(code);
      await dialog.getByRole('button', { name: 'Verify OTP' }).click();
      await dialog.getByText('Logged in successfully!').waitFor();
      expectNoProblems(guarded);
      await guarded.close();
    });
  });
});
