import type {
  Age,
  Amenity,
  Facing,
  Furnishing,
  PropertyType,
  Purpose,
  SubType,
  TenantPreference,
} from '@aangan/domain';
import { AMENITY_LABELS } from '@aangan/domain';
import type { Rng } from './random.ts';
import { chance, pick, pickSome } from './random.ts';

/** What the title and description are written from; already decided by the factory. */
export interface ListingFacts {
  purpose: Purpose;
  type: PropertyType;
  subType: SubType;
  bedrooms: number | null;
  bathrooms: number | null;
  balconies: number | null;
  carpetArea: number | null;
  builtUpArea: number | null;
  plotArea: number | null;
  furnishing: Furnishing | null;
  facing: Facing;
  age: Age;
  floorNumber: number | null;
  totalFloors: number | null;
  parkingSpots: number | null;
  city: string;
  locality: string;
  street: string;
  society: string | null;
  /** A Rajasthani haveli (house or hotel): jharokhas, sandstone, courtyard. */
  isHeritage: boolean;
  tenantPreference: TenantPreference | null;
  amenities: readonly Amenity[];
  availableFrom: string;
  today: string;
}

export const SOCIETIES = [
  'Shanti Residency',
  'Green Valley Apartments',
  'Sunrise Heights',
  'Aravali Enclave',
  'Shree Ganesh Apartments',
  'Royal Palms',
  'Silver Oak Residency',
  'Lakeview Towers',
  'Krishna Kunj',
  'Orchid Greens',
  'Maple Court',
  'Sai Samruddhi',
] as const;

const HOME_KINDS: Partial<Record<SubType, string>> = {
  flat: 'flat',
  house: 'independent house',
  floor: 'builder floor',
  studio: 'studio apartment',
  serviced: 'serviced apartment',
  farmhouse: 'farmhouse',
};

const BUSINESS_KINDS: Partial<Record<SubType, string>> = {
  warehouse: 'warehouse',
  'cold-storage': 'cold storage facility',
  factory: 'factory shed',
  'commercial-land': 'commercial plot',
  'industrial-land': 'industrial plot',
  'agriculture-land': 'agricultural land parcel',
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const sqft = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

function formatArea(value: number | null): string {
  return sqft.format(value ?? 0);
}

function ordinalFloor(floor: number | null): string {
  if (floor === null || floor <= 0) return 'ground';
  const suffix = floor % 10 === 1 && floor !== 11 ? 'st' : floor % 10 === 2 && floor !== 12 ? 'nd' : 'th';
  return `${floor}${floor % 10 === 3 && floor !== 13 ? 'rd' : suffix}`;
}

function plural(count: number, one: string, many: string): string {
  if (count === 0) return `no ${one}`;
  return `${count} ${count === 1 ? one : many}`;
}

/** "A"/"An" by sound; good enough for the words these templates put after it. */
function article(word: string): string {
  return /^[aeiou]/i.test(word) ? 'An' : 'A';
}

function formatDay(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${Number(day)} ${MONTHS[Number(month) - 1] ?? ''} ${year}`;
}

function isFlatLike(subType: SubType): boolean {
  return subType === 'flat' || subType === 'serviced' || subType === 'studio';
}

function isLand(subType: SubType): boolean {
  return subType === 'commercial-land' || subType === 'industrial-land' || subType === 'agriculture-land';
}

export function buildTitle(rng: Rng, f: ListingFacts): string {
  const bhk = `${f.bedrooms ?? 1} BHK`;
  const furnished = f.furnishing === 'furnished' ? 'Furnished ' : '';
  if (f.purpose === 'pg') {
    const whom = f.tenantPreference === 'women' ? 'Women' : f.tenantPreference === 'men' ? 'Men' : '';
    return whom === ''
      ? `${furnished}Co-living PG near ${f.locality}`
      : `${furnished}PG for ${whom} near ${f.locality}`;
  }
  switch (f.subType) {
    case 'flat':
      if (f.purpose === 'rent') return `${furnished}${bhk} Flat for Rent in ${f.locality}`;
      return f.society && chance(rng, 0.4) ? `${bhk} Apartment in ${f.society}` : `${bhk} Flat in ${f.locality}`;
    case 'house':
      if (f.isHeritage) return `${bhk} Haveli-style House in ${f.locality}`;
      return chance(rng, 0.5)
        ? `${bhk} Independent House in ${f.locality}`
        : `${bhk} Villa with Garden in ${f.locality}`;
    case 'floor':
      return f.floorNumber === 0
        ? `Ground-floor ${bhk} Builder Floor in ${f.locality}`
        : `${bhk} Builder Floor in ${f.locality}`;
    case 'studio':
      return `${furnished}Studio Apartment in ${f.locality}`;
    case 'serviced':
      return `Serviced ${bhk} Apartment in ${f.locality}`;
    case 'farmhouse':
      return `Farmhouse with Lawn near ${f.locality}`;
    case 'office':
      return f.furnishing === 'furnished'
        ? `Furnished Office Space in ${f.locality}`
        : `${formatArea(f.carpetArea)} sq.ft Office Space on ${f.street}`;
    case 'shell':
      return `Bare Shell Office on ${f.street}`;
    case 'retail':
      return f.floorNumber === 0 ? `Ground-floor Retail Shop on ${f.street}` : `Showroom Space on ${f.street}`;
    case 'warehouse':
      return `${formatArea(f.builtUpArea)} sq.ft Warehouse near ${f.street}`;
    case 'cold-storage':
      return `Cold Storage Facility near ${f.locality}`;
    case 'factory':
      return `Factory Shed in ${f.locality}`;
    case 'commercial-land':
      return `Commercial Plot on ${f.street}`;
    case 'industrial-land':
      return `Industrial Plot near ${f.locality}`;
    case 'agriculture-land':
      return `Agricultural Land near ${f.locality}`;
    case 'hotel':
      return f.isHeritage ? `Heritage Haveli Hotel in ${f.locality}` : `Boutique Hotel in ${f.locality}`;
    default:
      // 'other' stands for a residential plot (the enum has no plot) or a mixed-use commercial space.
      return f.type === 'residential'
        ? `${formatArea(f.plotArea)} sq.ft Residential Plot in ${f.locality}`
        : `Commercial Space in ${f.locality}`;
  }
}

function amenitySentence(rng: Rng, amenities: readonly Amenity[], place: string): string | null {
  if (amenities.length < 2) return null;
  // Lower-case reads naturally mid-sentence, except for a proper term like Wi-Fi.
  const names = pickSome(rng, amenities, 3).map((id) =>
    id === 'internet' ? 'Wi-Fi' : AMENITY_LABELS[id].toLowerCase(),
  );
  const last = names.pop();
  return `${place} ${names.join(', ')} and ${last}.`;
}

function furnishingSentence(f: ListingFacts): string {
  if (f.furnishing === 'furnished') return 'Comes fully furnished with beds, wardrobes, ACs and a modular kitchen.';
  if (f.furnishing === 'semi-furnished') return 'Semi-furnished with wardrobes, fans, lights and a modular kitchen.';
  if (f.furnishing === 'unfurnished') return 'Unfurnished, so you can set it up your way.';
  return 'Good cross ventilation and plenty of natural light all day.';
}

function openingSentence(rng: Rng, f: ListingFacts): string {
  const kind = HOME_KINDS[f.subType] ?? BUSINESS_KINDS[f.subType] ?? 'space';
  const where = `${f.locality}, ${f.city}`;
  if (f.purpose === 'pg') {
    const whom = f.tenantPreference === 'women' ? 'working women and students' : 'students and working professionals';
    return `Safe and clean single and double sharing rooms for ${whom} in ${where}, close to ${f.street}.`;
  }
  if (f.type === 'residential' && f.subType === 'other') {
    return `${article(f.facing)} ${f.facing}-facing ${formatArea(f.plotArea)} sq.ft residential plot in ${where}, in an approved colony with a wide road in front.`;
  }
  if (f.type === 'residential') {
    const rooms = f.subType === 'studio' ? 'studio apartment' : `${f.bedrooms} BHK ${kind}`;
    if (f.floorNumber !== null && f.totalFloors !== null && chance(rng, 0.5)) {
      return `Well-kept ${rooms} of ${formatArea(f.carpetArea)} sq.ft carpet area on the ${ordinalFloor(f.floorNumber)} floor of a ${f.totalFloors}-storey building in ${where}.`;
    }
    return `${article(f.facing)} ${f.facing}-facing ${rooms} in ${where}, with ${plural(f.bathrooms ?? 1, 'bathroom', 'bathrooms')} and ${plural(f.balconies ?? 0, 'balcony', 'balconies')}.`;
  }
  switch (f.subType) {
    case 'office':
    case 'shell':
      return `${formatArea(f.carpetArea)} sq.ft office space on the ${ordinalFloor(f.floorNumber)} floor of a ${f.totalFloors ?? 1}-storey commercial building on ${f.street}, ${f.locality}.`;
    case 'retail':
      return `High-footfall ${formatArea(f.carpetArea)} sq.ft retail shop on ${f.street}, ${where}.`;
    case 'hotel':
      return `A ${f.isHeritage ? 'restored haveli run as a ' : ''}hotel of ${formatArea(f.builtUpArea)} sq.ft in ${where}, with a restaurant and a rooftop terrace.`;
    default:
      return isLand(f.subType)
        ? `${formatArea(f.plotArea)} sq.ft ${kind} with road frontage on ${f.street}, ${where}.`
        : `${formatArea(f.builtUpArea)} sq.ft ${kind} on a ${formatArea(f.plotArea)} sq.ft plot near ${f.street}, ${where}.`;
  }
}

function featureSentence(rng: Rng, f: ListingFacts): string {
  if (f.purpose === 'pg') return 'Rent includes two meals a day, Wi-Fi, housekeeping and power backup.';
  if (f.type === 'residential' && f.subType === 'other')
    return 'Clear title, boundary wall in place and ready for construction.';
  if (f.type === 'residential') {
    if (f.subType === 'house' && f.isHeritage) {
      return 'Carved jharokha windows, a sandstone facade and a shaded courtyard keep it cool through the summer.';
    }
    return chance(rng, 0.5)
      ? furnishingSentence(f)
      : (amenitySentence(rng, f.amenities, isFlatLike(f.subType) ? 'The society offers' : 'Amenities include') ??
          furnishingSentence(f));
  }
  switch (f.subType) {
    case 'office':
    case 'shell':
      return `Suits IT firms, start-ups and consultants, with ${plural(f.parkingSpots ?? 1, 'parking spot', 'parking spots')} and 24-hour access.`;
    case 'retail':
      return 'Wide frontage with a glass display, suitable for a showroom, pharmacy or cafe.';
    case 'hotel':
      return 'Fully operational with trained staff, a steady flow of tourists and good online reviews.';
    default:
      return isLand(f.subType)
        ? 'Clear title, boundary wall in place and approach road suitable for trucks.'
        : 'Truck access, high ceilings and a three-phase power connection.';
  }
}

function locationSentence(rng: Rng, f: ListingFacts): string {
  const sentences = [
    `Well connected to ${f.street} and the rest of ${f.city}.`,
    `${f.locality} is one of the most sought-after neighbourhoods of ${f.city}.`,
  ];
  if (f.type === 'residential') sentences.push(`Schools, markets and ${f.street} are a short walk away.`);
  return pick(rng, sentences);
}

function closingSentence(rng: Rng, f: ListingFacts): string {
  const from = f.availableFrom <= f.today ? 'Available immediately' : `Available from ${formatDay(f.availableFrom)}`;
  if (f.purpose === 'sell') {
    if (f.age === 'new-launch')
      return 'New launch with possession in about two years; early buyers get the best floors.';
    if (f.type === 'commercial') {
      return pick(rng, ['Clear title and ready for registration.', 'A sound investment; bank finance available.']);
    }
    return pick(rng, [
      'Clear title and ready for registration.',
      'Home loans available from leading banks.',
      `${from}; visits on any weekend.`,
    ]);
  }
  if (f.purpose === 'pg') return `${from}; deposit refundable on one month's notice.`;
  const who: Record<TenantPreference, string> = {
    family: 'families preferred',
    men: 'working men preferred',
    women: 'working women preferred',
    any: 'all tenants welcome',
  };
  return f.type === 'commercial'
    ? `${from} on a lease with a lock-in period.`
    : `${from}, ${who[f.tenantPreference ?? 'any']}.`;
}

/** Two to four sentences in two paragraphs (the line break shows that descriptions keep their layout). */
export function buildDescription(rng: Rng, f: ListingFacts): string {
  const first = [openingSentence(rng, f)];
  const second: string[] = [];
  const extras = Math.floor(rng() * 3);
  if (extras >= 1) first.push(featureSentence(rng, f));
  if (extras >= 2) second.push(locationSentence(rng, f));
  second.push(closingSentence(rng, f));
  return `${first.join(' ')}\n${second.join(' ')}`;
}
