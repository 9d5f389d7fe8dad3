import type { ComponentProps } from 'react';
import { describedBy, FormField } from '../../../components/form-field';
import { Textarea } from '../../../components/ui/textarea';
import type { TextFieldName } from './field-names';
import { useListingField } from './use-listing-field';

type TextareaFieldProps = Omit<ComponentProps<'textarea'>, 'name' | 'id'> & {
  name: TextFieldName;
  label: string;
  description?: string;
};

/** A labelled multi-line input bound to one listing field. */
export function TextareaField({ name, label, description, ...textareaProps }: TextareaFieldProps) {
  const {
    form: { register },
    id,
    error,
  } = useListingField(name);
  return (
    <FormField id={id} label={label} description={description} error={error} reserveErrorLine>
      <Textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error, description })}
        {...textareaProps}
        {...register(name)}
      />
    </FormField>
  );
}
