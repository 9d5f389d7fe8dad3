import type { Purpose } from '../enums.ts';
import { formatIndianNumber, type IndianNumberOptions, lazyNumberFormat } from '../format/numbers.ts';
import type { Locale } from '../i18n/locales.ts';

const CRORE = 10_000_000;
const LAKH = 100_000;
const THOUSAND = 1_000;

/** Shown instead of an amount no listing can have (negative, NaN, infinite). */
export const PRICE_ON_REQUEST = 'Price on request';

/** The words around an amount, in each language: Indian units in both ('₹85 लाख', '₹18,500/माह'). */
const PRICE_WORDS = {
  en: {
    card: { crore: ' Cr', lakh: ' L', month: '/mo' },
    detail: { crore: ' Cr', lakh: ' Lac', thousand: 'k', month: '/month' },
    onRequest: PRICE_ON_REQUEST,
    security: 'Security: ',
  },
  hi: {
    card: { crore: ' करोड़', lakh: ' लाख', month: '/माह' },
    detail: { crore: ' करोड़', lakh: ' लाख', thousand: ' हज़ार', month: '/माह' },
    onRequest: 'कीमत पूछें',
    security: 'सिक्योरिटी: ',
  },
} as const satisfies Record<Locale, unknown>;

/** The product name at the end of a shared listing (docs/product.md §9 'Share text format'). */
export const SHARE_SIGNATURE = 'Listed on Aangan';

/** A unit of the short Indian form: its size in rupees, its label and its precision. */
interface PriceUnit {
  size: number;
  label: string;
  /** 10 ** decimals: how many of its last shown digit make one unit. */
  scale: number;
  /** The rupees its last shown digit is worth. */
  step: number;
  digits: IndianNumberOptions;
}

/** `fixed` keeps trailing zeros ("45.00"); otherwise they are dropped ("45", "1.2"). */
function unit(size: number, label: string, decimals: number, fixed: boolean): PriceUnit {
  const digits = { minimumFractionDigits: fixed ? decimals : 0, maximumFractionDigits: decimals };
  const scale = 10 ** decimals;
  return { size, label, scale, step: size / scale, digits };
}

const eachLocale = <T>(make: (locale: Locale) => T) => ({ en: make('en'), hi: make('hi') });

/** Cards: Cr and L with at most one decimal ("₹45 L", "₹1.2 Cr"), else the full number ("₹18,000"). */
const CARD_UNITS = eachLocale((locale): readonly PriceUnit[] => {
  const words = PRICE_WORDS[locale].card;
  return [unit(CRORE, words.crore, 1, false), unit(LAKH, words.lakh, 1, false), unit(1, '', 0, false)];
});

/**
 * Detail page: Cr, Lac and k with exactly two decimals ("₹45.00 Lac", "₹18.00k"). Below ₹1,000 the
 * amount is "plain": whole rupees, because "₹999.00" suggests paise a property price never has.
 */
const DETAIL_UNITS = eachLocale((locale): readonly PriceUnit[] => {
  const words = PRICE_WORDS[locale].detail;
  return [
    unit(CRORE, words.crore, 2, true),
    unit(LAKH, words.lakh, 2, true),
    unit(THOUSAND, words.thousand, 2, true),
    unit(1, '', 0, false),
  ];
});

/** Whether an amount can be shown at all: a price or deposit is never negative, NaN or infinite. */
export function isShowablePrice(amount: number): boolean {
  return Number.isFinite(amount) && amount >= 0;
}

/** Rent and PG prices are per month (the wizard asks both for 'Monthly Rent', docs/product.md §2). */
export function isMonthlyPrice(purpose?: Purpose): boolean {
  return purpose === 'rent' || purpose === 'pg';
}

/**
 * "₹" + the amount in the largest unit it reaches. The amount is first rounded to what the unit
 * shows; when that carries it into the next unit (₹99,999.999 → ₹1,00,000) the larger unit shows
 * it, so a card never reads "₹100 L" for what another card calls "₹1 Cr".
 */
function formatInUnits(amount: number, units: readonly PriceUnit[]): string {
  // `+ 0` turns -0 into 0, which Intl would print as "-0".
  const value = amount + 0;
  let index = units.findIndex((candidate) => value >= candidate.size);
  if (index === -1) index = units.length - 1;
  const raw = units[index] as PriceUnit;
  const steps = Math.round(value / raw.step);
  const larger = units[index - 1];
  // Below the larger unit's size, rounding reaches it at most exactly: that shows as 1 of it.
  if (larger !== undefined && steps * raw.step >= larger.size)
    return `₹${formatIndianNumber(1, larger.digits)}${larger.label}`;
  // Dividing the count of steps (not multiplying back to rupees) cannot overflow near Number.MAX_VALUE.
  return `₹${formatIndianNumber(steps / raw.scale, raw.digits)}${raw.label}`;
}

/**
 * Card price (docs/product.md §2, §9): Cr from 1 crore with one decimal, L from 1 lakh, else the full number
 * with Indian grouping; rent and PG add "/mo". Fractions of a rupee are rounded away.
 */
export function formatCardPrice(price: number, purpose?: Purpose, locale: Locale = 'en'): string {
  const words = PRICE_WORDS[locale];
  if (!isShowablePrice(price)) return words.onRequest;
  return `${formatInUnits(price, CARD_UNITS[locale])}${isMonthlyPrice(purpose) ? words.card.month : ''}`;
}

/**
 * Detail price (docs/product.md §2 'Property detail'): "₹1.25 Cr", "₹45.00 Lac", "₹18.00k", "₹500";
 * rent and PG add "/month". 1e12 and above stay in Cr with Indian grouping ("₹1,00,000.00 Cr").
 */
export function formatDetailPrice(price: number, purpose?: Purpose, locale: Locale = 'en'): string {
  const words = PRICE_WORDS[locale];
  if (!isShowablePrice(price)) return words.onRequest;
  return `${formatInUnits(price, DETAIL_UNITS[locale])}${isMonthlyPrice(purpose) ? words.detail.month : ''}`;
}

/**
 * The detail page's deposit line, "Security: ₹1.08 Lac", for a rent or PG listing with a deposit;
 * null when there is none to show (a sale, no deposit, or a deposit no listing can have). A zero
 * deposit is shown: "no deposit" is worth telling a tenant.
 */
export function securityDepositLine(
  listing: { purpose: Purpose; securityDeposit?: number | null | undefined },
  locale: Locale = 'en',
): string | null {
  const deposit = listing.securityDeposit;
  if (!isMonthlyPrice(listing.purpose) || typeof deposit !== 'number' || !isShowablePrice(deposit)) return null;
  return `${PRICE_WORDS[locale].security}${formatDetailPrice(deposit, undefined, locale)}`;
}

/**
 * A whole-rupee amount in full with Indian grouping: "₹43,391", "₹1,04,13,840". Paise are rounded away; '' for an
 * amount no figure on the page can be (negative, NaN, infinite), so a caller never shows "₹NaN".
 */
export function formatRupees(amount: number): string {
  return isShowablePrice(amount) ? `₹${formatIndianNumber(Math.round(amount) + 0)}` : '';
}

const shareAmount = lazyNumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/**
 * The text shared with a listing's link (docs/product.md §9): "Title - ₹45,00,000 - Listed on Aangan", the
 * full amount in rupees with Indian grouping and no paise.
 */
export function formatShareText(title: string, price: number): string {
  const amount = isShowablePrice(price) ? shareAmount().format(price + 0) : PRICE_ON_REQUEST;
  return `${title.trim()} - ${amount} - ${SHARE_SIGNATURE}`;
}
