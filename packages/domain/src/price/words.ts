import type { Locale } from '../i18n/locales.ts';
import { formatDetailPrice, isShowablePrice } from './format.ts';

const CRORE = 10_000_000;
const LAKH = 100_000;
const THOUSAND = 1_000;
const HUNDRED = 100;

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
] as const;
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'] as const;

/** 1..99 in words; 0 gives no words so callers can skip empty groups. */
function wordsBelowHundred(n: number): string[] {
  if (n === 0) return [];
  if (n < 20) return [ONES[n] ?? ''];
  const tens = TENS[Math.floor(n / 10)] ?? '';
  const ones = ONES[n % 10] ?? '';
  return ones === '' ? [tens] : [tens, ones];
}

/** 0..9,999,999 in words: lakhs, thousands, hundreds and the rest. */
function wordsBelowCrore(n: number): string[] {
  const words: string[] = [];
  let rest = n;
  const lakhs = Math.floor(rest / LAKH);
  rest %= LAKH;
  if (lakhs > 0) words.push(...wordsBelowHundred(lakhs), 'Lakh');
  const thousands = Math.floor(rest / THOUSAND);
  rest %= THOUSAND;
  if (thousands > 0) words.push(...wordsBelowHundred(thousands), 'Thousand');
  const hundreds = Math.floor(rest / HUNDRED);
  rest %= HUNDRED;
  if (hundreds > 0) words.push(...wordsBelowHundred(hundreds), 'Hundred');
  words.push(...wordsBelowHundred(rest));
  return words;
}

const BIG_CRORE = BigInt(CRORE);
const BIG_MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/** A positive integer in words, Indian grouping; crores above 99 carry on in crores ("One Hundred Crore"). */
function wordsFor(n: number): string[] {
  // Above 2^53 a double's division is no longer exact: such amounts are split with BigInt.
  if (n > Number.MAX_SAFE_INTEGER) return bigWordsFor(BigInt(n));
  if (n < CRORE) return wordsBelowCrore(n);
  const words = wordsFor(Math.floor(n / CRORE));
  words.push('Crore', ...wordsBelowCrore(n % CRORE));
  return words;
}

function bigWordsFor(n: bigint): string[] {
  if (n <= BIG_MAX_SAFE) return wordsFor(Number(n));
  const words = bigWordsFor(n / BIG_CRORE);
  words.push('Crore', ...wordsBelowCrore(Number(n % BIG_CRORE)));
  return words;
}

/**
 * A rupee amount in words in the Indian system (docs/product.md §9): 12500000 → "One Crore Twenty Five Lakh".
 * Fractions round to the nearest rupee; negative or non-finite amounts give '' because a price
 * cannot be either and the caller shows nothing rather than nonsense.
 */
export function priceInWords(amount: number): string {
  if (!Number.isFinite(amount) || amount < 0) return '';
  const rupees = Math.round(amount);
  if (rupees === 0) return 'Zero';
  return wordsFor(rupees).join(' ');
}

/**
 * An amount in words under a figure the person types or reads: in English the Indian words ('Forty Five Lakh');
 * in Hindi in lakh and crore as the detail page writes prices ('₹45.00 लाख'). '' for no amount.
 */
export function amountInWords(amount: number, locale: Locale): string {
  if (!isShowablePrice(amount)) return '';
  return locale === 'en' ? priceInWords(amount) : formatDetailPrice(amount, undefined, locale);
}
