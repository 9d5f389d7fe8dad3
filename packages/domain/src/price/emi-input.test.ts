import { describe, expect, it } from 'vitest';
import { defaultLoanAmount, EMI_DEFAULTS, hasEmiCalculator, readEmiInput } from './emi-input.ts';

const PRICE = 5_000_000;
const typed = (loan: string, rate = '8.5', years = '20') => readEmiInput({ loan, rate, years }, PRICE);

describe('hasEmiCalculator', () => {
  it('is on for a sale listing with a price', () => {
    expect(hasEmiCalculator({ purpose: 'sell', price: PRICE })).toBe(true);
    expect(hasEmiCalculator({ purpose: 'sell', price: 1 })).toBe(true);
  });

  it('is off for rent and PG, whose price is a month’s rent', () => {
    expect(hasEmiCalculator({ purpose: 'rent', price: 18_000 })).toBe(false);
    expect(hasEmiCalculator({ purpose: 'pg', price: 9_000 })).toBe(false);
  });

  it.each([0, -1, 0.5, Number.NaN, Number.POSITIVE_INFINITY])(
    'is off for a sale at %s, which no loan fits',
    (price) => {
      expect(hasEmiCalculator({ purpose: 'sell', price })).toBe(false);
    },
  );
});

describe('defaultLoanAmount', () => {
  it('is 80% of the price in whole rupees', () => {
    expect(EMI_DEFAULTS.loanShareOfPrice).toBe(0.8);
    expect(defaultLoanAmount(5_000_000)).toBe(4_000_000);
    expect(defaultLoanAmount(4_567_891)).toBe(3_654_313);
  });

  it('is never below ₹1', () => {
    expect(defaultLoanAmount(1)).toBe(1);
  });
});

describe('readEmiInput', () => {
  it('reads the defaults', () => {
    expect(typed('4000000')).toEqual({ ok: true, input: { loan: 4_000_000, ratePercent: 8.5, years: 20 } });
  });

  it('takes amounts written with commas and spaces around them', () => {
    expect(typed(' 40,00,000 ', ' 9.15 ', '15')).toEqual({
      ok: true,
      input: { loan: 4_000_000, ratePercent: 9.15, years: 15 },
    });
  });

  it('accepts each range’s ends: ₹1 to the price, 0% to 30%, 1 to 30 years', () => {
    expect(typed('1', '0', '1').ok).toBe(true);
    expect(typed(String(PRICE), '30', '30').ok).toBe(true);
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['forty lakh', 'notNumber'],
    ['1e6', 'notNumber'],
    ['400000.5', 'notWhole'],
    ['0', 'outOfRange'],
    ['-100', 'outOfRange'],
    [String(PRICE + 1), 'outOfRange'],
  ])('says the loan "%s" is %s', (loan, problem) => {
    expect(typed(loan)).toEqual({ ok: false, problems: { loan: problem } });
  });

  it.each([
    ['', 'required'],
    ['8.5%', 'notNumber'],
    ['-0.5', 'outOfRange'],
    ['30.01', 'outOfRange'],
  ])('says the rate "%s" is %s', (rate, problem) => {
    expect(typed('4000000', rate)).toEqual({ ok: false, problems: { rate: problem } });
  });

  it.each([
    ['', 'required'],
    ['twenty', 'notNumber'],
    ['20.5', 'notWhole'],
    ['0', 'outOfRange'],
    ['31', 'outOfRange'],
  ])('says the tenure "%s" is %s', (years, problem) => {
    expect(typed('4000000', '8.5', years)).toEqual({ ok: false, problems: { years: problem } });
  });

  it('names every field that has a problem at once', () => {
    expect(typed('', 'x', '99')).toEqual({
      ok: false,
      problems: { loan: 'required', rate: 'notNumber', years: 'outOfRange' },
    });
  });
});
