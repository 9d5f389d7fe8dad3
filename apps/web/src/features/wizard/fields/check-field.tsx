import type { ReactNode } from 'react';
import { errorIdFor, FieldError } from '../../../components/form-field';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';
import type { FlagFieldName } from './field-names';
import { useListingField } from './use-listing-field';

/** A checkbox with its label beside it, bound to one yes/no listing field. */
export function CheckField({ name, children }: { name: FlagFieldName; children: ReactNode }) {
  const {
    form: { register },
    id,
    error,
  } = useListingField(name);
  return (
    <div className="grid gap-2">
      <div className="flex items-start gap-3">
        <Checkbox
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorIdFor(id) : undefined}
          className="mt-0.5"
          {...register(name)}
        />
        <Label htmlFor={id} className="font-normal leading-snug">
          {children}
        </Label>
      </div>
      <FieldError id={id} message={error} className="pl-8" />
    </div>
  );
}
