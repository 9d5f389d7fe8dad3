/**
 * The words around numbers in a query (decision 031): bedroom counts, money and area units, the words that
 * bound an amount ('under', 'upto', 'se kam', 'and above'), currency and 'per month'. Keys are words run
 * together (places/place-text.ts), as the vocabulary's are.
 */
import { placeKey } from '../../places/place-text.ts';

/** Phrases as keys; a symbol ('+', '₹', ',') is its own key. */
function keys(...phrases: string[]): Set<string> {
  return new Set(phrases.map((phrase) => placeKey(phrase) || phrase));
}

function multipliers(table: readonly (readonly [number, readonly string[]])[]): Map<string, number> {
  return new Map(table.flatMap(([size, words]) => words.map((word): [string, number] => [placeKey(word), size])));
}

/** Bedrooms: '2 bhk', '2 b h k', '2 bedroom', 'बीएचके'. */
export const BEDROOM_WORDS = keys('bhk', 'bhks', 'bk', 'bed', 'beds', 'bedroom', 'bedrooms', 'br', 'बीएचके');
/** A room and a kitchen: '1 rk' is what a studio apartment is called. */
export const ROOM_KITCHEN_WORDS = keys('rk');

/** Counts spelt out, read only before a bedroom word ('two bedroom', 'do bhk'). */
export const COUNT_WORDS = multipliers([
  [1, ['one', 'single', 'ek', 'एक']],
  [2, ['two', 'do', 'दो']],
  [3, ['three', 'teen', 'tin', 'तीन']],
  [4, ['four', 'char', 'chaar', 'चार']],
  [5, ['five', 'paanch', 'panch', 'पांच']],
  [6, ['six', 'chhe', 'छह']],
]);

/** Money units after a number, in rupees. */
export const MONEY_UNITS = multipliers([
  [1_000, ['k', 'thousand', 'thousands', 'hazar', 'hazaar', 'hajar', 'हज़ार']],
  [100_000, ['l', 'lac', 'lacs', 'lakh', 'lakhs', 'lk', 'lkh', 'lks', 'laakh', 'lack', 'lacks', 'लाख']],
  [10_000_000, ['cr', 'crs', 'crore', 'crores', 'cror', 'karod', 'karor', 'करोड़']],
]);

/** Area units after a number, in square feet (the search's unit). A gaj is a square yard. */
export const AREA_UNITS = multipliers([
  [
    1,
    [
      'sqft',
      'sq ft',
      'sft',
      'square feet',
      'square foot',
      'square ft',
      'sq feet',
      'sq foot',
      'sqrft',
      'sq fit',
      'वर्ग फुट',
    ],
  ],
  [9, ['sqyd', 'sq yd', 'sq yds', 'sq yard', 'sq yards', 'square yard', 'square yards', 'gaj', 'gaz', 'गज']],
  [10.7639, ['sqm', 'sq m', 'sq mt', 'sq mtr', 'square meter', 'square meters', 'square metre', 'square metres']],
  [43_560, ['acre', 'acres', 'एकड़']],
]);

/** Marks an amount as money before it: '₹25,000', 'rs 25000'. */
export const CURRENCY_BEFORE = keys('₹', 'rs', 'inr', 'रु', 'रुपये');
/** … and after it: '25000 rs', '25000/-' (the '/' and '-' are read as a pair). */
export const CURRENCY_AFTER = keys('rs', 'rupees', 'rupee', 'inr', 'रुपये', 'रु');
/** Rent is paid by the month: '15000 per month', '15k pm', '15k/month'. */
export const PER_MONTH = keys(
  'pm',
  'per month',
  'month',
  'monthly',
  'mo',
  'a month',
  'mahina',
  'mahine',
  'प्रति माह',
  'महीना',
  'माह',
);

export type Bound = 'max' | 'min' | 'about' | 'between';

/** Words before an amount and what they make of it. */
export const BOUND_BEFORE = new Map<string, Bound>([
  ...[
    ...keys(
      'under',
      'below',
      'bellow',
      'upto',
      'up to',
      'max',
      'maximum',
      'within',
      'less than',
      'lesser than',
      'not more than',
      'budget',
      'till',
      'until',
      '<',
    ),
  ].map((key): [string, Bound] => [key, 'max']),
  ...[
    ...keys(
      'above',
      'over',
      'more than',
      'greater than',
      'min',
      'minimum',
      'atleast',
      'at least',
      'starting',
      'starting from',
      'starts from',
      'starting at',
      'from',
      'beyond',
      '>',
    ),
  ].map((key): [string, Bound] => [key, 'min']),
  ...[...keys('around', 'about', 'approx', 'approximately', 'near about', '~')].map((key): [string, Bound] => [
    key,
    'about',
  ]),
  ...[...keys('between', 'btw', 'bw', 'range')].map((key): [string, Bound] => [key, 'between']),
]);

/** Words after an amount that bound it: '25k tak', '25k se kam', '50 lakh and above', '3 bhk+'. */
export const BOUND_AFTER = new Map<string, Bound>([
  ...[
    ...keys(
      'tak',
      'se kam',
      'or less',
      'or below',
      'and below',
      'max',
      'maximum',
      'ke andar',
      'ke neeche',
      'तक',
      'से कम',
    ),
  ].map((key): [string, Bound] => [key, 'max']),
  ...[
    ...keys(
      '+',
      'plus',
      'or more',
      'and more',
      'or above',
      'and above',
      'above',
      'onwards',
      'se upar',
      'se zyada',
      'se jyada',
      'minimum',
      'से ज़्यादा',
      'से ऊपर',
    ),
  ].map((key): [string, Bound] => [key, 'min']),
]);

/** Words between the two ends of a range: '20-30k', '20k to 30k', '20 se 30 hazar', 'between 20k and 30k'. */
export const RANGE_WORDS = keys('-', 'to', 'se', 'till', 'से');
/** 'and' joins a range only after 'between'. */
export const BETWEEN_AND = keys('and', 'aur', 'और', '&');
/** Words listing bedroom counts: '2 or 3 bhk', '2/3 bhk', '2, 3 bhk'. */
export const COUNT_LIST_WORDS = keys('or', ',', '/', 'and', '&', 'ya', 'या');
