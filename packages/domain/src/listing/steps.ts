import { type ListingField, type ListingFieldErrors, type ListingFormValues, validateListingFields } from './schema.ts';

/** The wizard's five steps (docs/product.md §2 'Listing wizard'). */
export const WIZARD_STEPS = [
  { step: 1, title: 'Basic Details' },
  { step: 2, title: 'Location Details' },
  { step: 3, title: 'Property Profile' },
  { step: 4, title: 'Media Upload' },
  { step: 5, title: 'Additional Details' },
] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number]['step'];
export const WIZARD_STEP_COUNT = WIZARD_STEPS.length;

export function isWizardStep(value: number): value is WizardStep {
  return Number.isInteger(value) && value >= 1 && value <= WIZARD_STEP_COUNT;
}

/** The step that holds each field's input, so a failed submit can return to the first problem. */
export const STEP_OF_FIELD: Record<ListingField, WizardStep> = {
  title: 1,
  purpose: 1,
  type: 1,
  subType: 1,
  city: 2,
  locality: 2,
  subLocality: 2,
  society: 2,
  address: 2,
  pincode: 2,
  latitude: 2,
  longitude: 2,
  bedrooms: 3,
  bathrooms: 3,
  balconies: 3,
  plotArea: 3,
  builtUpArea: 3,
  carpetArea: 3,
  totalFloors: 3,
  floorNumber: 3,
  furnishing: 3,
  furnishingDetails: 3,
  age: 3,
  availability: 3,
  tenantPreference: 3,
  facing: 3,
  images: 4,
  coverImageIndex: 4,
  video: 4,
  audioDescription: 4,
  price: 5,
  priceNegotiable: 5,
  securityDeposit: 5,
  additionalCharges: 5,
  agreementType: 5,
  agreementDuration: 5,
  noticePeriod: 5,
  brokerAllowed: 5,
  parking: 5,
  parkingSpots: 5,
  amenities: 5,
  description: 5,
  termsAccepted: 5,
};

/**
 * What Next checks on each step, exactly as docs/product.md §5 lists it. Step 4 always passes (images are required only
 * at submit); the step's other inputs (plot and built-up area, floors, …) are checked at submit.
 */
export function fieldsCheckedOnNext(step: WizardStep, values: Pick<ListingFormValues, 'type'>): ListingField[] {
  switch (step) {
    case 1:
      return ['title', 'purpose', 'type', 'subType'];
    case 2:
      return ['city', 'locality', 'address', 'pincode'];
    case 3:
      return values.type === 'residential'
        ? ['bedrooms', 'bathrooms', 'furnishing', 'carpetArea']
        : ['furnishing', 'carpetArea'];
    case 4:
      return [];
    case 5:
      return ['price', 'description'];
  }
}

/** The errors that stop Next on this step; empty means the wizard may advance. */
export function validateStep(step: WizardStep, values: ListingFormValues): ListingFieldErrors {
  return validateListingFields(values, fieldsCheckedOnNext(step, values));
}

/** The earliest step holding one of these errors (after a failed submit), or null when there are none. */
export function firstStepWithError(errors: ListingFieldErrors): WizardStep | null {
  const fields = Object.keys(errors) as ListingField[];
  const first = WIZARD_STEPS.find(({ step }) => fields.some((field) => STEP_OF_FIELD[field] === step));
  return first?.step ?? null;
}
