import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { NEWSLETTER_SIGNUPS_PER_IP } from './modules/contact/rate-limits.ts';

describe('TRUST_PROXY', () => {
  it.each([
    ['', false],
    ['false', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.0/8, 127.0.0.1', ['10.0.0.0/8', '127.0.0.1']],
    ['loopback,::1,fd00::/8', ['loopback', '::1', 'fd00::/8']],
  ])('reads %j as %j', (raw, expected) => {
    expect(loadConfig({ TRUST_PROXY: raw }).TRUST_PROXY).toEqual(expected);
  });

  it.each(['true', 'yes', '10.0.0.0/99', 'proxy.internal', '1.2.3.4,', '300'])(
    'refuses %j with the way to set it',
    (raw) => {
      expect(() => loadConfig({ TRUST_PROXY: raw })).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: raw })).toThrow(/^TRUST_PROXY must be the number of proxies/);
    },
  );
});

describe('per-IP limits behind a proxy', () => {
  let testApp: TestApp | undefined;
  afterEach(async () => {
    await testApp?.close();
    testApp = undefined;
  });

  /** The load balancer (the socket's peer, 127.0.0.1 under inject) appends the address it saw. */
  async function signUpsWithForgedAddresses(trustProxy: string) {
    testApp = await createTestApp({ TRUST_PROXY: trustProxy });
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= NEWSLETTER_SIGNUPS_PER_IP.limit; attempt += 1) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/newsletter',
        payload: { email: `reader${attempt}@example.in` },
        // The client forges a new left-most address each time; the proxy adds the real one on the right.
        headers: { 'x-forwarded-for': `198.51.100.${attempt}, 203.0.113.7` },
      });
      statuses.push(response.statusCode);
    }
    return statuses;
  }

  // With '10.0.0.0/8' the peer (127.0.0.1) is no trusted proxy, so its own address is counted.
  it.each(['1', '127.0.0.1', '10.0.0.0/8'])('never counts a forged address (TRUST_PROXY=%s)', async (setting) => {
    const statuses = await signUpsWithForgedAddresses(setting);
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
