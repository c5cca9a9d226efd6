import { type Site, startSite } from '@hotel/bench';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminGet } from './support/admin';
import { expectNoProblems, gotoReady, openPage, useBrowser } from './support/browser';
import { startSmsGateway } from './support/smsGateway';

/** The code the site last e-mailed to the address for `purpose` (the outbox, read as the admin). */
async function mailedCode(email: string, purpose: 'sign in' | 'set a new password') {
  const { mail } = await adminGet<{ mail: { to: string; text: string }[] }>(
    '/api/admin/outbox?limit=200',
  );
  const pattern = new RegExp(`^(\\d{6}) is your code to ${purpose}`);
  const sent = mail.find((message) => message.to === email && pattern.test(message.text));
  const code = sent ? pattern.exec(sent.text)?.[1] : undefined;
  if (!code) throw new Error(`no code to ${purpose} mailed to ${email}`);
  return code;
}

/** Opens the popup's password login on a fresh page. */
async function openPasswordLogin(page: Page) {
  await gotoReady(page, '/SignLogin');
  await page.getByRole('dialog', { name: 'Log in or sign up' }).waitFor();
  await page.getByRole('button', { name: 'Use a password instead' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.waitFor();
  return dialog;
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
    await dialog.getByLabel('Code').fill(await mailedCode(email, 'sign in'));
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

describe('a guest who forgot the password sets a new one with a mailed code', () => {
  const browser = useBrowser();
  const stamp = Date.now();
  const guest = {
    username: `forgetful${stamp}`,
    email: `forgetful.${stamp}@example.com`,
    oldPassword: 'my old stay password 1',
    newPassword: 'a fresh password for stays 2',
  };

  it('ends the session of the other browser, and only the new password signs in', async () => {
    // Signed in on one device: the account page shows their (empty) bookings.
    const earlier = await openPage(browser());
    const signup = await earlier.page.request.post('/api/auth/signup', {
      data: { username: guest.username, email: guest.email, password: guest.oldPassword },
    });
    expect(signup.status()).toBe(201);
    await gotoReady(earlier.page, '/my-bookings');
    await earlier.page.getByRole('heading', { name: 'No bookings yet' }).waitFor();

    // On another device: "Forgot password?". An unknown address gets the same answer.
    const guarded = await openPage(browser());
    const { page } = guarded;
    const login = await openPasswordLogin(page);
    await login.getByRole('button', { name: 'Forgot password?' }).click();
    const reset = page.getByRole('dialog', { name: 'Set a new password' });
    await reset.getByLabel('Email').fill(`nobody.${stamp}@example.com`);
    await reset.getByRole('button', { name: 'Send code' }).click();
    await reset.getByLabel('Code').waitFor();
    const unknownAnswer = await reset.getByRole('status').textContent();
    expect(unknownAnswer).toMatch(
      /^If an account has this e-mail address, we have sent a 6-digit code/,
    );
    await reset.getByLabel('Email').fill(guest.email);
    await reset.getByRole('button', { name: 'Send code' }).click();
    await reset.getByLabel('Code').waitFor();
    expect(await reset.getByRole('status').textContent()).toBe(unknownAnswer);

    await reset.getByLabel('Code').fill(await mailedCode(guest.email, 'set a new password'));
    await reset.getByLabel('New password').fill(guest.newPassword);
    await reset.getByRole('button', { name: 'Set password' }).click();
    await reset.getByText('Logged in successfully!').waitFor();
    expectNoProblems(guarded);
    await guarded.close();

    // The first device's session is over: its account page asks to sign in.
    await gotoReady(earlier.page, '/my-bookings');
    await earlier.page.getByRole('heading', { name: 'Sign in to see your bookings' }).waitFor();
    expectNoProblems(earlier);
    await earlier.close();

    // A third device: the old password is refused, the new one signs in.
    const later = await openPage(browser());
    const passwordLogin = await openPasswordLogin(later.page);
    await passwordLogin.getByLabel('Username or email').fill(guest.email);
    await passwordLogin.getByLabel('Password').fill(guest.oldPassword);
    await passwordLogin.getByRole('button', { name: 'Log in' }).click();
    await passwordLogin
      .getByRole('alert')
      .getByText('Wrong username, email or password.')
      .waitFor();
    await passwordLogin.getByLabel('Password').fill(guest.newPassword);
    await passwordLogin.getByRole('button', { name: 'Log in' }).click();
    await passwordLogin.getByText('Logged in successfully!').waitFor();
    const me = await later.page.request.get('/api/auth/me');
    expect((await me.json()).user).toMatchObject({ email: guest.email, role: 'guest' });
    // The one problem: the browser's own report of the refused password's 401.
    expect(later.problems).toEqual([
      'console: Failed to load resource: the server responded with a status of 401 (Unauthorized)',
    ]);
    await later.close();
  });
});
