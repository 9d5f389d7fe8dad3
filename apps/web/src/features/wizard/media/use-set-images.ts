import type { CoverState, ListingFormValues } from '@aangan/domain';
import { useCallback } from 'react';
import { type UseFormReturn, useFormContext } from 'react-hook-form';

export type ImagesUpdate = (state: CoverState<string>) => CoverState<string>;
type ImagesForm = Pick<UseFormReturn<ListingFormValues>, 'getValues' | 'setValue' | 'clearErrors'>;

/**
 * Applies a cover rule (addImages, makeCover, removeImage) to the form's pictures and cover index together,
 * reading the current values at call time so uploads finishing at once never overwrite each other.
 */
export function updateImages(form: ImagesForm, update: ImagesUpdate): void {
  const next = update({ images: form.getValues('images'), coverIndex: form.getValues('coverImageIndex') });
  form.setValue('images', [...next.images], { shouldDirty: true });
  form.setValue('coverImageIndex', next.coverIndex, { shouldDirty: true });
  if (next.images.length > 0) form.clearErrors(['images', 'coverImageIndex']);
}

/** updateImages for components inside the wizard's form. */
export function useSetImages(): (update: ImagesUpdate) => void {
  const { getValues, setValue, clearErrors } = useFormContext<ListingFormValues>();
  return useCallback(
    (update: ImagesUpdate) => updateImages({ getValues, setValue, clearErrors }, update),
    [getValues, setValue, clearErrors],
  );
}
