/**
 * A home loan's EMI and what it costs year by year (issue 21), by the standard reducing-balance formula
 * EMI = P·r·(1+r)^n / ((1+r)^n − 1), r the monthly rate and n the months; at 0% it is P/n.
 *
 * Rounding (decision 030): the EMI is quoted to the nearest rupee, as banks quote it. Every other figure comes
 * from the exact EMI and is rounded only at the end: the total payment is the exact EMI × months (so it may
 * differ from the quoted EMI × months by less than 50 paise a month), and each year's figures are differences
 * of rounded running totals, so the principal column adds up to the loan to the rupee, the interest column to
 * the total interest, and the last balance is exactly ₹0.
 */

export interface EmiSummary {
  /** The monthly instalment, to the nearest rupee. */
  emi: number;
  totalInterest: number;
  /** The loan and its interest together. */
  totalPayment: number;
}

export interface AmortisationYear {
  /** 1 for the first twelve months. */
  year: number;
  /** Principal repaid in the year. */
  principal: number;
  /** Interest paid in the year. */
  interest: number;
  /** What is still owed at the year's end. */
  balance: number;
}

const MONTHS_A_YEAR = 12;

/** The loan's terms, checked once: a bad call is a programming error (the calculator reads its input first). */
function terms(principal: number, annualRatePercent: number, months: number) {
  if (!Number.isSafeInteger(principal) || principal <= 0)
    throw new RangeError(`The loan must be whole rupees above 0, not ${principal}`);
  if (!Number.isFinite(annualRatePercent) || annualRatePercent < 0)
    throw new RangeError(`The rate must be 0% or more, not ${annualRatePercent}`);
  if (!Number.isSafeInteger(months) || months <= 0)
    throw new RangeError(`The tenure must be whole months above 0, not ${months}`);
  const monthlyRate = annualRatePercent / 100 / MONTHS_A_YEAR;
  // ln(1 + r): (1+r)^k − 1 is then expm1(k·ln(1+r)), exact even for tiny rates where 1 + r loses r's digits.
  return { principal, months, monthlyRate, logGrowth: Math.log1p(monthlyRate) };
}

type Terms = ReturnType<typeof terms>;

/** The instalment before rounding. */
function exactEmi({ principal, months, monthlyRate, logGrowth }: Terms): number {
  if (monthlyRate === 0) return principal / months;
  const growth = Math.expm1(months * logGrowth) + 1;
  return (principal * monthlyRate * growth) / (growth - 1);
}

/**
 * What is owed after `paid` instalments: P·((1+r)^n − (1+r)^k) / ((1+r)^n − 1), written as a product so that
 * no two large numbers are subtracted (the balance near the end would lose its last rupees).
 */
function balanceAfter({ principal, months, monthlyRate, logGrowth }: Terms, paid: number): number {
  if (monthlyRate === 0) return (principal * (months - paid)) / months;
  return (
    (principal * Math.exp(paid * logGrowth) * Math.expm1((months - paid) * logGrowth)) / Math.expm1(months * logGrowth)
  );
}

/** The monthly instalment in whole rupees for a loan in whole rupees, an annual rate in percent and a tenure in months. */
export function emi(principal: number, annualRatePercent: number, months: number): number {
  return Math.round(exactEmi(terms(principal, annualRatePercent, months)));
}

/** The EMI, the total interest and the total payment, in whole rupees. */
export function emiSummary(principal: number, annualRatePercent: number, months: number): EmiSummary {
  const loan = terms(principal, annualRatePercent, months);
  const exact = exactEmi(loan);
  const totalPayment = Math.max(principal, Math.round(exact * months));
  return { emi: Math.round(exact), totalInterest: totalPayment - principal, totalPayment };
}

/**
 * The loan year by year in whole rupees: principal and interest paid in each year and the balance at its end.
 * A tenure that is not whole years ends with a shorter year.
 */
export function amortisationByYear(principal: number, annualRatePercent: number, months: number): AmortisationYear[] {
  const loan = terms(principal, annualRatePercent, months);
  const exact = exactEmi(loan);
  const { totalInterest } = emiSummary(principal, annualRatePercent, months);
  const years: AmortisationYear[] = [];
  let principalBefore = 0;
  let interestBefore = 0;
  for (let year = 1; (year - 1) * MONTHS_A_YEAR < months; year++) {
    const paid = Math.min(year * MONTHS_A_YEAR, months);
    const isLast = paid === months;
    const repaid = principal - balanceAfter(loan, paid);
    // Running totals, rounded and kept in order: the differences of rounded totals add up to the rounded whole.
    const principalSoFar = isLast ? principal : clamp(Math.round(repaid), principalBefore, principal);
    const interestSoFar = isLast
      ? totalInterest
      : clamp(Math.round(exact * paid - repaid), interestBefore, totalInterest);
    years.push({
      year,
      principal: principalSoFar - principalBefore,
      interest: interestSoFar - interestBefore,
      balance: principal - principalSoFar,
    });
    principalBefore = principalSoFar;
    interestBefore = interestSoFar;
  }
  return years;
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}
