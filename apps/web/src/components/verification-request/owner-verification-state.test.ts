import catalogues from 'virtual:messages/all';
import { type OwnerVerification, VERIFICATION_STATUS_LABELS } from '@aangan/domain';
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { englishI18n } from '../../i18n/i18n';
import { ownerVerificationState as stateIn } from './owner-verification-state';

const t = englishI18n._.bind(englishI18n);
const ownerVerificationState = (request: OwnerVerification | null) => stateIn(request, t, 'en');

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

describe('ownerVerificationState in Hindi', () => {
  it('says when the request was declined, with the date in Hindi', () => {
    const hindi = setupI18n({ locale: 'hi', messages: { hi: catalogues.hi } });
    const state = stateIn(
      request({ status: 'rejected', reason: 'Sold.', decidedAt: '2026-11-14T10:00:00.000Z' }),
      hindi._.bind(hindi),
      'hi',
    );
    expect(state.title).toBe('वेरिफ़िकेशन अस्वीकार');
    expect(state.detail).toBe('14 नवंबर 2026 को अस्वीकार किया गया। कारण में बताई गई बात ठीक करें, फिर दोबारा अनुरोध करें।');
  });
});

describe('the states’ names', () => {
  it('are the domain’s, which the console shows too', () => {
    expect(stateIn(request({}), t, 'en').title).toBe(VERIFICATION_STATUS_LABELS.open);
    expect(stateIn(request({ status: 'rejected' }), t, 'en').title).toBe(VERIFICATION_STATUS_LABELS.rejected);
    expect(stateIn(request({ status: 'revoked' }), t, 'en').title).toBe(VERIFICATION_STATUS_LABELS.revoked);
  });
});
