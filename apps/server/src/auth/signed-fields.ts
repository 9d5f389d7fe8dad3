import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed tokens for links in mail that need no sign-in: some fields, base64url, then an HMAC-SHA256 of them
 * under the server's AUTH_SECRET and a purpose, so a token made for one purpose (a reminder's link) never
 * works for another (an alert's unsubscribe).
 */
function signature(secret: string, purpose: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(`${purpose}\n${payload}`).digest();
}

export function signFields(secret: string, purpose: string, fields: readonly string[]): string {
  const payload = Buffer.from(fields.join('|')).toString('base64url');
  return `${payload}.${signature(secret, purpose, payload).toString('base64url')}`;
}

/**
 * The fields of a token signed with this secret for this purpose; undefined for anything else. The signature
 * is compared as written, not decoded: base64url's last character carries spare bits a decoder ignores, so a
 * decoded comparison would take a link with its last character changed ('…A' as '…B') as the same token.
 */
export function readFields(secret: string, purpose: string, token: string): string[] | undefined {
  const [payload, mac, ...rest] = token.split('.');
  if (!payload || !mac || rest.length > 0) return undefined;
  const expected = Buffer.from(signature(secret, purpose, payload).toString('base64url'));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return Buffer.from(payload, 'base64url').toString().split('|');
}
