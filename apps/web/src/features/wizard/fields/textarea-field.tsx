import type { ListingFormValues } from '@aangan/domain';
import type { ComponentProps } from 'react';
import { useFormContext } from 'react-hook-form';
import { describedBy, FormField } from '../../../components/form-field';
import { Textarea } from '../../../components/ui/textarea';
import { errorOf, fieldId, type TextFieldName } from './field-names';

type TextareaFieldProps = Omit<ComponentProps<'textarea'>, 'name' | 'id'> & {
  name: TextFieldName;
  label: string;
  description?: string;
};

/** A labelled multi-line input bound to one listing field. */
export function TextareaField({ name, label, description, ...textareaProps }: TextareaFieldProps) {
  const {
    register,
    formState: { errors },
  } = useFormContext<ListingFormValues>();
  const id = fieldId(name);
  const error = errorOf(errors, name);
  return (
    <FormField id={id} label={label} description={description} error={error}>
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
