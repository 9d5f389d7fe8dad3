/**
 * Cities and localities the demo data is placed in. Pincodes are the localities' main post offices as
 * best known; rates are rough market averages in rupees per sq.ft of built-up area, enough to keep a
 * Bandra flat dearer than a Bikaner one.
 */

interface Locality {
  name: string;
  pincode: string;
  /** Roads and landmarks a listing's address or title can name. */
  streets: readonly string[];
  /** Sectors/blocks/phases used as the sub-locality where the locality is divided that way. */
  sectors: readonly string[];
  /** Multiplies the city's rate: posh localities cost more. */
  premium: number;
}

export interface City {
  name: string;
  state: string;
  /** Share of generated listings (relative). */
  weight: number;
  /** Residential sale rate, ₹ per sq.ft of built-up area. */
  saleRate: number;
  /** Rajasthani cities get havelis and heritage hotels. */
  isRajasthan: boolean;
  localities: readonly Locality[];
}

function locality(
  name: string,
  pincode: string,
  streets: readonly string[],
  premium = 1,
  sectors: readonly string[] = [],
): Locality {
  return { name, pincode, streets, sectors, premium };
}

export const CITIES: readonly City[] = [
  {
    name: 'Bikaner',
    state: 'Rajasthan',
    weight: 30,
    saleRate: 3200,
    isRajasthan: true,
    localities: [
      locality('Rani Bazar', '334001', ['Station Road', 'Rani Bazar Main Road'], 1.1),
      locality('Jai Narayan Vyas Colony', '334003', ['JNV Colony Main Road', 'Sector 5 Road'], 1.2, [
        'Sector 3',
        'Sector 5',
        'Sector 14',
      ]),
      locality('Sadul Ganj', '334003', ['Sadul Ganj Main Road', 'Gandhi Colony Road'], 1.15),
      locality('Pawan Puri', '334003', ['Pawan Puri Main Road', 'South Extension Road'], 1.05),
      locality('Karni Nagar', '334003', ['Karni Nagar Main Road', 'Lalgarh Road']),
      locality('Gangashahar', '334401', ['Gangashahar Main Road', 'Sujandesar Road'], 0.85),
      locality('Bhinasar', '334401', ['Bhinasar Main Road', 'Gangashahar Road'], 0.8),
      locality('Nal Road', '334004', ['Nal Road', 'Airport Road'], 0.8),
      locality('Sagar Road', '334001', ['Sagar Road', 'Jaipur Road'], 0.9),
      locality('Lalgarh', '334001', ['Lalgarh Palace Road', 'Sadul Club Road'], 1.1),
    ],
  },
  {
    name: 'Jaipur',
    state: 'Rajasthan',
    weight: 12,
    saleRate: 5200,
    isRajasthan: true,
    localities: [
      locality('Malviya Nagar', '302017', ['Jawahar Lal Nehru Marg', 'Malviya Nagar Main Road'], 1.1, [
        'Sector 3',
        'Sector 7',
        'Sector 10',
      ]),
      locality('Vaishali Nagar', '302021', ['Amrapali Marg', 'Queens Road']),
      locality('Mansarovar', '302020', ['New Sanganer Road', 'Madhyam Marg'], 0.9),
      locality('C-Scheme', '302001', ['Ashok Marg', 'Sardar Patel Marg'], 1.6),
      locality('Jagatpura', '302017', ['Jagatpura Road', 'Goner Road'], 0.85),
    ],
  },
  {
    name: 'Jodhpur',
    state: 'Rajasthan',
    weight: 8,
    saleRate: 4200,
    isRajasthan: true,
    localities: [
      locality('Shastri Nagar', '342003', ['Shastri Nagar Main Road', 'Shastri Circle Road'], 1.1),
      locality('Sardarpura', '342003', ['Sardarpura 3rd C Road', 'Sardarpura 1st B Road'], 1.3),
      locality('Ratanada', '342011', ['Ratanada Main Road', 'Airport Road']),
      locality('Paota', '342006', ['Paota Main Road', 'Mandore Road'], 0.85),
    ],
  },
  {
    name: 'Delhi',
    state: 'Delhi',
    weight: 10,
    saleRate: 11_000,
    isRajasthan: false,
    localities: [
      locality('Dwarka', '110075', ['Sector 10 Road', 'Dwarka Link Road'], 0.9, ['Sector 6', 'Sector 10', 'Sector 12']),
      locality('Vasant Kunj', '110070', ['Nelson Mandela Marg', 'Vasant Kunj Road'], 1.6, ['Sector B', 'Sector C']),
      locality('Lajpat Nagar', '110024', ['Ring Road', 'Central Market Road'], 1.4),
      locality('Rohini', '110085', ['Outer Ring Road', 'Sector 9 Road'], 0.8, ['Sector 7', 'Sector 9', 'Sector 13']),
    ],
  },
  {
    name: 'Mumbai',
    state: 'Maharashtra',
    weight: 10,
    saleRate: 21_000,
    isRajasthan: false,
    localities: [
      locality('Andheri West', '400058', ['S. V. Road', 'J. P. Road'], 1.1),
      locality('Powai', '400076', ['Hiranandani Gardens', 'Saki Vihar Road']),
      locality('Bandra West', '400050', ['Hill Road', 'Linking Road'], 1.8),
      locality('Thane West', '400601', ['Station Road', 'Gokhale Road'], 0.65),
    ],
  },
  {
    name: 'Bengaluru',
    state: 'Karnataka',
    weight: 10,
    saleRate: 8500,
    isRajasthan: false,
    localities: [
      locality('Whitefield', '560066', ['ITPL Main Road', 'Varthur Road'], 0.95),
      locality('Koramangala', '560034', ['80 Feet Road', 'Sarjapur Road'], 1.4, [
        '1st Block',
        '5th Block',
        '6th Block',
      ]),
      locality('HSR Layout', '560102', ['27th Main Road', 'Outer Ring Road'], 1.2, [
        'Sector 1',
        'Sector 2',
        'Sector 6',
      ]),
      locality('Indiranagar', '560038', ['100 Feet Road', 'CMH Road'], 1.5),
    ],
  },
  {
    name: 'Pune',
    state: 'Maharashtra',
    weight: 10,
    saleRate: 8000,
    isRajasthan: false,
    localities: [
      locality('Baner', '411045', ['Baner Road', 'Pashan Sus Road'], 1.1),
      locality('Hinjewadi', '411057', ['Hinjewadi Phase 1 Road', 'Marunji Road'], 0.85, [
        'Phase 1',
        'Phase 2',
        'Phase 3',
      ]),
      locality('Kothrud', '411038', ['Karve Road', 'Paud Road'], 1.15),
      locality('Viman Nagar', '411014', ['Viman Nagar Road', 'Nagar Road'], 1.2),
    ],
  },
  {
    name: 'Hyderabad',
    state: 'Telangana',
    weight: 10,
    saleRate: 7500,
    isRajasthan: false,
    localities: [
      locality('Gachibowli', '500032', ['Old Mumbai Highway', 'Financial District Road'], 1.1),
      locality('Madhapur', '500081', ['Hitech City Road', 'Ayyappa Society Road'], 1.15),
      locality('Kondapur', '500084', ['Kondapur Main Road', 'Botanical Garden Road']),
      locality('Banjara Hills', '500034', ['Road No. 12', 'Road No. 2'], 1.6),
    ],
  },
];

export const CITY_NAMES: readonly string[] = CITIES.map((city) => city.name);

export function findCity(name: string): City {
  const city = CITIES.find((candidate) => candidate.name === name);
  if (!city) throw new Error(`Unknown demo city: ${name}`);
  return city;
}
