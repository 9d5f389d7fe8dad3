import type { ComponentProps } from 'react';
import { InputField } from '../../../components/form-field';
import type { TextFieldName } from './field-names';
import { useListingField } from './use-listing-field';

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
    form: { register },
    id,
    error,
  } = useListingField(name);
  const field = register(name);
  const onChange: typeof field.onChange = (event) => {
    if (normalize) event.target.value = normalize(event.target.value);
    return field.onChange(event);
  };
  return (
    <InputField
      id={id}
      label={label}
      description={description}
      error={error}
      reserveErrorLine
      {...inputProps}
      {...field}
      onChange={onChange}
    />
  );
}
