import type { ListingFormValues } from '@aangan/domain';
import type { ComponentProps } from 'react';
import { useFormContext } from 'react-hook-form';
import { InputField } from '../../../components/form-field';
import { errorOf, fieldId, type TextFieldName } from './field-names';

type TextFieldProps = Omit<ComponentProps<'input'>, 'name' | 'id'> & {
  name: TextFieldName;
  label: string;
  description?: string;
  /** Rewrites what was typed before the form sees it (the pin code keeps digits only). */
  normalize?: (value: string) => string;
};

/** A labelled text input bound to one listing field, with its error under it. */
export function TextField({ name, label, description, normalize, ...inputProps }: TextFieldProps) {
  const {
    register,
    formState: { errors },
  } = useFormContext<ListingFormValues>();
  const field = register(name);
  const onChange: typeof field.onChange = (event) => {
    if (normalize) event.target.value = normalize(event.target.value);
    return field.onChange(event);
  };
  return (
    <InputField
      id={fieldId(name)}
      label={label}
      description={description}
      error={errorOf(errors, name)}
      reserveErrorLine
      {...inputProps}
      {...field}
      onChange={onChange}
    />
  );
}
