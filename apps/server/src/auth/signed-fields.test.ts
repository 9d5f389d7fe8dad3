import { describe, expect, it } from 'vitest';
import { readFields, signFields } from './signed-fields.ts';

const SECRET = 'a-secret-long-enough-for-the-tests-0123456789';
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

describe('signed link tokens', () => {
  it('read back their fields, for their own purpose only', () => {
    const token = signFields(SECRET, 'unsubscribe', ['search-id', '1795786229055']);
    expect(readFields(SECRET, 'unsubscribe', token)).toEqual(['search-id', '1795786229055']);
    expect(readFields(SECRET, 'confirm', token)).toBeUndefined();
    expect(readFields('another-secret-entirely-0123456789abcdef', 'unsubscribe', token)).toBeUndefined();
  });

  it('refuse every other spelling of the signature, even one that decodes to the same bytes', () => {
    // Many tokens, so some signatures end in a character whose spare bits another character only flips.
    for (let index = 0; index < 64; index += 1) {
      const token = signFields(SECRET, 'confirm', [`alert-${index}`]);
      const [payload, mac = ''] = token.split('.');
      const last = mac.at(-1) ?? '';
      for (const other of BASE64URL) {
        if (other === last) continue;
        expect(readFields(SECRET, 'confirm', `${payload}.${mac.slice(0, -1)}${other}`)).toBeUndefined();
      }
      expect(readFields(SECRET, 'confirm', `${payload}.${mac}A`)).toBeUndefined();
    }
  });

  it('refuse a changed payload and a token that is not two parts', () => {
    const token = signFields(SECRET, 'confirm', ['alert-1']);
    const [payload = '', mac = ''] = token.split('.');
    const changed = `${payload.slice(0, -1)}${payload.endsWith('x') ? 'y' : 'x'}`;
    expect(readFields(SECRET, 'confirm', `${changed}.${mac}`)).toBeUndefined();
    for (const broken of ['', '.', payload, `${payload}.`, `.${mac}`, `${token}.extra`]) {
      expect(readFields(SECRET, 'confirm', broken)).toBeUndefined();
    }
  });
});
