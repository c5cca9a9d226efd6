import { BlockList, isIP } from 'node:net';
import { z } from 'zod';

/** Who may set the client address through X-Forwarded-For: nobody, N hops, or these proxies. */
export type TrustProxy = false | number | readonly string[];

/** The names proxy-addr (Fastify's trustProxy) knows for address ranges. */
const RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

const ADVICE =
  'give false, the number of proxies in front of the server (e.g. 1), or their addresses (e.g. 127.0.0.1 or 10.0.0.0/8, comma-separated)';

/** Why one entry of an address list is not an address, a CIDR range or a range name. */
function entryProblem(entry: string): string | undefined {
  if (RANGE_NAMES.includes(entry)) return undefined;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return `“${entry}” is not an IP address or CIDR range`;
  if (prefix === undefined) return undefined;
  const bits = Number(prefix);
  const max = family === 4 ? 32 : 128;
  return /^\d+$/.test(prefix) && bits <= max
    ? undefined
    : `“${entry}” has a prefix length that is not 0 to ${max}`;
}

/** Addresses a proxy on the same machine or network connects from. */
const nearby = new BlockList();
for (const [network, prefix] of [
  ['127.0.0.0', 8],
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['169.254.0.0', 16],
] as const) {
  nearby.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  nearby.addSubnet(network, prefix, 'ipv6');
}

const isNearby = (address: string): boolean => {
  const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  const family = isIP(plain);
  return family !== 0 && nearby.check(plain, family === 4 ? 'ipv4' : 'ipv6');
};

/**
 * Fastify's `trustProxy` for the setting. A hop count trusts that many proxies, the nearest only
 * when it connects from a loopback or private address: a visitor who reaches the server directly
 * cannot name an address (Fastify alone no longer trusts a bare count at all).
 */
export function fastifyTrustProxy(
  setting: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (setting === false) return false;
  if (typeof setting === 'number') {
    return (address, hop) => hop < setting && (hop > 0 || isNearby(address));
  }
  return [...setting];
}

/**
 * TRUST_PROXY: `false` (the default: the client address is the connection's), a hop count, or
 * the proxies' addresses and CIDR ranges. `true` is refused: it would take the first address of
 * X-Forwarded-For, which any visitor can write, so every per-address limit could be dodged.
 */
export const trustProxySetting = z
  .string()
  .default('false')
  .transform((raw, ctx): TrustProxy => {
    const value = raw.trim();
    if (value === 'false' || value === '') return false;
    if (value === 'true') {
      ctx.addIssue({
        code: 'custom',
        message: `true would trust every address in X-Forwarded-For, which a visitor can forge; ${ADVICE}`,
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      return hops === 0 ? false : hops;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    const problems = entries.map(entryProblem).filter((problem) => problem !== undefined);
    if (problems.length > 0) {
      ctx.addIssue({ code: 'custom', message: `${problems.join('; ')}: ${ADVICE}` });
      return z.NEVER;
    }
    return entries;
  });
