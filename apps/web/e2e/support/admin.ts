import { baseUrl } from './browser';
import { E2E_ADMIN } from './globalSetup';

/** Reads an admin API list as the test site's administrator: proof that what a visitor sent is stored. */
export async function adminGet<T>(path: string): Promise<T> {
  const login = await fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: E2E_ADMIN.email, password: E2E_ADMIN.password }),
  });
  if (!login.ok) throw new Error(`admin login failed: ${login.status}`);
  const cookie = (login.headers.getSetCookie() ?? []).map((line) => line.split(';')[0]).join('; ');
  const response = await fetch(`${baseUrl()}${path}`, { headers: { cookie } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}
