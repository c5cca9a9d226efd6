import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { expectErrorShape } from './test/apiAssertions.js';
import { defaults, realLimits } from './test/realLimits.js';
import { type TestApp, useTestApps } from './test/testApp.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
// Registered after the folders' hook, so it runs before it: an app closes before its folder goes.
const { start } = useTestApps();

/** A built web app in miniature: the home page, one prerendered page, the shell and an asset. */
function webDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'hotel-web-'));
  dirs.push(dist);
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'Aboutus'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Home</title>');
  writeFileSync(join(dist, 'Aboutus/index.html'), '<!doctype html><title>About</title>');
  writeFileSync(join(dist, '__spa-fallback.html'), '<!doctype html><title>App</title>');
  writeFileSync(join(dist, 'assets/app-3f9a1c.js'), 'console.log("hello");');
  return dist;
}

describe('the global rate limit (per client address)', () => {
  it('does not count the assets and pages a visit loads: 320 asset requests, then the home page answers 200', async () => {
    const t = await start({ ...realLimits, WEB_DIST: webDist(), SERVE_WEB: 'true' });
    const get = (url: string) => t.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.5' });
    for (let i = 0; i < 320; i += 1) {
      expect((await get('/assets/app-3f9a1c.js')).statusCode).toBe(200);
    }
    for (const url of ['/', '/Aboutus', '/admin/bookings', '/no-such-page']) {
      const page = await get(url);
      expect(page.statusCode, url).not.toBe(429);
      expect(page.body, url).toContain('<title>');
    }
  });

  it('counts every API request, however its address is spelled', async () => {
    const t = await start({ ...realLimits, WEB_DIST: webDist(), SERVE_WEB: 'true' });
    const get = (url: string) => t.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.6' });
    for (let i = 0; i < defaults.rateLimit.perMinute; i += 1) {
      expect((await get(i % 2 ? '/api/hotels' : '/api/auth/me')).statusCode).toBe(200);
    }
    for (const url of ['/api/hotels', '/%61pi/hotels', '/api/hotels?x=1', '/api//hotels']) {
      const limited = await get(url);
      expect(limited.statusCode, url).toBe(429);
      expectErrorShape(limited);
    }
    // Pages still load for the same address, and monitors still see the health check: only the
    // API's calls are limited.
    expect((await get('/')).statusCode).toBe(200);
    expect((await get('/api/health')).statusCode).toBe(200);
  });
});

describe('TRUST_PROXY: a forged X-Forwarded-For does not get past the per-address limits', () => {
  const limit = defaults.rateLimit.authPerMinute;
  /** A failed login (a new name each time: the account lockout is not what this is about). */
  const loginVia = (t: TestApp, socket: string, forwardedFor: string, i: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: `nobody_${i}`, password: 'a wrong password' },
      headers: { 'x-forwarded-for': forwardedFor },
      remoteAddress: socket,
    });
  /** Login tries from one socket address, each with a new forged first X-Forwarded-For entry. */
  async function triesUntilLimited(
    t: TestApp,
    socket: string,
    forwardedFor: (i: number) => string,
  ): Promise<number[]> {
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i += 1) {
      statuses.push((await loginVia(t, socket, forwardedFor(i), i)).statusCode);
    }
    return statuses;
  }
  const refusedLast = [...Array.from({ length: limit }, () => 401), 429];

  it('a hop count (1): the proxy’s own entry counts, whatever the visitor wrote before it', async () => {
    const t = await start({ ...realLimits, TRUST_PROXY: '1' });
    const viaProxy = await triesUntilLimited(
      t,
      '127.0.0.1',
      (i) => `198.51.100.${i + 1}, 203.0.113.50`,
    );
    expect(viaProxy).toEqual(refusedLast);
  });

  it('a hop count (1): a visitor reaching the server directly from a public address cannot name one', async () => {
    const t = await start({ ...realLimits, TRUST_PROXY: '1' });
    const direct = await triesUntilLimited(t, '203.0.113.60', (i) => `198.51.100.${i + 1}`);
    expect(direct).toEqual(refusedLast);
  });

  it('proxy addresses (10.0.0.5): only that proxy names the client; anyone else is their own address', async () => {
    const t = await start({ ...realLimits, TRUST_PROXY: '10.0.0.5, 192.0.2.0/24' });
    const viaProxy = await triesUntilLimited(
      t,
      '10.0.0.5',
      (i) => `198.51.100.${i + 1}, 203.0.113.70`,
    );
    expect(viaProxy).toEqual(refusedLast);
    const direct = await triesUntilLimited(t, '10.0.0.6', (i) => `198.51.100.${i + 1}`);
    expect(direct).toEqual(refusedLast);
  });

  it('behind a trusted proxy, two real visitors keep their own allowances', async () => {
    const t = await start({ ...realLimits, TRUST_PROXY: '1' });
    await triesUntilLimited(t, '127.0.0.1', () => '203.0.113.80');
    const other = await loginVia(t, '127.0.0.1', '203.0.113.81', 0);
    expect(other.statusCode).toBe(401);
  });
});
