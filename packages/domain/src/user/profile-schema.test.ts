import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M } from './messages.ts';
import { AVATAR_URL_MAX_LENGTH, profileUpdateSchema, verificationLinkSchema } from './profile-schema.ts';

type Parser = { safeParse: (input: unknown) => { error?: { issues: { path: PropertyKey[]; message: string }[] } } };

function errorsOf(schema: Parser, input: unknown): Record<string, string> {
  const issues = schema.safeParse(input).error?.issues ?? [];
  return Object.fromEntries(issues.map((issue) => [issue.path.join('.'), issue.message]));
}

const profile = { id: 'u1', email: 'Asha@Example.in', name: 'Asha', phone: '98765 43210', type: 'builder' };

describe('profileUpdateSchema', () => {
  it('takes name, phone and type', () => {
    expect(profileUpdateSchema.parse({ name: ' Asha ', phone: '+919876543210', type: 'agent' })).toEqual({
      name: 'Asha',
      phone: '9876543210',
      type: 'agent',
    });
  });

  it('refuses a body that is not an object', () => {
    expect(profileUpdateSchema.safeParse(null).success).toBe(false);
  });

  it('refuses the email, which is not editable, and the id, naming each', () => {
    expect(errorsOf(profileUpdateSchema, { ...profile })).toEqual({
      '': 'id is set by the server and cannot be sent; Email cannot be changed',
    });
    expect(errorsOf(profileUpdateSchema, { name: 'A', phone: '9876543210', type: 'owner', avatar: 'x' })).toEqual({
      '': 'Unknown field: avatar',
    });
  });

  it('takes an http(s) picture address, and empty or null to remove the picture', () => {
    const base = { name: 'A', phone: '9876543210', type: 'owner' };
    expect(profileUpdateSchema.parse({ ...base, avatarUrl: ' https://cdn.example.in/a.webp ' }).avatarUrl).toBe(
      'https://cdn.example.in/a.webp',
    );
    expect(profileUpdateSchema.parse({ ...base, avatarUrl: '' }).avatarUrl).toBeNull();
    expect(profileUpdateSchema.parse({ ...base, avatarUrl: null }).avatarUrl).toBeNull();
    expect(profileUpdateSchema.parse(base)).not.toHaveProperty('avatarUrl');
  });

  it('refuses a picture address that is not http(s), too long, or not text', () => {
    const base = { name: 'A', phone: '9876543210', type: 'owner' };
    for (const avatarUrl of ['javascript:alert(1)', 'data:image/png;base64,AA', 'https://', 'ftp://x.in/a.png', 42]) {
      expect(errorsOf(profileUpdateSchema, { ...base, avatarUrl })).toEqual({ avatarUrl: M.avatarUrlInvalid });
    }
    const long = `https://x.in/${'a'.repeat(AVATAR_URL_MAX_LENGTH)}`;
    expect(errorsOf(profileUpdateSchema, { ...base, avatarUrl: long })).toEqual({ avatarUrl: M.avatarUrlInvalid });
  });
});

describe('verificationLinkSchema', () => {
  it('takes the token and the email from the query, ignoring other parameters', () => {
    const query = Object.fromEntries(new URLSearchParams('token=abc&email=Asha%40Example.in&utm_source=mail'));
    expect(verificationLinkSchema.parse(query)).toEqual({ token: 'abc', email: 'asha@example.in' });
  });

  it.each(['token=abc', 'email=a%40b.in', 'token=&email=a%40b.in', 'token=abc&email=%20', ''])(
    'refuses %j with the spec message',
    (search) => {
      const result = verificationLinkSchema.safeParse(Object.fromEntries(new URLSearchParams(search)));
      expect(result.success).toBe(false);
      expect(new Set(result.error?.issues.map((issue) => issue.message))).toEqual(
        new Set(['The verification link is missing required parameters.']),
      );
    },
  );

  it('has a title for the toast', () => {
    expect(M.verificationLinkTitle).toBe('Invalid verification link');
  });
});
