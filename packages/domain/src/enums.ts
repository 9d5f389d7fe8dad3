/** Enumerations of the marketplace (spec §3, §9), each with its display label. */

export const PURPOSES = ['sell', 'rent', 'pg'] as const;
export type Purpose = (typeof PURPOSES)[number];
export const PURPOSE_LABELS: Record<Purpose, string> = { sell: 'Sell', rent: 'Rent/Lease', pg: 'PG' };

/** Home tabs: `buy` maps to stored `sell`; `commercial` is a tab that filters on type. */
export const HOME_TABS = ['all', 'buy', 'rent', 'pg', 'commercial'] as const;
export type HomeTab = (typeof HOME_TABS)[number];

export const PROPERTY_TYPES = ['residential', 'commercial'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];
export const PROPERTY_TYPE_LABELS: Record<PropertyType, string> = {
  residential: 'Residential',
  commercial: 'Commercial',
};

export const RESIDENTIAL_SUB_TYPES = ['flat', 'house', 'floor', 'studio', 'serviced', 'farmhouse', 'other'] as const;
export const COMMERCIAL_SUB_TYPES = [
  'office',
  'shell',
  'retail',
  'commercial-land',
  'agriculture-land',
  'industrial-land',
  'warehouse',
  'cold-storage',
  'factory',
  'hotel',
  'other',
] as const;
export type ResidentialSubType = (typeof RESIDENTIAL_SUB_TYPES)[number];
export type CommercialSubType = (typeof COMMERCIAL_SUB_TYPES)[number];
export type SubType = ResidentialSubType | CommercialSubType;

export const SUB_TYPE_LABELS: Record<SubType, string> = {
  flat: 'Flat/Apartment',
  house: 'Independent House/Villa',
  floor: 'Builder Floor',
  studio: 'Studio Apartment',
  serviced: 'Serviced Apartment',
  farmhouse: 'Farmhouse',
  other: 'Other',
  office: 'Office Space',
  shell: 'Bare Shell Office',
  retail: 'Retail Shop',
  'commercial-land': 'Commercial Land',
  'agriculture-land': 'Agricultural Land',
  'industrial-land': 'Industrial Land',
  warehouse: 'Warehouse',
  'cold-storage': 'Cold Storage',
  factory: 'Factory',
  hotel: 'Hotel/Resort',
};

export const FURNISHINGS = ['furnished', 'semi-furnished', 'unfurnished'] as const;
export type Furnishing = (typeof FURNISHINGS)[number];
export const FURNISHING_LABELS: Record<Furnishing, string> = {
  furnished: 'Furnished',
  'semi-furnished': 'Semi-furnished',
  unfurnished: 'Unfurnished',
};

export const AGES = ['0-1', '1-5', '5-10', '10+', 'new-launch'] as const;
export type Age = (typeof AGES)[number];

export const FACINGS = ['east', 'west', 'north', 'south', 'northeast', 'northwest', 'southeast', 'southwest'] as const;
export type Facing = (typeof FACINGS)[number];

export const TENANT_PREFERENCES = ['family', 'men', 'women', 'any'] as const;
export type TenantPreference = (typeof TENANT_PREFERENCES)[number];

export const PARKING_OPTIONS = ['covered', 'open', 'both', 'none'] as const;
export type Parking = (typeof PARKING_OPTIONS)[number];

export const AGREEMENT_TYPES = ['company', 'any'] as const;
export type AgreementType = (typeof AGREEMENT_TYPES)[number];

export const USER_TYPES = ['owner', 'builder', 'agent'] as const;
export type UserType = (typeof USER_TYPES)[number];
export const USER_TYPE_LABELS: Record<UserType, string> = { owner: 'Owner', builder: 'Builder', agent: 'Agent' };

/** Canonical amenity ids (the wizard's), with labels shown everywhere. */
export const AMENITIES = [
  'lift',
  'powerBackup',
  'security',
  'swimmingPool',
  'gym',
  'park',
  'clubhouse',
  'rainwaterHarvesting',
  'wasteDisposal',
  'internet',
  'gasPipeline',
  'fireAlarm',
] as const;
export type Amenity = (typeof AMENITIES)[number];
export const AMENITY_LABELS: Record<Amenity, string> = {
  lift: 'Lift',
  powerBackup: 'Power Backup',
  security: 'Security',
  swimmingPool: 'Swimming Pool',
  gym: 'Gym',
  park: 'Park',
  clubhouse: 'Club House',
  rainwaterHarvesting: 'Rainwater Harvesting',
  wasteDisposal: 'Waste Disposal',
  internet: 'Wi-Fi',
  gasPipeline: 'Gas Pipeline',
  fireAlarm: 'Fire Alarm',
};
