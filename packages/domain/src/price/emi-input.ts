import type { Purpose } from '../enums.ts';
import { parseNumberText } from '../listing/rules.ts';

/**
 * The EMI calculator's input on a sale listing (issue 21): its defaults, its ranges and how typed text is read.
 * The formula is in emi.ts; the words of each problem are the page's (the `property` catalogue).
 */

/** What the calculator starts with: a loan of 80% of the price at 8.5% for 20 years, as Indian portals do. */
export const EMI_DEFAULTS = { loanShareOfPrice: 0.8, ratePercent: 8.5, years: 20 } as const;

/** The ranges accepted: a loan above ₹0 up to the price; a rate from 0% to 30%; 1 to 30 whole years. */
export const EMI_RANGES = {
  loan: { min: 1 },
  ratePercent: { min: 0, max: 30 },
  years: { min: 1, max: 30 },
} as const;

/** The calculator is for buying: a sale listing with a price of at least ₹1 (rent and PG have none). */
export function hasEmiCalculator(listing: { purpose: Purpose; price: number }): boolean {
  return listing.purpose === 'sell' && Number.isSafeInteger(listing.price) && listing.price >= EMI_RANGES.loan.min;
}

/** 80% of the price in whole rupees, never below ₹1. */
export function defaultLoanAmount(price: number): number {
  return Math.max(EMI_RANGES.loan.min, Math.round(price * EMI_DEFAULTS.loanShareOfPrice));
}

type EmiField = 'loan' | 'rate' | 'years';
/** Why a field cannot be used: empty, not a number, a fraction where whole units are needed, or out of its range. */
export type EmiProblem = 'required' | 'notNumber' | 'notWhole' | 'outOfRange';

interface EmiInput {
  /** Whole rupees. */
  loan: number;
  ratePercent: number;
  years: number;
}

export type EmiReading = { ok: true; input: EmiInput } | { ok: false; problems: Partial<Record<EmiField, EmiProblem>> };

function readNumber(text: string, range: { min: number; max: number }, whole: boolean): number | EmiProblem {
  const value = parseNumberText(text);
  if (value === null) return 'required';
  if (!Number.isFinite(value)) return 'notNumber';
  if (whole && !Number.isInteger(value)) return 'notWhole';
  return value < range.min || value > range.max ? 'outOfRange' : value;
}

/**
 * The three fields as typed ('40,00,000', '8.5', '20'), read against a listing's price: the input, or each
 * field's problem. Commas are allowed, as people write amounts with them.
 */
export function readEmiInput(texts: Readonly<Record<EmiField, string>>, price: number): EmiReading {
  const loan = readNumber(texts.loan, { min: EMI_RANGES.loan.min, max: price }, true);
  const ratePercent = readNumber(texts.rate, EMI_RANGES.ratePercent, false);
  const years = readNumber(texts.years, EMI_RANGES.years, true);
  if (typeof loan === 'number' && typeof ratePercent === 'number' && typeof years === 'number')
    return { ok: true, input: { loan, ratePercent, years } };
  const problems: Partial<Record<EmiField, EmiProblem>> = {};
  if (typeof loan === 'string') problems.loan = loan;
  if (typeof ratePercent === 'string') problems.rate = ratePercent;
  if (typeof years === 'string') problems.years = years;
  return { ok: false, problems };
}
