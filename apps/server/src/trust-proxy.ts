import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * TRUST_PROXY: which X-Forwarded-For hops to believe. `true` would believe every hop, and the left-most
 * one is whatever the client typed, so a forged address would reset every per-IP limit. Only the proxies'
 * own addresses (best: a hop is believed only if it really is one of them) or a hop count are accepted.
 */
export type TrustProxy = false | number | string[];

/** proxy-addr's names for address ranges, accepted besides addresses and CIDR ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const HOW_TO =
  'must be the number of proxies in front of the server (e.g. 1 behind one load balancer) or their addresses ' +
  '(e.g. 10.0.0.0/8,127.0.0.1); "true" is refused because it trusts an X-Forwarded-For the client can forge';

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d{1,3}$/.test(bits) && prefix <= (version === 4 ? 32 : 128);
}

export const trustProxySetting = z
  .string()
  .optional()
  .transform((raw, ctx): TrustProxy => {
    const value = raw?.trim().toLowerCase() ?? '';
    if (['', 'false', '0', 'no', 'off'].includes(value)) return false;
    if (/^\d{1,2}$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every((entry) => entry !== '' && isAddressOrRange(entry))) return entries;
    ctx.addIssue({ code: 'custom', message: HOW_TO });
    return z.NEVER;
  });

/**
 * Fastify's `trustProxy` for a setting. Fastify takes addresses as they are, but treats a bare number as
 * "trust nothing" (a count cannot check who the nearest peer is), so a count becomes proxy-addr's trust
 * function: hop 0 is the socket's peer, and the first `count` hops are the proxies.
 */
export function toFastifyTrustProxy(
  setting: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  const count = setting;
  return (_address, hop) => hop < count;
}
