import { describe, expect, it } from 'vitest';
import { addressProblem, isRefusedAddress } from './feedAddress.js';

const problem = (address: string, allowPrivate = false) =>
  addressProblem(new URL(address), allowPrivate);

describe('a feed address', () => {
  it.each([
    ['loopback', 'http://127.0.0.1/calendar.ics'],
    ['loopback, hexadecimal', 'http://0x7f000001/calendar.ics'],
    ['loopback, one decimal number', 'http://2130706433/calendar.ics'],
    ['loopback, octal', 'http://017700000001/calendar.ics'],
    ['loopback, short form', 'http://127.1/calendar.ics'],
    ['loopback, dotted hexadecimal', 'http://0x7f.0.0.1/calendar.ics'],
    ['localhost', 'http://localhost:8080/calendar.ics'],
    ['localhost, upper case with a dot', 'https://LOCALHOST./calendar.ics'],
    ['a name under localhost', 'http://feeds.localhost/calendar.ics'],
    ['IPv6 loopback', 'http://[::1]/calendar.ics'],
    ['IPv4-mapped IPv6 loopback', 'http://[::ffff:127.0.0.1]/calendar.ics'],
    ['IPv4-mapped IPv6 of a public address', 'http://[::ffff:8.8.8.8]/calendar.ics'],
    ['cloud metadata (link-local)', 'http://169.254.169.254/latest/meta-data/'],
    ['link-local, decimal', 'http://2852039166/latest/meta-data/'],
    ['IPv6 link-local', 'http://[fe80::1]/calendar.ics'],
    ['private 10/8', 'http://10.0.0.1/calendar.ics'],
    ['private 172.16/12', 'http://172.31.255.254/calendar.ics'],
    ['private 192.168/16', 'http://192.168.1.1/calendar.ics'],
    ['CGNAT 100.64/10', 'http://100.64.0.1/calendar.ics'],
    ['IPv6 unique local', 'http://[fd12:3456::1]/calendar.ics'],
    ['multicast', 'http://224.0.0.1/calendar.ics'],
    ['IPv6 multicast', 'http://[ff02::1]/calendar.ics'],
    ['unspecified', 'http://0.0.0.0/calendar.ics'],
    ['unspecified, a single zero', 'http://0/calendar.ics'],
    ['IPv6 unspecified', 'http://[::]/calendar.ics'],
    ['broadcast', 'http://255.255.255.255/calendar.ics'],
    ['NAT64 of loopback', 'http://[64:ff9b::7f00:1]/calendar.ics'],
  ])('%s (%s) is refused', (_what, address) => {
    expect(problem(address)).toBe('notPublic');
  });

  it.each([
    'https://admin.booking.example.com/hotel/ical/export.ics?t=abc',
    'http://93.184.216.34/calendar.ics',
    'https://[2606:4700:4700::1111]/calendar.ics',
    'https://100.128.0.1/calendar.ics',
    'https://172.32.0.1/calendar.ics',
  ])('%s is fine on its face (a name is checked after DNS, when fetched)', (address) => {
    expect(problem(address)).toBeUndefined();
  });

  it('with a user name or password is refused, and anything but http(s)', () => {
    expect(problem('https://user:secret@calendar.example.com/feed.ics')).toBe('credentials');
    expect(problem('https://token@calendar.example.com/feed.ics')).toBe('credentials');
    expect(problem('webcal://calendar.example.com/feed.ics')).toBe('notHttp');
  });

  it('may be private or loopback with ICAL_FEED_ALLOW_PRIVATE, never link-local or reserved', () => {
    for (const address of [
      'http://127.0.0.1:8080/calendar.ics',
      'http://localhost/calendar.ics',
      'http://[::1]/calendar.ics',
      'http://192.168.1.20/calendar.ics',
      'http://10.1.2.3/calendar.ics',
      'http://100.100.1.1/calendar.ics',
    ]) {
      expect(problem(address, true), address).toBeUndefined();
    }
    for (const address of [
      'http://169.254.169.254/',
      'http://[fe80::1]/',
      'http://0.0.0.0/',
      'http://[::ffff:127.0.0.1]/',
      'http://224.0.0.251/',
    ]) {
      expect(problem(address, true), address).toBe('notPublic');
    }
  });

  it('as dns.lookup answers it: refused unless a public address', () => {
    expect(isRefusedAddress('127.0.0.53', false)).toBe(true);
    expect(isRefusedAddress('::ffff:10.0.0.1', true)).toBe(true);
    expect(isRefusedAddress('not an address', true)).toBe(true);
    expect(isRefusedAddress('8.8.8.8', false)).toBe(false);
    expect(isRefusedAddress('2a00:1450:4001:82a::200e', false)).toBe(false);
  });
});
