import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_STATUS, errorCodeForStatus } from './errors.ts';

describe('error codes and statuses', () => {
  it('gives each code its own status, so a status read back names the same code', () => {
    for (const code of ERROR_CODES) expect(errorCodeForStatus(ERROR_STATUS[code])).toBe(code);
  });

  it('reads a status without a code of its own as a client error or a failure of ours', () => {
    expect(errorCodeForStatus(405)).toBe('BAD_REQUEST');
    expect(errorCodeForStatus(431)).toBe('BAD_REQUEST');
    expect(errorCodeForStatus(502)).toBe('INTERNAL');
    expect(errorCodeForStatus(0)).toBe('INTERNAL');
  });
});
