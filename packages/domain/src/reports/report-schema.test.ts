import { describe, expect, it } from 'vitest';
import { REPORT_MESSAGES } from './messages.ts';
import { reportDecisionSchema, reportListingSchema } from './report-schema.ts';

const issues = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('a report', () => {
  it('takes a reason with or without details, blank details as none', () => {
    expect(reportListingSchema.parse({ reason: 'fake-photos' })).toEqual({ reason: 'fake-photos' });
    expect(reportListingSchema.parse({ reason: 'duplicate', details: '   ' })).toEqual({ reason: 'duplicate' });
    expect(reportListingSchema.parse({ reason: 'other', details: ' Owner asked for a deposit ' })).toEqual({
      reason: 'other',
      details: 'Owner asked for a deposit',
    });
  });

  it('needs words with other, at most 1,000 characters, and a reason of the list', () => {
    expect(issues(reportListingSchema.safeParse({ reason: 'other' }))).toEqual([
      REPORT_MESSAGES.detailsRequiredForOther,
    ]);
    expect(issues(reportListingSchema.safeParse({ reason: 'duplicate', details: 'x'.repeat(1001) }))).toEqual([
      REPORT_MESSAGES.detailsTooLong,
    ]);
    expect(reportListingSchema.safeParse({ reason: 'duplicate', details: 'x'.repeat(1000) }).success).toBe(true);
    expect(issues(reportListingSchema.safeParse({ reason: 'ugly' }))).toEqual([REPORT_MESSAGES.reasonInvalid]);
  });
});

describe('a decision on reports', () => {
  it('needs a note and a decision of the two', () => {
    expect(issues(reportDecisionSchema.safeParse({ decision: 'dismiss', note: ' ' }))).toEqual([
      REPORT_MESSAGES.noteRequired,
    ]);
    expect(issues(reportDecisionSchema.safeParse({ decision: 'maybe', note: 'x' }))).toEqual([
      REPORT_MESSAGES.decisionInvalid,
    ]);
    expect(reportDecisionSchema.parse({ decision: 'uphold', hideReason: 'fake', note: 'Checked' })).toEqual({
      decision: 'uphold',
      hideReason: 'fake',
      note: 'Checked',
    });
  });

  it('reads a reason left empty (null, from radios none ticked) as none', () => {
    expect(reportDecisionSchema.parse({ decision: 'dismiss', hideReason: null, note: 'Fine' })).toEqual({
      decision: 'dismiss',
      hideReason: undefined,
      note: 'Fine',
    });
  });

  it('never takes reports as a reason a moderator picks', () => {
    expect(reportDecisionSchema.safeParse({ decision: 'uphold', hideReason: 'reports', note: 'x' }).success).toBe(
      false,
    );
  });
});
