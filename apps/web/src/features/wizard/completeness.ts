import { computeCompletenessScore, type ListingFormValues } from '@aangan/domain';

/** The wizard's completeness score (docs/product.md §4) from the form's flat values. */
export function completenessOf(values: ListingFormValues): number {
  return computeCompletenessScore({
    title: values.title,
    purpose: values.purpose,
    type: values.type,
    subType: values.subType,
    location: { city: values.city, locality: values.locality, address: values.address },
    details: {
      furnishing: values.furnishing,
      bedrooms: values.bedrooms,
      bathrooms: values.bathrooms,
      carpetArea: values.carpetArea,
    },
    price: values.price,
    description: values.description,
    images: values.images,
  });
}
