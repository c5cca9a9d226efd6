import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl, type GuardedPage, gotoReady, seriousA11yViolations } from './browser';
import { E2E_ADMIN } from './globalSetup';

/** A session cookie of the test site's administrator. */
async function adminCookie(): Promise<string> {
  const login = await fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: E2E_ADMIN.email, password: E2E_ADMIN.password }),
  });
  if (!login.ok) throw new Error(`admin login failed: ${login.status}`);
  return (login.headers.getSetCookie() ?? []).map((line) => line.split(';')[0]).join('; ');
}

/** Reads an admin API list as the test site's administrator: proof that what a visitor sent is stored. */
export async function adminGet<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, { headers: { cookie: await adminCookie() } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Sends an admin change (POST with a JSON body) as the test site's administrator. */
export async function adminPost<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { cookie: await adminCookie(), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Fills the admin sign-in and sends it. */
export async function fillSignIn(page: Page, username: string, password: string) {
  await page.getByLabel('Email or username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Opens an admin screen signed out, signs in as the test site's admin, and lands on it. */
export async function openAsAdmin(guarded: GuardedPage, path: string) {
  const { page } = guarded;
  await gotoReady(page, path);
  await page.waitForURL((url) => url.pathname === '/admin/sign-in');
  await fillSignIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.waitForURL((url) => url.pathname + url.search === path);
}

/** No serious or critical axe violation once the page has settled. */
export async function expectAccessible(page: Page) {
  await page.waitForLoadState('networkidle');
  expect(await seriousA11yViolations(page)).toEqual([]);
}
