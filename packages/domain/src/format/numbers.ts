/**
 * Numbers in Indian grouping. Building an Intl formatter costs a mid-range phone several milliseconds, and a
 * first visit built one for every unit of every price form before it could show a card (decision 024): the
 * grouping is written here instead, exactly as Intl's en-IN writes it (the tests compare the two), and the
 * Intl formatters still needed are built on first use.
 */

/** A formatter built on first use and then kept. */
export function lazyNumberFormat(locale: string, options?: Intl.NumberFormatOptions): () => Intl.NumberFormat {
  let format: Intl.NumberFormat | undefined;
  return () => {
    format ??= new Intl.NumberFormat(locale, options);
    return format;
  };
}

// Beyond this a double has no exact integer digits, and Intl prints those its own way; no price comes near,
// so Intl itself writes them (and the tiny numbers JavaScript writes with an exponent).
const EXACT_LIMIT = Number.MAX_SAFE_INTEGER;

export interface IndianNumberOptions {
  /** Digits after the point at most, rounded half away from zero as Intl does; 0 by default. */
  maximumFractionDigits?: number;
  /** Digits after the point kept even when zeros ("45.00"); 0 by default, so "45.50" reads "45.5". */
  minimumFractionDigits?: number;
}

/** Adds one to a string of digits: '0999' → '1000'. */
function incremented(digits: string): string {
  let carry = 1;
  let result = '';
  for (let i = digits.length - 1; i >= 0; i--) {
    const sum = Number(digits[i]) + carry;
    carry = sum === 10 ? 1 : 0;
    result = String(sum % 10) + result;
  }
  return carry ? `1${result}` : result;
}

/**
 * The number's shortest decimal form (as JavaScript and Intl both read a double: 1.005 is '1.005', not
 * 1.00499…) rounded to `digits` after the point, half away from zero. Null for exponent forms.
 */
function roundedDigits(magnitude: number, digits: number): { whole: string; fraction: string } | null {
  const text = String(magnitude);
  if (text.includes('e')) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length <= digits) return { whole, fraction };
  const kept = whole + fraction.slice(0, digits);
  const rounded = Number(fraction[digits]) >= 5 ? incremented(kept).padStart(kept.length, '0') : kept;
  const wholeLength = rounded.length - digits;
  return { whole: rounded.slice(0, wholeLength) || '0', fraction: rounded.slice(wholeLength) };
}

/** 12,34,567.8: the last three digits, then pairs, as en-IN groups them. */
export function formatIndianNumber(value: number, options: IndianNumberOptions = {}): string {
  const { maximumFractionDigits = 0, minimumFractionDigits = 0 } = options;
  const magnitude = Math.abs(value);
  const digits = magnitude <= EXACT_LIMIT ? roundedDigits(magnitude, maximumFractionDigits) : null;
  if (!digits) return new Intl.NumberFormat('en-IN', options).format(value);
  let { fraction } = digits;
  while (fraction.length > minimumFractionDigits && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  fraction = fraction.padEnd(minimumFractionDigits, '0');
  const { whole } = digits;
  const head = whole.slice(0, -3);
  const grouped = head ? `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${whole.slice(-3)}` : whole;
  // Intl keeps the sign of a negative number that rounds to zero ('-0'), and of -0 itself.
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${grouped}${fraction ? `.${fraction}` : ''}`;
}
