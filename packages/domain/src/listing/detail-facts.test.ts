import { describe, expect, it } from 'vitest';
import type { Property } from '../contract/responses.ts';
import { formatIndianNumber } from '../format/numbers.ts';
import {
  additionalChargesValue,
  addressLine,
  amenityLabels,
  availabilityLabel,
  balconiesValue,
  depositValue,
  detailFacts,
  type FactRow,
  floorLabel,
  floorValue,
  formatListingDate,
  furnishingItems,
  humanizeId,
  indianCalendarDay,
  indianDayStart,
  NO_AMENITIES_MESSAGE,
  NO_TERMS_MESSAGE,
  parkingValue,
  propertyTypeLabel,
  termsFacts,
} from './detail-facts.ts';
import { type DetailWords, ENGLISH_DETAIL_WORDS } from './detail-words.ts';

const TODAY = '2026-06-15';

type Overrides = Omit<Partial<Property>, 'details' | 'location' | 'termsAndConditions'> & {
  details?: Partial<Property['details']>;
  location?: Partial<Property['location']>;
  termsAndConditions?: Partial<Property['termsAndConditions']>;
};

function listing(overrides: Overrides = {}): Property {
  const { details, location, termsAndConditions, ...rest } = overrides;
  return {
    id: 'p1',
    title: '3 BHK flat near Junagarh',
    purpose: 'sell',
    type: 'residential',
    subType: 'flat',
    price: 6_500_000,
    securityDeposit: null,
    priceInWords: 'Sixty Five Lakh',
    priceNegotiable: false,
    additionalCharges: { electricity: false, water: false, maintenance: false },
    agreementType: 'any',
    brokerAllowed: true,
    description: 'Sunny and airy.',
    availability: '2026-07-01',
    tenantPreference: null,
    images: [],
    coverImageIndex: 0,
    video: null,
    audioDescription: null,
    amenities: [],
    views: 0,
    propertyScore: 80,
    verificationStatus: true,
    postedBy: { id: 'u1', type: 'owner', name: 'Asha' },
    createdAt: '2025-06-01T10:00:00.000Z',
    updatedAt: '2025-06-02T10:00:00.000Z',
    ...rest,
    location: {
      city: 'Bikaner',
      locality: 'JNV Colony',
      subLocality: null,
      society: null,
      address: '12, Sector 5',
      pincode: '334003',
      map: null,
      ...location,
    },
    details: {
      bedrooms: 3,
      bathrooms: 2,
      balconies: 1,
      plotArea: null,
      builtUpArea: 1450,
      carpetArea: 1200,
      totalFloors: 10,
      floorNumber: 3,
      parkingSpots: 2,
      furnishing: 'semi-furnished',
      furnishingDetails: {},
      age: '1-5',
      facing: 'northeast',
      parking: 'covered',
      ...details,
    },
    termsAndConditions: { agreementDuration: null, noticePeriod: null, brokerAllowed: true, ...termsAndConditions },
  };
}

function factValue(facts: FactRow[], label: string): string | undefined {
  return facts.find((row) => row.label === label)?.value;
}

function labelsOf(facts: FactRow[]): string[] {
  return facts.map((row) => row.label);
}

describe('humanizeId', () => {
  it('turns camelCase, kebab-case and snake_case ids into a sentence-case phrase', () => {
    expect(humanizeId('solarPanels')).toBe('Solar panels');
    expect(humanizeId('solar-panels')).toBe('Solar panels');
    expect(humanizeId(' solar_panels ')).toBe('Solar panels');
    expect(humanizeId('evCharging2')).toBe('Ev charging2');
    expect(humanizeId('')).toBe('');
  });
});

describe('dates', () => {
  it('formats a calendar day as d MMM yyyy, September as Sep', () => {
    expect(formatListingDate('2026-12-01')).toBe('1 Dec 2026');
    expect(formatListingDate('2026-09-30')).toBe('30 Sep 2026');
    expect(formatListingDate('2026-09-30', 'hi')).toBe('30 सितंबर 2026');
    expect(formatListingDate('2026-01-05')).toBe('5 Jan 2026');
  });

  it('reads a timestamp on Indian time', () => {
    // 20:00 UTC on 31 Jan is 01:30 on 1 Feb in India.
    expect(formatListingDate('2025-01-31T20:00:00.000Z')).toBe('1 Feb 2025');
    expect(indianCalendarDay(new Date('2025-01-31T18:29:00.000Z'))).toBe('2025-01-31');
    expect(indianCalendarDay(new Date('2025-01-31T18:30:00.000Z'))).toBe('2025-02-01');
  });

  it('finds when the Indian day began: midnight in India, 18:30 UTC the day before', () => {
    const began = new Date('2025-01-31T18:30:00.000Z');
    expect(indianDayStart(new Date('2025-02-01T09:00:00.000Z'))).toEqual(began);
    expect(indianDayStart(began)).toEqual(began);
    expect(indianDayStart(new Date('2025-01-31T18:29:59.999Z'))).toEqual(new Date('2025-01-30T18:30:00.000Z'));
  });

  it('gives null for anything that is not a date', () => {
    expect(formatListingDate(null)).toBeNull();
    expect(formatListingDate(undefined)).toBeNull();
    expect(formatListingDate('  ')).toBeNull();
    expect(formatListingDate('soon')).toBeNull();
  });

  it('says Available now from the day itself, and the date before it', () => {
    expect(availabilityLabel('2026-12-01', TODAY)).toBe('Available from 1 Dec 2026');
    expect(availabilityLabel('2026-06-16', TODAY)).toBe('Available from 16 Jun 2026');
    expect(availabilityLabel(TODAY, TODAY)).toBe('Available now');
    expect(availabilityLabel('2024-01-01', TODAY)).toBe('Available now');
    expect(availabilityLabel(null, TODAY)).toBeNull();
    expect(availabilityLabel('not a date', TODAY)).toBeNull();
  });
});

describe('propertyTypeLabel', () => {
  it('joins the type and the sub-type labels', () => {
    expect(propertyTypeLabel({ type: 'residential', subType: 'flat' })).toBe('Residential · Flat/Apartment');
    expect(propertyTypeLabel({ type: 'commercial', subType: 'retail' })).toBe('Commercial · Retail Shop');
  });

  it('keeps an unknown sub-type as stored and leaves out a blank one', () => {
    expect(propertyTypeLabel({ type: 'residential', subType: 'bungalow' })).toBe('Residential · bungalow');
    expect(propertyTypeLabel({ type: 'commercial', subType: ' ' })).toBe('Commercial');
  });
});

describe('floors', () => {
  it('names the ground floor and the basements', () => {
    expect(floorLabel(0)).toBe('Ground');
    expect(floorLabel(-1)).toBe('Upper basement');
    expect(floorLabel(-2)).toBe('Lower basement');
    expect(floorLabel(7)).toBe('7');
  });

  it('reads the floor out of the total', () => {
    expect(floorValue(3, 10)).toBe('3 of 10');
    expect(floorValue(0, 4)).toBe('Ground of 4');
    expect(floorValue(5, null)).toBe('5');
    expect(floorValue(5, 0)).toBe('5');
  });

  it('gives only the total when the floor is missing, and nothing without either', () => {
    expect(floorValue(null, 4)).toBe('4 floors in total');
    expect(floorValue(null, 1)).toBe('1 floor in total');
    expect(floorValue(null, null)).toBeNull();
  });
});

describe('balconiesValue', () => {
  it('uses the wizard labels, 4 reading More than 3', () => {
    expect(balconiesValue(1)).toBe('1');
    expect(balconiesValue(3)).toBe('3');
    expect(balconiesValue(4)).toBe('More than 3');
  });

  it('says None for 0 and shows a value outside the options as a number', () => {
    expect(balconiesValue(0)).toBe('None');
    expect(balconiesValue(6)).toBe('6');
    expect(balconiesValue(null)).toBeNull();
    expect(balconiesValue(-1)).toBeNull();
  });
});

describe('furnishingItems', () => {
  it('lists counters with their count, then ticked items, in the wizard order', () => {
    expect(furnishingItems({ sofa: true, beds: 2, ac: 3, fridge: true, lights: 6 })).toEqual([
      'Lights × 6',
      'AC × 3',
      'Beds × 2',
      'Sofa',
      'Fridge',
    ]);
  });

  it('leaves out zero counts and unticked items', () => {
    expect(furnishingItems({ fans: 0, tv: 1, stove: false, washingMachine: true })).toEqual([
      'TV × 1',
      'Washing Machine',
    ]);
    expect(furnishingItems({})).toEqual([]);
  });

  it('humanizes items no list knows instead of dropping them', () => {
    expect(furnishingItems({ bunkBed: 2, studyTable: true, oldItem: false })).toEqual(['Bunk bed × 2', 'Study table']);
  });
});

describe('parkingValue', () => {
  it('adds the number of spots', () => {
    expect(parkingValue('covered', 2)).toBe('Covered · 2 spots');
    expect(parkingValue('both', 1)).toBe('Covered and open · 1 spot');
  });

  it('shows the kind alone without spots, and None for no parking', () => {
    expect(parkingValue('open', null)).toBe('Open');
    expect(parkingValue('open', 0)).toBe('Open');
    expect(parkingValue('none', 3)).toBe('None');
    expect(parkingValue(null, 3)).toBeNull();
  });
});

describe('addressLine', () => {
  it('joins the address parts once each, with the pin code', () => {
    const location = listing().location;
    expect(addressLine(location)).toBe('12, Sector 5, JNV Colony, Bikaner - 334003');
    expect(addressLine({ ...location, subLocality: 'Sector 5 Market', locality: 'jnv colony' })).toBe(
      '12, Sector 5, Sector 5 Market, jnv colony, Bikaner - 334003',
    );
    expect(addressLine({ ...location, address: 'Bikaner', subLocality: ' ', pincode: '' })).toBe('Bikaner, JNV Colony');
  });
});

describe('detailFacts', () => {
  it('describes a residential sale in words, in reading order', () => {
    const facts = detailFacts(
      listing({ details: { furnishingDetails: { ac: 2, sofa: true } }, location: { society: 'Green Park' } }),
      TODAY,
    );
    expect(facts).toEqual([
      { label: 'Property type', value: 'Residential · Flat/Apartment' },
      { label: 'Listed for', value: 'For Sale' },
      { label: 'Bedrooms', value: '3 BHK' },
      { label: 'Bathrooms', value: '2' },
      { label: 'Balconies', value: '1' },
      { label: 'Carpet area', value: '1,200 sq.ft' },
      { label: 'Built-up area', value: '1,450 sq.ft' },
      { label: 'Floor', value: '3 of 10' },
      { label: 'Furnishing', value: 'Semi-furnished' },
      { label: 'Furnished with', value: 'AC × 2, Sofa' },
      { label: 'Age of property', value: '1-5 years' },
      { label: 'Facing', value: 'North-East' },
      { label: 'Parking', value: 'Covered · 2 spots' },
      { label: 'Availability', value: 'Available from 1 Jul 2026' },
      { label: 'Society', value: 'Green Park' },
      { label: 'Address', value: '12, Sector 5, JNV Colony, Bikaner - 334003' },
      { label: 'Posted on', value: '1 Jun 2025' },
    ]);
  });

  it('leaves out rooms for commercial space and skips missing or zero areas', () => {
    const facts = detailFacts(
      listing({
        type: 'commercial',
        subType: 'office',
        details: { bedrooms: 2, bathrooms: 1, balconies: 1, carpetArea: 900, builtUpArea: 0, plotArea: null },
      }),
      TODAY,
    );
    expect(factValue(facts, 'Property type')).toBe('Commercial · Office Space');
    expect(labelsOf(facts)).not.toContain('Bedrooms');
    expect(labelsOf(facts)).not.toContain('Bathrooms');
    expect(labelsOf(facts)).not.toContain('Balconies');
    expect(factValue(facts, 'Carpet area')).toBe('900 sq.ft');
    expect(labelsOf(facts)).not.toContain('Built-up area');
    expect(labelsOf(facts)).not.toContain('Plot area');
  });

  it('shows the plot area and More than 3 balconies', () => {
    const facts = detailFacts(listing({ details: { plotArea: 125000, balconies: 4 } }), TODAY);
    expect(factValue(facts, 'Plot area')).toBe('1,25,000 sq.ft');
    expect(factValue(facts, 'Balconies')).toBe('More than 3');
  });

  it('has no floor for a house or a farmhouse, and reads floor 0 as Ground', () => {
    expect(labelsOf(detailFacts(listing({ subType: 'house' }), TODAY))).not.toContain('Floor');
    expect(labelsOf(detailFacts(listing({ subType: 'farmhouse' }), TODAY))).not.toContain('Floor');
    expect(factValue(detailFacts(listing({ details: { floorNumber: 0, totalFloors: 4 } }), TODAY), 'Floor')).toBe(
      'Ground of 4',
    );
    const noFloor = listing({ details: { floorNumber: null, totalFloors: null } });
    expect(labelsOf(detailFacts(noFloor, TODAY))).not.toContain('Floor');
  });

  it('lists furnishing items only for a furnished or semi-furnished home', () => {
    const details = { furnishingDetails: { fans: 4 } };
    const furnished = detailFacts(listing({ details: { ...details, furnishing: 'furnished' } }), TODAY);
    expect(factValue(furnished, 'Furnishing')).toBe('Furnished');
    expect(factValue(furnished, 'Furnished with')).toBe('Fans × 4');
    const unfurnished = detailFacts(listing({ details: { ...details, furnishing: 'unfurnished' } }), TODAY);
    expect(factValue(unfurnished, 'Furnishing')).toBe('Unfurnished');
    expect(labelsOf(unfurnished)).not.toContain('Furnished with');
  });

  it('gives the tenant preference for rent and PG only', () => {
    expect(
      factValue(detailFacts(listing({ purpose: 'rent', tenantPreference: 'men' }), TODAY), 'Preferred tenants'),
    ).toBe('Single men');
    expect(factValue(detailFacts(listing({ purpose: 'pg', tenantPreference: 'family' }), TODAY), 'Listed for')).toBe(
      'PG',
    );
    expect(labelsOf(detailFacts(listing({ purpose: 'sell', tenantPreference: 'women' }), TODAY))).not.toContain(
      'Preferred tenants',
    );
  });

  it('drops the parking spots when there is no parking and rows whose values are missing', () => {
    const facts = detailFacts(
      listing({
        availability: null,
        details: { parking: 'none', parkingSpots: 3, furnishing: null, age: null, facing: null },
        createdAt: 'garbage',
      }),
      TODAY,
    );
    expect(factValue(facts, 'Parking')).toBe('None');
    for (const label of ['Furnishing', 'Age of property', 'Facing', 'Availability', 'Posted on', 'Society']) {
      expect(labelsOf(facts)).not.toContain(label);
    }
  });

  it('says Available now once the day has come', () => {
    expect(factValue(detailFacts(listing({ availability: TODAY }), TODAY), 'Availability')).toBe('Available now');
  });

  it('labels a new launch', () => {
    expect(factValue(detailFacts(listing({ details: { age: 'new-launch' } }), TODAY), 'Age of property')).toBe(
      'New launch',
    );
  });
});

describe('amenityLabels', () => {
  it('labels wizard ids in the stored order', () => {
    expect(amenityLabels(['lift', 'powerBackup', 'internet', 'clubhouse'])).toEqual([
      'Lift',
      'Power Backup',
      'Wi-Fi',
      'Club House',
    ]);
  });

  it('accepts filter ids and labels, naming each amenity once', () => {
    expect(amenityLabels(['swimming-pool', 'swimmingPool', 'Gym', 'children-play-area'])).toEqual([
      'Swimming Pool',
      'Gym',
      "Children's Play Area",
    ]);
  });

  it('humanizes unknown ids and skips blank ones', () => {
    expect(amenityLabels(['solarPanels', ' ', 'lift'])).toEqual(['Solar panels', 'Lift']);
    expect(amenityLabels([])).toEqual([]);
  });

  it('has a message for no amenities', () => {
    expect(NO_AMENITIES_MESSAGE).toBe('No amenities listed');
  });
});

describe('additionalChargesValue', () => {
  it('says Included in rent when all three are included', () => {
    expect(additionalChargesValue({ electricity: true, water: true, maintenance: true })).toBe('Included in rent');
  });

  it('names what is charged extra', () => {
    expect(additionalChargesValue({ electricity: false, water: false, maintenance: false })).toBe(
      'Electricity, water and maintenance charged extra',
    );
    expect(additionalChargesValue({ electricity: false, water: true, maintenance: true })).toBe(
      'Electricity charged extra; water and maintenance included in rent',
    );
    expect(additionalChargesValue({ electricity: false, water: false, maintenance: true })).toBe(
      'Electricity and water charged extra; maintenance included in rent',
    );
  });
});

describe('depositValue', () => {
  it('formats a deposit, says None for zero and skips what no listing can have', () => {
    expect(depositValue(108_000)).toBe('₹1.08 Lac');
    expect(depositValue(0)).toBe('None');
    expect(depositValue(null)).toBeNull();
    expect(depositValue(-5)).toBeNull();
  });
});

describe('termsFacts', () => {
  const rent = listing({
    purpose: 'rent',
    price: 18_000,
    securityDeposit: 36_000,
    agreementType: 'company',
    brokerAllowed: false,
    priceNegotiable: true,
    additionalCharges: { electricity: false, water: true, maintenance: true },
    termsAndConditions: { agreementDuration: 12, noticePeriod: 2 },
  });

  it('gives every rent term in words', () => {
    expect(termsFacts(rent)).toEqual([
      { label: 'Price', value: 'Negotiable' },
      { label: 'Agreement', value: 'Company Lease Agreement' },
      { label: 'Agreement duration', value: '1 year' },
      { label: 'Notice period', value: '2 months' },
      { label: 'Security deposit', value: '₹36.00k' },
      { label: 'Additional charges', value: 'Electricity charged extra; water and maintenance included in rent' },
      { label: 'Brokers', value: 'Not allowed' },
    ]);
  });

  it('reads Any agreement, months that are not whole years, and allowed brokers', () => {
    const facts = termsFacts({
      ...rent,
      agreementType: 'any',
      brokerAllowed: true,
      priceNegotiable: false,
      securityDeposit: null,
      termsAndConditions: { agreementDuration: 6, noticePeriod: 1, brokerAllowed: true },
    });
    expect(factValue(facts, 'Agreement')).toBe('Any');
    expect(factValue(facts, 'Agreement duration')).toBe('6 months');
    expect(factValue(facts, 'Notice period')).toBe('1 month');
    expect(factValue(facts, 'Brokers')).toBe('Allowed');
    expect(labelsOf(facts)).not.toContain('Price');
    expect(labelsOf(facts)).not.toContain('Security deposit');
  });

  it('leaves out a missing duration and notice period', () => {
    const facts = termsFacts({
      ...rent,
      termsAndConditions: { agreementDuration: null, noticePeriod: 0, brokerAllowed: true },
    });
    expect(labelsOf(facts)).not.toContain('Agreement duration');
    expect(labelsOf(facts)).not.toContain('Notice period');
  });

  it('gives a sale or PG only its negotiable price, never the rent fillers', () => {
    expect(termsFacts(listing({ purpose: 'sell', priceNegotiable: true }))).toEqual([
      { label: 'Price', value: 'Negotiable' },
    ]);
    expect(termsFacts({ ...rent, purpose: 'pg', priceNegotiable: false })).toEqual([]);
  });

  it('is empty for a listing without terms, which then shows the message', () => {
    expect(termsFacts(listing({ purpose: 'sell', priceNegotiable: false }))).toEqual([]);
    expect(NO_TERMS_MESSAGE).toMatch(/not set any terms/);
  });
});

describe('in other words', () => {
  // Words in another language, recognisable by their marks; the rules stay the domain's.
  const tagged = <K extends string>(table: Readonly<Record<K, string>>) =>
    Object.fromEntries(Object.entries(table).map(([key, value]) => [key, `«${value}»`])) as Record<K, string>;
  const { labels } = ENGLISH_DETAIL_WORDS;
  const words: DetailWords = {
    ...ENGLISH_DETAIL_WORDS,
    locale: 'hi',
    labels: {
      ...labels,
      PROPERTY_TYPE_LABELS: tagged(labels.PROPERTY_TYPE_LABELS),
      SUB_TYPE_LABELS: tagged(labels.SUB_TYPE_LABELS),
      PARKING_LABELS: tagged(labels.PARKING_LABELS),
      FURNISHING_COUNTER_LABELS: tagged(labels.FURNISHING_COUNTER_LABELS),
      AGREEMENT_TYPE_LABELS: tagged(labels.AGREEMENT_TYPE_LABELS),
      AMENITY_LABELS: tagged(labels.AMENITY_LABELS),
      formatArea: (squareFeet) => `${formatIndianNumber(squareFeet)} वर्ग फ़ुट`,
      monthsLabel: (months) => (months % 12 === 0 ? `${months / 12} साल` : `${months} महीने`),
    },
    rows: tagged(ENGLISH_DETAIL_WORDS.rows),
    availableFrom: (date) => `${date} से`,
    ground: 'भूतल',
    floorOf: (floor, total) => `${total} में से ${floor}`,
    floorsInTotal: (total) => `कुल ${total} मंज़िलें`,
    spots: (count) => `${count} जगह`,
    none: 'कोई नहीं',
    charges: { electricity: 'बिजली', water: 'पानी', maintenance: 'मेंटेनेंस' },
    chargedExtra: (extra) => `${extra} अलग से`,
    chargedExtraRestIncluded: (extra, included) => `${extra} अलग से; ${included} किराए में शामिल`,
    and: 'और',
  };

  it('names the rows and values in the words given, dates and prices in their language', () => {
    const facts = detailFacts(
      listing({ details: { furnishingDetails: { ac: 2 }, floorNumber: 0 }, availability: '2026-12-01' }),
      TODAY,
      words,
    );
    expect(factValue(facts, '«Property type»')).toBe('«Residential» · «Flat/Apartment»');
    expect(factValue(facts, '«Carpet area»')).toBe('1,200 वर्ग फ़ुट');
    expect(factValue(facts, '«Floor»')).toBe('10 में से भूतल');
    expect(factValue(facts, '«Parking»')).toBe('«Covered» · 2 जगह');
    expect(factValue(facts, '«Furnished with»')).toBe('«AC» × 2');
    expect(factValue(facts, '«Availability»')).toBe('1 दिसंबर 2026 से');
    expect(factValue(facts, '«Posted on»')).toBe('1 जून 2025');
    expect(floorValue(null, 4, words)).toBe('कुल 4 मंज़िलें');
    expect(balconiesValue(0, words)).toBe('कोई नहीं');
    expect(amenityLabels(['lift'], words.labels)).toEqual(['«Lift»']);
  });

  it('gives the terms in the words given, with the same rules', () => {
    const rent = listing({
      purpose: 'rent',
      securityDeposit: 36_000,
      agreementType: 'company',
      additionalCharges: { electricity: false, water: true, maintenance: true },
      termsAndConditions: { agreementDuration: 24, noticePeriod: 2 },
    });
    expect(termsFacts(rent, words)).toEqual([
      { label: '«Agreement»', value: '«Company Lease Agreement»' },
      { label: '«Agreement duration»', value: '2 साल' },
      { label: '«Notice period»', value: '2 महीने' },
      { label: '«Security deposit»', value: '₹36.00 हज़ार' },
      { label: '«Additional charges»', value: 'बिजली अलग से; पानी और मेंटेनेंस किराए में शामिल' },
      { label: '«Brokers»', value: 'Allowed' },
    ]);
  });
});
