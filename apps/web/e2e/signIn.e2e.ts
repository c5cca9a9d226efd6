import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Site, startSite } from '@hotel/bench';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoProblems, gotoReady, openPage, useBrowser } from './support/browser';

/** A real SMS gateway over HTTP, as SMS_GATEWAY_URL expects it: keeps each text it is given. */
async function startSmsGateway() {
  const texts: { to: string; text: string }[] = [];
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      texts.push(JSON.parse(raw));
      response.writeHead(202).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`,
    texts,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('the sign-in popup offers only the ways to sign in that work', () => {
  const browser = useBrowser();

  it('a production site with no SMS gateway: no mobile sign-in, learned at run time', async () => {
    const guarded = await openPage(browser());
    const { page } = guarded;
    const methods = page.waitForResponse('**/api/auth/methods');
    await gotoReady(page, '/SignLogin');
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.waitFor();
    expect(await (await methods).json()).toEqual({ password: true, mobile: false });
    expect(await dialog.getByRole('button', { name: 'Log in with mobile OTP' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Sign up' }).click();
    await page.getByRole('dialog', { name: 'Sign up' }).waitFor();
    expect(await page.getByRole('button', { name: 'Log in with mobile OTP' }).count()).toBe(0);
    expectNoProblems(guarded);
    await guarded.close();
  });

  it('sign-up shows the server’s message for a password that is easy to guess, on its field', async () => {
    const guarded = await openPage(browser());
    const { page } = guarded;
    await gotoReady(page, '/SignLogin');
    await page.getByRole('dialog').getByRole('button', { name: 'Sign up' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign up' });
    await dialog.getByLabel('Username').fill('weak_guest');
    await dialog.getByLabel('Email').fill('weak.guest@example.com');
    await dialog.getByLabel('Password').fill('password1234');
    await dialog.getByRole('button', { name: 'Sign up' }).click();
    const password = dialog.getByLabel('Password');
    await page.waitForFunction(
      () =>
        document.querySelector('input[name="password"]')?.getAttribute('aria-invalid') === 'true',
    );
    const describedBy = (await password.getAttribute('aria-describedby')) ?? '';
    const description = await page.evaluate(
      (ids) =>
        ids
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent)
          .join(' '),
      describedBy,
    );
    expect(description).toContain('This password is too common or too easy to guess.');
    expect(await dialog.isVisible()).toBe(true);
    // The browser reports the refusal itself; nothing else went wrong.
    expect(guarded.problems).toEqual([
      'console: Failed to load resource: the server responded with a status of 400 (Bad Request)',
    ]);
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
