import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { expectInternalError } from './test/apiAssertions.js';
import { useTestApps } from './test/testApp.js';

const precompress = fileURLToPath(new URL('../../web/scripts/precompress.mjs', import.meta.url));

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'hotel-app-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
// Registered after the folders' hook, so it runs before it: an app closes before its folder goes.
const { start } = useTestApps();

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
    // The API's JSON needs no sources and is never framed; the site's policy is for its pages.
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    const page = await t.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    const production = {
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'test',
      APP_SECRET: 'p'.repeat(32),
    };
    const secured = await (
      await start({ ...production, SITE_ORIGIN: 'https://hotels.example.com' })
    ).app.inject({ method: 'GET', url: '/no-such-page' });
    expect(secured.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    const securedApi = await (
      await start({ ...production, SITE_ORIGIN: 'https://hotels.example.com' })
    ).app.inject({ method: 'GET', url: '/api/health' });
    expect(securedApi.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(secured.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    // Production on plain http (a staging box, a LAN address): neither, or browsers would refuse
    // the site or every script and image on it.
    const plain = await (
      await start({ ...production, SITE_ORIGIN: 'http://192.168.1.20:3000' })
    ).app.inject({ method: 'GET', url: '/no-such-page' });
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

/** A built web app in a temp folder: two pages, the app shell, the not-found page, one script. */
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
  writeFileSync(join(dist, '404.html'), '<!doctype html><title>Not Found</title><h1>404</h1>');
  mkdirSync(join(dist, 'mr'));
  writeFileSync(
    join(dist, 'mr/404.html'),
    '<!doctype html><html lang="mr-IN"><title>404 पान सापडले नाही</title><h1>404</h1>',
  );
  // The Marathi build's app shell (apps/web/scripts/build.mjs); Hindi has none here.
  writeFileSync(join(dist, 'mr/__spa-fallback.html'), '<!doctype html><title>ॲप</title>');
  writeFileSync(
    join(dist, 'assets/app-3f9a1c.js'),
    `console.log(${JSON.stringify('x'.repeat(5000))});`,
  );
  // The web build's last step: the brotli and gzip copies the server sends.
  execFileSync(process.execPath, [precompress, dist]);
  return dist;
}

describe('serving the built web app', () => {
  it('serves prerendered pages revalidated, hashed assets cached for a year and compressed, the app shell for the app, and the not-found page elsewhere', async () => {
    const t = await start({ WEB_DIST: webDist(), SERVE_WEB: 'true' });
    const page = await t.app.inject({ method: 'GET', url: '/Hotel-Aagam-Executive/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Aagam</title>');
    expect(page.headers['cache-control']).toBe('no-cache');

    const asset = await t.app.inject({
      method: 'GET',
      url: '/assets/app-3f9a1c.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toBe('gzip');
    // A script is no document: what a browser reads on it, not a page's CSP and framing rules.
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const documentOnly of ['content-security-policy', 'x-frame-options', 'referrer-policy']) {
      expect(asset.headers[documentOnly], documentOnly).toBeUndefined();
      expect(page.headers[documentOnly], documentOnly).toBeDefined();
    }

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

    // The app's own pages: the admin screens and a guest's booking page get the app shell, a
    // Marathi address the Marathi build's; a language without its own (here Hindi) the English.
    for (const [url, title] of [
      ['/admin/bookings', 'App'],
      ['/my-bookings/DSH-7K3Q9P', 'App'],
      ['/hi/review/abc', 'App'],
      ['/mr/my-bookings/DSH-7K3Q9P', 'ॲप'],
    ] as const) {
      const appPath = await t.app.inject({ method: 'GET', url });
      expect(appPath.statusCode, url).toBe(200);
      expect(appPath.body, url).toContain(`<title>${title}</title>`);
    }

    // An unknown address: the not-found page; under a language's prefix that language's, and a
    // language without its own (here Hindi) gets the English one.
    for (const [url, title] of [
      ['/no-such-page', 'Not Found'],
      ['/mr/no-such-page', '404 पान सापडले नाही'],
      ['/hi/no-such-page', 'Not Found'],
    ] as const) {
      const missing = await t.app.inject({ method: 'GET', url });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.body, url).toContain(`<title>${title}</title>`);
      expect(missing.headers['content-security-policy'], url).toContain("frame-ancestors 'self'");
    }

    const api = await t.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('the built web app from memory, precompressed and revalidated', () => {
  it('sends brotli or gzip as the browser takes them, each the same HTML, with Vary', async () => {
    const dist = webDist();
    const t = await start({ WEB_DIST: dist, SERVE_WEB: 'true' });
    const html = readFileSync(join(dist, 'Hotel-Aagam-Executive/index.html'), 'utf8');
    const get = (encoding?: string) =>
      t.app.inject({
        url: '/Hotel-Aagam-Executive',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });

    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(html);
    const gzip = await get('gzip, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(html);
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(html);
    for (const response of [br, gzip, plain]) {
      expect(response.headers.vary).toContain('Accept-Encoding');
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
    expect(new Set([br, gzip, plain].map((response) => response.headers.etag)).size).toBe(3);
  });

  it('sends the copies the build compressed (file.br, file.gz) as they are', async () => {
    const dist = webDist();
    const script = readFileSync(join(dist, 'assets/app-3f9a1c.js'));
    const best = brotliCompressSync(script, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    writeFileSync(join(dist, 'assets/app-3f9a1c.js.br'), best);
    const t = await start({ WEB_DIST: dist, SERVE_WEB: 'true' });
    const asset = await t.app.inject({
      url: '/assets/app-3f9a1c.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(asset.rawPayload.equals(best)).toBe(true);
    expect(asset.headers['cache-control']).toBe('max-age=31536000, immutable');
    expect(asset.headers['content-type']).toBe('text/javascript');
    // The .br file itself is no page of the site.
    const raw = await t.app.inject({ url: '/assets/app-3f9a1c.js.br' });
    expect(raw.statusCode).toBe(404);
  });

  it('never sends a compressed copy older than its file (a build run without its precompress step)', async () => {
    const dist = webDist();
    const page = join(dist, 'Hotel-Aagam-Executive/index.html');
    const rebuilt = '<!doctype html><title>Hotel Aagam Executive</title><h1>Rebuilt</h1>';
    writeFileSync(page, rebuilt);
    const earlier = new Date(Date.now() - 60_000);
    for (const copy of [`${page}.br`, `${page}.gz`]) utimesSync(copy, earlier, earlier);
    const t = await start({ WEB_DIST: dist, SERVE_WEB: 'true' });
    const answer = await t.app.inject({
      url: '/Hotel-Aagam-Executive',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body).toBe(rebuilt);
  });

  it('answers a page 304 with no body when the browser’s copy is current (If-None-Match), 200 when it is not', async () => {
    const t = await start({ WEB_DIST: webDist(), SERVE_WEB: 'true' });
    for (const url of ['/Hotel-Aagam-Executive', '/', '/__spa-fallback.html']) {
      const first = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      const etag = first.headers.etag;
      expect(etag, url).toMatch(/^"[0-9a-f]+(-gz)?"$/);
      const again = await t.app.inject({
        url,
        headers: { 'accept-encoding': 'gzip', 'if-none-match': String(etag) },
      });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
      expect(again.headers.etag, url).toBe(etag);
      const stale = await t.app.inject({ url, headers: { 'if-none-match': '"0123abcd"' } });
      expect(stale.statusCode, url).toBe(200);
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/Hotel-Aagam-Executive' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('sends a hashed script immutable, without ETag or CORS headers, even to a module script’s request from the site', async () => {
    const siteOrigin = 'https://hotels.example.com';
    const t = await start({ WEB_DIST: webDist(), SERVE_WEB: 'true', SITE_ORIGIN: siteOrigin });
    for (const encoding of ['br', 'gzip', 'identity']) {
      // A module script is fetched in CORS mode: the browser sends the page's Origin.
      const script = await t.app.inject({
        url: '/assets/app-3f9a1c.js',
        headers: { 'accept-encoding': encoding, origin: siteOrigin },
      });
      expect(script.statusCode, encoding).toBe(200);
      expect(script.headers['cache-control'], encoding).toBe('max-age=31536000, immutable');
      // A module script is UTF-8 whatever the header says: no charset on it.
      expect(script.headers['content-type'], encoding).toBe('text/javascript');
      for (const unread of [
        'etag',
        'last-modified',
        'access-control-allow-origin',
        'access-control-allow-credentials',
      ]) {
        expect(script.headers[unread], `${encoding}: ${unread}`).toBeUndefined();
      }
      expect(script.headers['x-content-type-options'], encoding).toBe('nosniff');
      expect(script.headers['cross-origin-resource-policy'], encoding).toBe('same-origin');
    }
    // With no tag to compare, a conditional request that a page answers 304 gets the script.
    const conditional = (url: string) => t.app.inject({ url, headers: { 'if-none-match': '*' } });
    expect((await conditional('/Hotel-Aagam-Executive')).statusCode).toBe(304);
    const conditionalScript = await conditional('/assets/app-3f9a1c.js');
    expect(conditionalScript.statusCode).toBe(200);
    expect(conditionalScript.body).toContain('console.log');
    // The API keeps its CORS answer for the site's origin; an unknown asset is the not-found page.
    const api = await t.app.inject({ url: '/api/auth/me', headers: { origin: siteOrigin } });
    expect(api.headers['access-control-allow-origin']).toBe(siteOrigin);
    const missing = await t.app.inject({ url: '/assets/gone-0000aaaa.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<title>Not Found</title>');
  });
});

describe('graceful shutdown', () => {
  it('finishes in-flight requests, then closes the database', async () => {
    const app = await quietApp();
    let arrived: () => void = () => {};
    const requestArrived = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    // The handler answers only once the test lets it, after close() has begun: in flight then.
    let finish: () => void = () => {};
    const finished = new Promise<void>((resolve) => {
      finish = resolve;
    });
    app.get('/api/slow', async () => {
      arrived();
      await finished;
      return { done: true };
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const inFlight = fetch(`http://127.0.0.1:${port}/api/slow`).then((response) => response.json());
    await requestArrived;
    const closing = app.close();
    finish();
    expect(await inFlight).toEqual({ done: true });
    await closing;
    const sqlite = (app.db as unknown as { $client: { open: boolean } }).$client;
    expect(sqlite.open).toBe(false);
  });
});
