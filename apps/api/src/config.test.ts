import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const dirs: string[] = [];
const tempDb = () => {
  const dir = mkdtempSync(join(tmpdir(), 'hotel-config-'));
  dirs.push(dir);
  return join(dir, 'hotel.db');
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('needs nothing to run locally: SQLite under data/, outboxes, the site served', () => {
    const config = loadConfig({ DATABASE_PATH: tempDb() });
    expect(config).toMatchObject({
      env: 'development',
      host: '127.0.0.1',
      port: 3000,
      serveWeb: true,
      https: false,
      admin: undefined,
      mail: { smtpUrl: undefined },
      sms: { gatewayUrl: undefined },
      otp: { ttlSeconds: 300, maxAttempts: 5 },
    });
    expect(loadConfig({ APP_SECRET: 'x'.repeat(32) }).databasePath).toMatch(/\/data\/hotel\.db$/);
  });

  it('makes a secret once and keeps it beside the database, readable by the owner only', () => {
    const databasePath = tempDb();
    const first = loadConfig({ DATABASE_PATH: databasePath }).secret;
    expect(first).toHaveLength(43);
    expect(loadConfig({ DATABASE_PATH: databasePath }).secret).toBe(first);
    const file = join(databasePath, '..', 'app-secret');
    expect(readFileSync(file, 'utf8')).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('reads TRUST_PROXY as false, a hop count, or proxy addresses and CIDR ranges', () => {
    const trust = (TRUST_PROXY?: string) =>
      loadConfig({ APP_SECRET: 'x'.repeat(32), DATABASE_PATH: ':memory:', TRUST_PROXY }).trustProxy;
    expect(trust()).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('0')).toBe(false);
    expect(trust('2')).toBe(2);
    expect(trust('127.0.0.1, 10.0.0.0/8,fd00::/8, loopback')).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses TRUST_PROXY=true (anyone could forge the address) and anything that is not an address', () => {
    const trust = (TRUST_PROXY: string) => () =>
      loadConfig({ APP_SECRET: 'x'.repeat(32), DATABASE_PATH: ':memory:', TRUST_PROXY });
    expect(trust('true')).toThrow(
      'TRUST_PROXY: true would trust every address in X-Forwarded-For, which a visitor can forge; give false, the number of proxies in front of the server (e.g. 1), or their addresses (e.g. 127.0.0.1 or 10.0.0.0/8, comma-separated)',
    );
    expect(trust('proxy.example.com')).toThrow(
      'TRUST_PROXY: “proxy.example.com” is not an IP address or CIDR range: give false',
    );
    expect(trust('10.0.0.0/33')).toThrow(
      'TRUST_PROXY: “10.0.0.0/33” has a prefix length that is not 0 to 32',
    );
    expect(trust('-1')).toThrow('TRUST_PROXY: “-1” is not an IP address or CIDR range');
  });

  it('serves as an https site (Secure cookies, HSTS) only in production over https', () => {
    const base = { DATABASE_PATH: tempDb(), APP_SECRET: 'x'.repeat(32), PAYMENT_PROVIDER: 'test' };
    expect(
      loadConfig({ ...base, NODE_ENV: 'production', SITE_ORIGIN: 'https://hotels.example.com' })
        .https,
    ).toBe(true);
    expect(loadConfig({ ...base, NODE_ENV: 'production' }).https).toBe(false);
  });

  it('refuses to start production without PAYMENT_PROVIDER, naming it and what to set', () => {
    const base = { DATABASE_PATH: tempDb(), APP_SECRET: 'x'.repeat(32), NODE_ENV: 'production' };
    expect(() => loadConfig(base)).toThrow(
      "PAYMENT_PROVIDER: must be set in production: 'razorpay' (with RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET) to take real payments, or 'test' for the built-in test gateway, where no money moves",
    );
    const keys = {
      RAZORPAY_KEY_ID: 'rzp_live_x',
      RAZORPAY_KEY_SECRET: 's',
      RAZORPAY_WEBHOOK_SECRET: 'w',
    };
    // Keys alone do not choose for production either: the operator says which.
    expect(() => loadConfig({ ...base, ...keys })).toThrow(/PAYMENT_PROVIDER: must be set/);
    expect(loadConfig({ ...base, PAYMENT_PROVIDER: 'test' }).payments.provider).toBe('test');
    expect(loadConfig({ ...base, ...keys, PAYMENT_PROVIDER: 'razorpay' }).payments).toMatchObject({
      provider: 'razorpay',
      razorpay: { keyId: 'rzp_live_x' },
    });
    expect(() => loadConfig({ ...base, PAYMENT_PROVIDER: 'razorpay' })).toThrow(
      'PAYMENT_PROVIDER: razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET',
    );
    // Told to take test payments, it does, even with keys present.
    expect(loadConfig({ ...base, ...keys, PAYMENT_PROVIDER: 'test' }).payments).toMatchObject({
      provider: 'test',
      razorpay: undefined,
    });
  });

  it('follows the keys outside production: test gateway without them, Razorpay with them', () => {
    const base = { DATABASE_PATH: tempDb(), APP_SECRET: 'x'.repeat(32) };
    expect(loadConfig(base).payments.provider).toBe('test');
    expect(
      loadConfig({
        ...base,
        RAZORPAY_KEY_ID: 'rzp_test_x',
        RAZORPAY_KEY_SECRET: 's',
        RAZORPAY_WEBHOOK_SECRET: 'w',
      }).payments.provider,
    ).toBe('razorpay');
  });

  it('names every invalid variable', () => {
    const attempt = () => loadConfig({ PORT: 'eighty', NODE_ENV: 'staging', APP_SECRET: 'short' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/NODE_ENV: Invalid option/);
    expect(attempt).toThrow(/PORT: Invalid input: expected number/);
    expect(attempt).toThrow(/APP_SECRET: Too small/);
  });

  it('wants the admin e-mail and password together', () => {
    expect(() => loadConfig({ DATABASE_PATH: tempDb(), ADMIN_EMAIL: 'boss@example.com' })).toThrow(
      'ADMIN_EMAIL and ADMIN_PASSWORD: set both or neither',
    );
  });

  it('uses the test gateway by default, with a 15-minute hold and a 60-minute quote', () => {
    expect(loadConfig({ DATABASE_PATH: tempDb() }).payments).toEqual({
      provider: 'test',
      razorpay: undefined,
      holdMinutes: 15,
      quoteTtlMinutes: 60,
    });
  });

  it('syncs iCal feeds every 15 minutes, fetching for at most 10 s and 2 MB from public addresses, reading for 5 s and 5,000 events, exporting a year', () => {
    expect(loadConfig({ DATABASE_PATH: tempDb() }).ical).toEqual({
      syncMinutes: 15,
      fetchTimeoutMs: 10_000,
      maxBytes: 2 * 1024 * 1024,
      readTimeoutMs: 5000,
      maxEvents: 5000,
      allowPrivate: false,
      exportDays: 365,
    });
    expect(
      loadConfig({ DATABASE_PATH: tempDb(), ICAL_FEED_ALLOW_PRIVATE: 'true' }).ical.allowPrivate,
    ).toBe(true);
    const off = loadConfig({
      DATABASE_PATH: tempDb(),
      ICAL_SYNC_MINUTES: '0',
      ICAL_FETCH_TIMEOUT_SECONDS: '2.5',
    });
    expect(off.ical).toMatchObject({ syncMinutes: 0, fetchTimeoutMs: 2500 });
    const attempt = () =>
      loadConfig({
        DATABASE_PATH: tempDb(),
        ICAL_SYNC_MINUTES: '-1',
        ICAL_FETCH_TIMEOUT_SECONDS: '0',
        ICAL_MAX_BYTES: 'big',
      });
    expect(attempt).toThrow(/ICAL_SYNC_MINUTES: Too small/);
    expect(attempt).toThrow(/ICAL_FETCH_TIMEOUT_SECONDS: Too small/);
    expect(attempt).toThrow(/ICAL_MAX_BYTES: Invalid input: expected number/);
  });

  it('takes the Razorpay keys all three together or none', () => {
    const keys = {
      RAZORPAY_KEY_ID: 'rzp_test_x',
      RAZORPAY_KEY_SECRET: 'secret',
      RAZORPAY_WEBHOOK_SECRET: 'whsec',
    };
    expect(loadConfig({ DATABASE_PATH: tempDb(), ...keys }).payments.razorpay).toEqual({
      keyId: 'rzp_test_x',
      keySecret: 'secret',
      webhookSecret: 'whsec',
    });
    const { RAZORPAY_WEBHOOK_SECRET: _left, ...two } = keys;
    expect(() => loadConfig({ DATABASE_PATH: tempDb(), ...two })).toThrow('set all three or none');
  });
});
