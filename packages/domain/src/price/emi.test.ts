import { describe, expect, it } from 'vitest';
import { amortisationByYear, emi, emiSummary } from './emi.ts';

/**
 * The same figures worked out independently with exact fractions (BigInt numerator over denominator), so the
 * doubles in emi.ts are checked against arithmetic that has no rounding until the last step.
 */
interface Fraction {
  n: bigint;
  d: bigint;
}
const frac = (n: bigint, d = 1n): Fraction => (d < 0n ? { n: -n, d: -d } : { n, d });
const mul = (a: Fraction, b: Fraction) => frac(a.n * b.n, a.d * b.d);
const add = (a: Fraction, b: Fraction) => frac(a.n * b.d + b.n * a.d, a.d * b.d);
const sub = (a: Fraction, b: Fraction) => frac(a.n * b.d - b.n * a.d, a.d * b.d);
const div = (a: Fraction, b: Fraction) => frac(a.n * b.d, a.d * b.n);
const pow = (a: Fraction, k: number) => frac(a.n ** BigInt(k), a.d ** BigInt(k));
/** Nearest integer, halves up (as Math.round does), for the figures here, which are never negative. */
const round = ({ n, d }: Fraction) => Number((2n * n + d) / (2n * d));

/** '8.5' → 85/10: the rate exactly as written, not as the double 8.5 happens to be. */
function percent(rate: string): Fraction {
  const [whole = '0', fraction = ''] = rate.split('.');
  return frac(BigInt(whole + fraction), 10n ** BigInt(fraction.length) * 100n);
}

function exactLoan(principal: number, rate: string, months: number) {
  const P = frac(BigInt(principal));
  const r = div(percent(rate), frac(12n));
  const growth = (k: number) => pow(add(frac(1n), r), k); // (1 + r)^k
  const isFree = r.n === 0n;
  const emi = isFree
    ? div(P, frac(BigInt(months)))
    : div(mul(mul(P, r), growth(months)), sub(growth(months), frac(1n)));
  /** Balance after k instalments: P·((1+r)^n − (1+r)^k) / ((1+r)^n − 1), or P·(n − k)/n at 0%. */
  const balance = (k: number) =>
    isFree
      ? div(mul(P, frac(BigInt(months - k))), frac(BigInt(months)))
      : div(mul(P, sub(growth(months), growth(k))), sub(growth(months), frac(1n)));
  return { P, emi, balance };
}

/** The year-by-year table by the rule emi.ts documents: differences of rounded exact running totals. */
function exactYears(principal: number, rate: string, months: number) {
  const loan = exactLoan(principal, rate, months);
  const rows = [];
  let principalBefore = 0;
  let interestBefore = 0;
  for (let year = 1; (year - 1) * 12 < months; year++) {
    const k = Math.min(year * 12, months);
    const repaid = sub(loan.P, loan.balance(k));
    const principalSoFar = round(repaid);
    const interestSoFar = round(sub(mul(loan.emi, frac(BigInt(k))), repaid));
    rows.push({
      year,
      principal: principalSoFar - principalBefore,
      interest: interestSoFar - interestBefore,
      balance: principal - principalSoFar,
    });
    principalBefore = principalSoFar;
    interestBefore = interestSoFar;
  }
  return rows;
}

function exactSummary(principal: number, rate: string, months: number) {
  const loan = exactLoan(principal, rate, months);
  const totalPayment = round(mul(loan.emi, frac(BigInt(months))));
  return { emi: round(loan.emi), totalInterest: totalPayment - principal, totalPayment };
}

describe('emi', () => {
  it.each([
    // Published by Indian lenders' and portals' calculators.
    [5_000_000, 8.5, 240, 43_391],
    [3_000_000, 8.5, 240, 26_035],
    [1_000_000, 10, 120, 13_215],
  ])('₹%i at %s%% for %i months is ₹%i a month, as banks publish it', (principal, rate, months, expected) => {
    expect(emi(principal, rate, months)).toBe(expected);
  });

  it.each([
    [4_000_000, '8.5', 240],
    [2_500_000, '9.15', 180],
    [7_812_345, '7.05', 300],
    [100_000, '30', 360],
    [1, '0.01', 12],
    [999_999, '13.33', 37],
    [1_000_000_000_000, '30', 360],
    [1_000_000_000_000, '0.05', 12],
  ])('matches exact arithmetic for ₹%i at %s%% over %i months', (principal, rate, months) => {
    expect(emi(principal, Number(rate), months)).toBe(exactSummary(principal, rate, months).emi);
  });

  it('divides the loan evenly at 0%', () => {
    expect(emi(1_200_000, 0, 240)).toBe(5_000);
    expect(emi(1_000_000, 0, 7)).toBe(142_857);
  });

  it('is the loan and one month of interest over one month', () => {
    expect(emi(100_000, 12, 1)).toBe(101_000);
    expect(emi(100_000, 0, 1)).toBe(100_000);
  });

  it.each([
    [0, 8.5, 240],
    [-5, 8.5, 240],
    [1.5, 8.5, 240],
    [Number.NaN, 8.5, 240],
    [100_000, -1, 240],
    [100_000, Number.POSITIVE_INFINITY, 240],
    [100_000, 8.5, 0],
    [100_000, 8.5, 12.5],
  ])('refuses ₹%s at %s%% for %s months: the calculator reads its input first', (principal, rate, months) => {
    expect(() => emi(principal, rate, months)).toThrow(RangeError);
  });
});

describe('emiSummary', () => {
  it('gives the totals from the exact EMI, as the published figures do', () => {
    expect(emiSummary(5_000_000, 8.5, 240)).toEqual({
      emi: 43_391,
      totalInterest: 5_413_879,
      totalPayment: 10_413_879,
    });
    expect(emiSummary(3_000_000, 8.5, 240)).toEqual({ emi: 26_035, totalInterest: 3_248_327, totalPayment: 6_248_327 });
  });

  it.each([
    [4_000_000, '8.5', 240],
    [2_500_000, '9.15', 180],
    [123_456, '0', 240],
    [1_000_000_000_000, '30', 360],
  ])('matches exact arithmetic for ₹%i at %s%% over %i months', (principal, rate, months) => {
    expect(emiSummary(principal, Number(rate), months)).toEqual(exactSummary(principal, rate, months));
  });

  it('charges no interest at 0%', () => {
    expect(emiSummary(1_000_000, 0, 7)).toEqual({ emi: 142_857, totalInterest: 0, totalPayment: 1_000_000 });
  });
});

describe('amortisationByYear', () => {
  it('shows the first and last years of a ₹50 lakh loan at 8.5% over 20 years', () => {
    const years = amortisationByYear(5_000_000, 8.5, 240);
    expect(years).toHaveLength(20);
    expect(years[0]).toEqual(exactYears(5_000_000, '8.5', 240)[0]);
    expect(years.at(-1)).toMatchObject({ year: 20, balance: 0 });
  });

  it.each([
    [5_000_000, '8.5', 240],
    [2_500_000, '9.15', 180],
    [7_812_345, '7.05', 300],
    [100_000, '30', 360],
    [999_999, '13.33', 37],
    [1_000_000_000_000, '30', 360],
    [1_000_000, '0', 7],
  ])('matches exact arithmetic year by year for ₹%i at %s%% over %i months', (principal, rate, months) => {
    expect(amortisationByYear(principal, Number(rate), months)).toEqual(exactYears(principal, rate, months));
  });

  it('ends a tenure that is not whole years with a shorter year', () => {
    const years = amortisationByYear(999_999, 13.33, 37);
    expect(years.map((row) => row.year)).toEqual([1, 2, 3, 4]);
    expect(years.at(-1)?.balance).toBe(0);
  });

  it('has one row for a one-month loan: the loan and its month of interest', () => {
    expect(amortisationByYear(100_000, 12, 1)).toEqual([{ year: 1, principal: 100_000, interest: 1_000, balance: 0 }]);
  });

  it('adds up to the loan and the total interest, never drifting below ₹0, for any loan', () => {
    const loans = [1, 7, 99_999, 1_234_567, 40_000_000, 987_654_321, 1_000_000_000_000];
    const rates = [0, 0.01, 6.75, 8.5, 12.345, 29.99, 30];
    const tenures = [1, 11, 12, 13, 60, 239, 360];
    for (const principal of loans)
      for (const rate of rates)
        for (const months of tenures) {
          const years = amortisationByYear(principal, rate, months);
          const { totalInterest } = emiSummary(principal, rate, months);
          const where = `₹${principal} at ${rate}% over ${months} months`;
          expect(
            years.reduce((sum, row) => sum + row.principal, 0),
            where,
          ).toBe(principal);
          expect(
            years.reduce((sum, row) => sum + row.interest, 0),
            where,
          ).toBe(totalInterest);
          expect(years.at(-1)?.balance, where).toBe(0);
          for (const row of years) {
            expect(row.principal, where).toBeGreaterThanOrEqual(0);
            expect(row.interest, where).toBeGreaterThanOrEqual(0);
            expect(row.balance, where).toBeGreaterThanOrEqual(0);
            expect(Number.isInteger(row.principal) && Number.isInteger(row.interest), where).toBe(true);
          }
        }
  });
});
