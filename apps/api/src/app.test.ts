import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { expectInternalError } from './test/apiAssertions.js';
import { startTestApp, type TestApp } from './test/testApp.js';

const apps: TestApp[] = [];
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'hotel-app-'));
  dirs.push(dir);
  return dir;
};
afterEach(async () => {
  for (const t of apps.splice(0)) await t.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const start = async (env: Parameters<typeof startTestApp>[0] = {}) => {
  const t = await startTestApp(env);
  apps.push(t);
  return t;
};

/** The whole app on a new database file, logging nothing. */
async function quietApp() {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_PATH: join(tempDir(), 'hotel.db'),
    LOG_LEVEL: 'silent',
  });
  return buildApp(config);
}

describe('security by default', () => {
  it('sends security headers with a CSP that forbids framing by others, and HSTS only for an https site', async () => {
    const t = await start();
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    const production = {
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'test',
      APP_SECRET: 'p'.repeat(32),
    };
    const secured = await (
      await start({ ...production, SITE_ORIGIN: 'https://hotels.example.com' })
    ).app.inject({ method: 'GET', url: '/api/health' });
    expect(secured.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(secured.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    // Production on plain http (a staging box, a LAN address): neither, or browsers would refuse
    // the site or every script and image on it.
    const plain = await (
      await start({ ...production, SITE_ORIGIN: 'http://192.168.1.20:3000' })
    ).app.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(plain.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  it('allows the site’s own origin and refuses others (CORS)', async () => {
    const t = await start({ SITE_ORIGIN: 'https://hotels.example.com' });
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/api/quotes',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
    expect(
      (await preflight('https://hotels.example.com')).headers['access-control-allow-origin'],
    ).toBe('https://hotels.example.com');
    expect(
      (await preflight('https://evil.example.net')).headers['access-control-allow-origin'],
    ).toBeUndefined();
  });

  it('limits requests per client address with a 429 in the error shape', async () => {
    const t = await start({ RATE_LIMIT_PER_MINUTE: '2' });
    for (let i = 0; i < 2; i += 1) {
      expect((await t.app.inject({ method: 'GET', url: '/api/hotels' })).statusCode).toBe(200);
    }
    const limited = await t.app.inject({ method: 'GET', url: '/api/hotels' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      statusCode: 429,
      code: 'RATE_LIMITED',
      error: 'Too Many Requests',
    });
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('answers a failure inside a route with 500 and no internals', async () => {
    const app = await quietApp();
    app.get('/api/boom', async () => {
      throw new Error('SQLITE_ERROR: no such column: secret_column in SELECT * FROM users');
    });
    const response = await app.inject({ method: 'GET', url: '/api/boom' });
    await app.close();
    expect(response.statusCode).toBe(500);
    expectInternalError(response);
    expect(response.body).not.toMatch(/SQLITE|SELECT|stack/i);
  });
});

describe('serving the built web app', () => {
  function webDist(): string {
    const dist = tempDir();
    mkdirSync(join(dist, 'assets'));
    mkdirSync(join(dist, 'Hotel-Aagam-Executive'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Home</title>');
    const body = `<p>${'A room with a view. '.repeat(100)}</p>`;
    writeFileSync(
      join(dist, 'Hotel-Aagam-Executive/index.html'),
      `<!doctype html><title>Aagam</title>${body}`,
    );
    writeFileSync(join(dist, '__spa-fallback.html'), `<!doctype html><title>App</title>${body}`);
    writeFileSync(
      join(dist, 'assets/app-3f9a1c.js'),
      `console.log(${JSON.stringify('x'.repeat(5000))});`,
    );
    return dist;
  }

  it('serves prerendered pages revalidated, hashed assets cached for a year and compressed, and the app shell elsewhere', async () => {
    const t = await start({ WEB_DIST: webDist(), SERVE_WEB: 'true' });
    const page = await t.app.inject({ method: 'GET', url: '/Hotel-Aagam-Executive/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Aagam</title>');
    expect(page.headers['cache-control']).toBe('public, max-age=0, must-revalidate');

    const asset = await t.app.inject({
      method: 'GET',
      url: '/assets/app-3f9a1c.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toBe('gzip');

    const noSlash = await t.app.inject({ method: 'GET', url: '/Hotel-Aagam-Executive' });
    expect(noSlash.statusCode).toBe(200);
    expect(noSlash.body).toContain('<title>Aagam</title>');

    for (const url of ['/Hotel-Aagam-Executive', '/admin/bookings']) {
      const gzipped = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(gzipped.headers['content-encoding'], url).toBe('gzip');
      expect(gunzipSync(gzipped.rawPayload).toString()).toContain('<title>');
      expect(gzipped.headers['content-security-policy'], url).toContain("frame-ancestors 'self'");
    }

    const otherCase = await t.app.inject({ method: 'GET', url: '/hotel-aagam-executive?x=1' });
    expect(otherCase.statusCode).toBe(301);
    expect(otherCase.headers.location).toBe('/Hotel-Aagam-Executive?x=1');

    const old = await t.app.inject({ method: 'GET', url: '/rooms/grand-single-bed' });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/GrandSinglebed');

    // The app's own pages: the admin screens and a guest's booking page get the app shell.
    for (const url of ['/admin/bookings', '/my-bookings/DSH-7K3Q9P']) {
      const appPath = await t.app.inject({ method: 'GET', url });
      expect(appPath.statusCode, url).toBe(200);
      expect(appPath.body, url).toContain('<title>App</title>');
    }

    const missing = await t.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<title>App</title>');

    const api = await t.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('graceful shutdown', () => {
  it('finishes in-flight requests, then closes the database', async () => {
    const app = await quietApp();
    let arrived: () => void = () => {};
    const requestArrived = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    app.get('/api/slow', async () => {
      arrived();
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { done: true };
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const inFlight = fetch(`http://127.0.0.1:${port}/api/slow`).then((response) => response.json());
    await requestArrived;
    const closing = app.close();
    expect(await inFlight).toEqual({ done: true });
    await closing;
    const sqlite = (app.db as unknown as { $client: { open: boolean } }).$client;
    expect(sqlite.open).toBe(false);
  });
});
