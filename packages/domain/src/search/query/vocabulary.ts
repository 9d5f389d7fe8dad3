/**
 * The words the query parser knows (decision 031), in English, Hinglish and Hindi, with the misspellings
 * people type. Phrases are compared as their words run together ('semi furnished', 'semi-furnished' and
 * 'semifurnished' are one key), so each is written once, as people write it.
 */
import type {
  Amenity,
  FilterPurpose,
  Furnishing,
  PostedBy,
  PropertyType,
  SeekerTenant,
  SubTypeFilter,
} from '../../enums.ts';
import { placeKey } from '../../places/place-text.ts';

/** What a known word or phrase says about the search. */
export type Meaning =
  | { key: 'purpose'; value: FilterPurpose }
  | { key: 'type'; value: PropertyType }
  | { key: 'subType'; value: SubTypeFilter }
  | { key: 'furnishing'; value: Furnishing }
  | { key: 'postedBy'; value: PostedBy }
  | { key: 'tenantPreference'; value: SeekerTenant }
  /** `listed`: only in a list of amenities ('with park and lift'), as 'near park' is a landmark. */
  | { key: 'amenities'; value: Amenity; listed?: boolean };

type Table<T extends string> = readonly (readonly [T, readonly string[]])[];

const PURPOSE_WORDS: Table<FilterPurpose> = [
  [
    'buy',
    [
      'buy',
      'buying',
      'purchase',
      'sale',
      'sales',
      'sell',
      'selling',
      'resale',
      'bikau',
      'bikaau',
      'bikao',
      'bechna',
      'kharidna',
      'kharid',
      'kharidne',
      'बिक्री',
      'बिकाऊ',
      'खरीद',
      'खरीदना',
    ],
  ],
  [
    'rent',
    [
      'rent',
      'rental',
      'rented',
      'renting',
      'kiraya',
      'kiraye',
      'kiraaya',
      'kiraaye',
      'kiraya',
      'kirae',
      'kiraye pe',
      'to let',
      'lease',
      'leased',
      'किराया',
      'किराये',
      'किराए',
      'लीज',
    ],
  ],
  ['pg', ['pg', 'pgs', 'paying guest', 'paying guests', 'hostel', 'hostels', 'co living', 'coliving', 'पीजी']],
];

const TYPE_WORDS: Table<PropertyType> = [
  ['residential', ['residential', 'residental', 'resi', 'आवासीय']],
  ['commercial', ['commercial', 'comercial', 'commerical', 'commercial space', 'commercial property', 'व्यावसायिक']],
];

const SUB_TYPE_WORDS: Table<SubTypeFilter> = [
  [
    'flat',
    ['flat', 'flats', 'apartment', 'apartments', 'appartment', 'apartmnt', 'aprtment', 'apt', 'apts', 'फ्लैट', 'अपार्टमेंट'],
  ],
  ['floor', ['builder floor', 'builder floors', 'independent floor']],
  ['studio', ['studio', 'studios', 'studio apartment', 'rk']],
  ['serviced', ['serviced apartment', 'serviced apartments', 'service apartment']],
  ['penthouse', ['penthouse', 'penthouses']],
  [
    'house',
    [
      'house',
      'houses',
      'independent house',
      'villa',
      'villas',
      'bungalow',
      'bungalows',
      'bunglow',
      'kothi',
      'makaan',
      'makan',
      'ghar',
      'row house',
      'duplex',
      'haveli',
      'मकान',
      'घर',
      'कोठी',
      'हवेली',
    ],
  ],
  ['farmhouse', ['farmhouse', 'farm house', 'farmhouses']],
  ['plot', ['plot', 'plots', 'land', 'zameen', 'jameen', 'प्लॉट', 'प्लाट', 'ज़मीन']],
  ['commercial-land', ['commercial land', 'commercial plot']],
  ['agriculture-land', ['agricultural land', 'agriculture land', 'agri land', 'farm land', 'khet', 'खेत']],
  ['industrial-land', ['industrial land', 'industrial plot']],
  ['office', ['office', 'offices', 'office space', 'ofice', 'offce', 'ऑफिस', 'दफ़्तर']],
  ['shell', ['bare shell', 'bare shell office']],
  ['shop', ['shop', 'shops', 'dukaan', 'dukan', 'dukkan', 'showroom', 'showrooms', 'retail', 'retail shop', 'दुकान']],
  ['warehouse', ['warehouse', 'warehouses', 'godown', 'godowns', 'godam', 'gowdown', 'गोदाम']],
  ['cold-storage', ['cold storage']],
  ['industrial', ['industrial', 'industrial shed']],
  ['factory', ['factory', 'factories']],
  ['coworking', ['coworking', 'co working', 'coworking space', 'shared office']],
  ['hotel', ['hotel', 'hotels', 'resort', 'resorts']],
];

const FURNISHING_WORDS: Table<Furnishing> = [
  ['furnished', ['furnished', 'fully furnished', 'full furnished', 'furnised', 'furnishd', 'फर्निश्ड']],
  ['semi-furnished', ['semi furnished', 'semifurnished', 'semi furnised', 'semi', 'partly furnished']],
  ['unfurnished', ['unfurnished', 'un furnished', 'non furnished', 'unfurnised', 'without furniture']],
];

const POSTED_BY_WORDS: Table<PostedBy> = [
  [
    'owner',
    [
      'owner',
      'owners',
      'by owner',
      'direct',
      'direct owner',
      'owner direct',
      'no broker',
      'no brokers',
      'no brokerage',
      'without broker',
      'zero brokerage',
      'brokerage free',
      'broker free',
      'malik',
      'मालिक',
    ],
  ],
  ['builder', ['builder', 'builders', 'by builder', 'developer', 'developers']],
];

/** 'bachelors' is read as single men, as Indian rental ads use it; 'bachelor girls' says otherwise. */
const TENANT_WORDS: Table<SeekerTenant> = [
  [
    'women',
    [
      'girls',
      'girl',
      'ladies',
      'lady',
      'women',
      'woman',
      'female',
      'females',
      'working women',
      'bachelor girls',
      'लड़कियों',
      'लड़कियां',
      'महिला',
      'महिलाओं',
    ],
  ],
  ['men', ['boys', 'boy', 'gents', 'men', 'male', 'males', 'bachelor', 'bachelors', 'bachelor boys', 'लड़कों', 'लड़के']],
  ['family', ['family', 'families', 'family only', 'परिवार']],
];

const AMENITY_WORDS: Table<Amenity> = [
  ['lift', ['lift', 'lifts', 'elevator', 'elevators']],
  ['parking', ['parking', 'car parking', 'covered parking', 'car park']],
  ['gym', ['gym', 'gymnasium']],
  ['swimmingPool', ['swimming pool', 'swiming pool']],
  ['powerBackup', ['power backup', 'power back up', 'dg backup']],
  ['clubhouse', ['clubhouse', 'club house']],
  ['internet', ['wifi', 'internet']],
  ['gasPipeline', ['gas pipeline', 'piped gas']],
  ['fireAlarm', ['fire alarm']],
  ['rainwaterHarvesting', ['rainwater harvesting', 'rain water harvesting']],
  ['indoorGames', ['indoor games']],
  ['childrenPlayArea', ['children play area', "children's play area", 'kids play area', 'play area']],
  ['security', ['gated society', 'gated community', 'cctv']],
];

/** Amenity words that are landmarks or other things too, read as amenities only in a list. */
const LISTED_AMENITY_WORDS: Table<Amenity> = [
  ['park', ['park', 'garden']],
  ['security', ['security', 'guard', 'gated']],
  ['swimmingPool', ['pool']],
  ['powerBackup', ['backup']],
  ['clubhouse', ['club']],
];

function tableEntries<T extends string>(table: Table<T>, meaning: (value: T) => Meaning): [string, Meaning][] {
  return table.flatMap(([value, phrases]) =>
    phrases.map((phrase): [string, Meaning] => [placeKey(phrase), meaning(value)]),
  );
}

function buildVocabulary(): Map<string, Meaning> {
  return new Map([
    ...tableEntries(PURPOSE_WORDS, (value) => ({ key: 'purpose', value })),
    ...tableEntries(TYPE_WORDS, (value) => ({ key: 'type', value })),
    ...tableEntries(SUB_TYPE_WORDS, (value) => ({ key: 'subType', value })),
    ...tableEntries(FURNISHING_WORDS, (value) => ({ key: 'furnishing', value })),
    ...tableEntries(POSTED_BY_WORDS, (value) => ({ key: 'postedBy', value })),
    ...tableEntries(TENANT_WORDS, (value) => ({ key: 'tenantPreference', value })),
    ...tableEntries(AMENITY_WORDS, (value) => ({ key: 'amenities', value })),
    ...tableEntries(LISTED_AMENITY_WORDS, (value) => ({ key: 'amenities', value, listed: true })),
  ]);
}

let vocabulary: Map<string, Meaning> | undefined;

/** The meaning of a word or phrase, by its key (its words run together). */
export function meaningOf(key: string): Meaning | undefined {
  vocabulary ??= buildVocabulary();
  return vocabulary.get(key);
}

/** Words that link amenities in a list: 'with lift and parking', 'lift, parking'. */
export const LIST_WORDS = new Set(['with', 'having', 'and', '&', ',', 'aur', 'और', 'wala', 'wali', 'wale', 'plus']);
/** Words that open a list of amenities. */
export const AMENITY_LIST_OPENERS = new Set(['with', 'having', 'wala', 'wali', 'wale']);

/** Words of six letters or more a misspelling is looked for among: the vocabulary's words one by one. */
let longWords: string[] | undefined;

export function vocabularyWords(): readonly string[] {
  longWords ??= [
    ...new Set(
      [
        ...PURPOSE_WORDS,
        ...TYPE_WORDS,
        ...SUB_TYPE_WORDS,
        ...FURNISHING_WORDS,
        ...POSTED_BY_WORDS,
        ...TENANT_WORDS,
        ...AMENITY_WORDS,
        ...LISTED_AMENITY_WORDS,
      ]
        .flatMap(([, phrases]) => phrases.flatMap((phrase) => phrase.split(' ')))
        .map(placeKey)
        .filter((word) => word.length >= 6),
    ),
  ];
  return longWords;
}
