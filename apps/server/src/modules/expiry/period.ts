import { expiryFrom, type ListingExpiry } from '@aangan/domain';
import { properties } from '../../db/schema.ts';

/** A new period from `now`: confirmed now, expiring TTL days on, no reminder mailed yet. */
export function newPeriod(now: Date, ttlDays: number) {
  return { confirmedAt: now, expiresAt: expiryFrom(now, ttlDays), expiryReminderDays: null };
}

/** The columns a listing's period is read from. */
export const periodColumns = {
  confirmedAt: properties.confirmedAt,
  expiresAt: properties.expiresAt,
  expiredAt: properties.expiredAt,
  withdrawnAt: properties.withdrawnAt,
  listed: properties.listed,
};

interface PeriodRow {
  confirmedAt: Date;
  expiresAt: Date;
  expiredAt: Date | null;
  withdrawnAt: Date | null;
  listed: boolean;
}

export function toListingExpiry(row: PeriodRow): ListingExpiry {
  return {
    confirmedAt: row.confirmedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    expiredAt: row.expiredAt?.toISOString() ?? null,
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
    listed: row.listed,
  };
}
