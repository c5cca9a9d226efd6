import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { feedError } from './FeedError.js';

/** An address a host name resolved to (dns.lookup's answer). */
export interface ResolvedAddress {
  readonly address: string;
  readonly family: number;
}

/** Every address of a host name, as the system resolves it (/etc/hosts included). */
export type Resolver = (hostname: string) => Promise<readonly ResolvedAddress[]>;

export const systemResolver: Resolver = (hostname) =>
  lookup(hostname, { all: true, verbatim: true });

const listOf = (ranges: readonly [string, number][]) => {
  const list = new BlockList();
  for (const [network, prefix] of ranges) {
    list.addSubnet(network, prefix, isIP(network) === 6 ? 'ipv6' : 'ipv4');
  }
  return list;
};

/**
 * Never fetched: "this network" and unspecified, link-local (cloud metadata at 169.254.169.254),
 * IETF, documentation and benchmark ranges, multicast, reserved and broadcast; IPv4-mapped and
 * NAT64 IPv6 (another spelling of an IPv4 address), site-local and multicast IPv6.
 */
const NEVER = listOf([
  ['0.0.0.0', 8],
  ['169.254.0.0', 16],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
  ['::', 128],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
]);

/**
 * IPv4-mapped IPv6 (::ffff:0:0/96), checked for IPv6 addresses only: a BlockList matches every
 * IPv4 address against it too.
 */
const MAPPED = listOf([['::ffff:0:0', 96]]);

/** Fetched only with ICAL_FEED_ALLOW_PRIVATE: loopback, private networks and CGNAT. */
const PRIVATE = listOf([
  ['127.0.0.0', 8],
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['100.64.0.0', 10],
  ['::1', 128],
  ['fc00::', 7],
]);

/** Whether an IP address (v4 or v6, as written by dns.lookup or net.isIP) may not be fetched. */
export function isRefusedAddress(address: string, allowPrivate: boolean): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  const type = family === 6 ? 'ipv6' : 'ipv4';
  if (type === 'ipv6' && MAPPED.check(address, type)) return true;
  return NEVER.check(address, type) || (!allowPrivate && PRIVATE.check(address, type));
}

/** A URL's host as an address or a name: `[::1]` → `::1`; numeric IPv4 spellings are already dotted. */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

const isLocalhost = (host: string) => /(^|\.)localhost\.?$/i.test(host);

/**
 * What is wrong with a feed's address on its face, before any DNS: not http(s), a user name or
 * password in it, or a host that is a refused address or `localhost`. The WHATWG URL parser has
 * already turned 0x7f000001, 2130706433 and 017700000001 into 127.0.0.1. undefined when fine.
 */
export function addressProblem(
  url: URL,
  allowPrivate: boolean,
): 'notHttp' | 'credentials' | 'notPublic' | undefined {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'notHttp';
  if (url.username || url.password) return 'credentials';
  const host = hostOf(url);
  if (isIP(host)) return isRefusedAddress(host, allowPrivate) ? 'notPublic' : undefined;
  return isLocalhost(host) && !allowPrivate ? 'notPublic' : undefined;
}

/**
 * The address to connect to for a feed's URL: its IP, or the first its name resolves to, when
 * every address is allowed (a name with any refused address is refused: it may be rebound).
 * Any refusal or resolver failure is the one UNREACHABLE FeedError.
 */
export async function checkedAddress(
  url: URL,
  refuses: (address: string) => boolean,
  resolve: Resolver,
): Promise<ResolvedAddress> {
  const host = hostOf(url);
  const family = isIP(host);
  let addresses: readonly ResolvedAddress[];
  try {
    addresses = family ? [{ address: host, family }] : await resolve(host);
  } catch {
    throw feedError('UNREACHABLE');
  }
  const [first] = addresses;
  if (!first || addresses.some(({ address }) => refuses(address))) throw feedError('UNREACHABLE');
  return first;
}
