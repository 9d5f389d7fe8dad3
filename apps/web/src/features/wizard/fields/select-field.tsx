import { Controller } from 'react-hook-form';
import { describedBy, FormField } from '../../../components/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { useI18n } from '../../../i18n/use-i18n';
import type { TextFieldName } from './field-names';
import { useListingField } from './use-listing-field';

export interface Option {
  value: string;
  label: string;
}

interface SelectFieldProps {
  name: TextFieldName;
  label: string;
  options: readonly Option[];
  placeholder?: string;
}

/** A labelled drop-down bound to one listing field; an empty value shows the placeholder. */
export function SelectField({ name, label, options, placeholder }: SelectFieldProps) {
  const { t } = useI18n();
  const {
    form: { control },
    id,
    error,
  } = useListingField(name);
  return (
    <FormField id={id} label={label} error={error} reserveErrorLine>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Select
            name={field.name}
            value={field.value}
            // Checked as soon as a value is picked: an error left until the trigger's blur would vanish on the
            // next click's mousedown, move the buttons below it and lose that click.
            onValueChange={(value) => {
              field.onChange(value);
              field.onBlur();
            }}
            disabled={field.disabled}
          >
            <SelectTrigger
              id={id}
              ref={field.ref}
              onBlur={field.onBlur}
              className="aria-invalid:border-danger"
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(id, { error })}
            >
              <SelectValue placeholder={placeholder ?? t('wizard.field.select')} />
            </SelectTrigger>
            <SelectContent>
              {options.map((option) => (
                <SelectItem key={option.value} value={option.value}>
                  {option.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      />
    </FormField>
  );
}
