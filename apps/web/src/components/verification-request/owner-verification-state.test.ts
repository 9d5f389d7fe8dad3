import type { OwnerVerification } from '@aangan/domain';
import { describe, expect, it } from 'vitest';
import { ownerVerificationState } from './owner-verification-state';

const request = (overrides: Partial<OwnerVerification>): OwnerVerification => ({
  status: 'open',
  trigger: 'owner',
  reason: null,
  createdAt: '2026-11-12T06:30:00.000Z',
  decidedAt: null,
  ...overrides,
});

describe('ownerVerificationState', () => {
  it('invites a first request when there is none', () => {
    expect(ownerVerificationState(null)).toEqual({ title: null, detail: null, reason: null, canRequest: true });
  });

  it('says an open request is waiting, and why an edit queued it', () => {
    expect(ownerVerificationState(request({}))).toEqual({
      title: 'Verification requested',
      detail: 'Requested on 12 Nov 2026. Our team will review it soon.',
      reason: null,
      canRequest: false,
    });
    expect(ownerVerificationState(request({ trigger: 'edited' })).detail).toMatch(
      /^Your edit on 12 Nov 2026 changed what our team checked, so it went back for re-verification/,
    );
  });

  it('gives the reason of a decline or a revoke, and lets the owner ask again', () => {
    const declined = ownerVerificationState(
      request({ status: 'rejected', reason: 'The deed names someone else.', decidedAt: '2026-11-14T10:00:00.000Z' }),
    );
    expect(declined).toEqual({
      title: 'Verification declined',
      detail: 'Declined on 14 Nov 2026. Fix what the reason says, then ask again.',
      reason: 'The deed names someone else.',
      canRequest: true,
    });
    expect(ownerVerificationState(request({ status: 'revoked', reason: 'Sold.' })).title).toBe('Verification revoked');
  });

  it('reads a lapsed approval as never asked: a new request is queued with it', () => {
    expect(ownerVerificationState(request({ status: 'lapsed' })).canRequest).toBe(true);
    expect(ownerVerificationState(request({ status: 'lapsed' })).title).toBeNull();
  });
});
