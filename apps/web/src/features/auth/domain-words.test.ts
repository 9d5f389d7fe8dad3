import {
  emailOnlySchema,
  loginSchema,
  registerSchema,
  resendTooSoonMessage,
  resetPasswordSchema,
  verifyCodeSchema,
} from '@aangan/domain';
import { describe, expect, it } from 'vitest';
import { englishI18n } from '../../i18n/i18n';
import { AUTH_ERRORS, AUTH_LIMITS } from './auth-errors';

/** The English catalogue's words for a key, with the numbers the domain writes in. */
const english = (id: Parameters<typeof englishI18n._>[0], values?: Record<string, unknown>) =>
  englishI18n._(id, values);

/** Every message a schema gives for a value: what the form shows under its fields. */
function messagesOf(schema: { safeParse: (value: unknown) => { error?: { issues: { message: string }[] } } }) {
  return (value: unknown) => schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];
}

const long = (length: number) => 'a'.repeat(length);

// The server says these in its answers and the browser's check says them too (the same schemas): on an English
// page the auth part says exactly the domain's words, so the table that turns them into Hindi can find them.
describe('the auth part says in English what the domain says', () => {
  it.each([...AUTH_ERRORS])('%s', (message, id) => {
    expect(english(id, AUTH_LIMITS)).toBe(message);
  });

  it("says the server's wait before a new code, one second or many", () => {
    for (const seconds of [1, 2, 60])
      expect(english('auth.error.resendTooSoon', { seconds })).toBe(resendTooSoonMessage(seconds));
  });

  it('knows every message the auth forms’ schemas give', () => {
    const given = [
      ...messagesOf(loginSchema)({}),
      ...messagesOf(loginSchema)({ email: 'not-an-email', password: 'x' }),
      ...messagesOf(registerSchema)({}),
      ...messagesOf(registerSchema)({
        name: long(200),
        email: `${long(300)}@example.com`,
        phone: '12345',
        password: 'abc',
        termsAccepted: true,
      }),
      ...messagesOf(registerSchema)({ name: 'Meera', email: 'a@b.in', phone: '9876543210', password: long(200) }),
      ...messagesOf(verifyCodeSchema)({ email: 'a@b.in' }),
      ...messagesOf(verifyCodeSchema)({ email: 'a@b.in', code: '12' }),
      ...messagesOf(emailOnlySchema)({}),
      ...messagesOf(resetPasswordSchema)({ email: 'a@b.in', code: '123456' }),
      ...messagesOf(resetPasswordSchema)({ email: 'a@b.in', code: '123456', newPassword: 'abc', confirmPassword: 'x' }),
    ];
    expect(given.length).toBeGreaterThan(15);
    expect(given.filter((message) => !AUTH_ERRORS.has(message))).toEqual([]);
  });
});
