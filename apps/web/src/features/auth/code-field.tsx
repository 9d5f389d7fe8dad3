import { VERIFICATION_CODE_LENGTH } from '@aangan/domain';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { InputField } from '../../components/form-field';
import { useI18n } from '../../i18n/use-i18n';
import { useAuthError } from './auth-errors';

interface CodeFieldProps<Values extends FieldValues, Output> {
  control: Control<Values, unknown, Output>;
  name: Path<Values>;
  id: string;
}

/** The emailed 6-digit code: digits only (spaces and dashes from a paste are dropped), filled by the phone's keyboard. */
export function CodeField<Values extends FieldValues, Output>({ control, name, id }: CodeFieldProps<Values, Output>) {
  const { field, fieldState } = useController({ control, name });
  const { t } = useI18n();
  const say = useAuthError();
  return (
    <InputField
      id={id}
      label={t('auth.code.label')}
      error={say(fieldState.error?.message)}
      ref={field.ref}
      name={field.name}
      value={field.value ?? ''}
      onBlur={field.onBlur}
      onChange={(event) => field.onChange(event.target.value.replace(/\D/g, '').slice(0, VERIFICATION_CODE_LENGTH))}
      inputMode="numeric"
      autoComplete="one-time-code"
      placeholder="123456"
      className="h-12 text-center font-mono text-2xl tracking-[0.4em] placeholder:tracking-[0.4em] sm:text-2xl"
    />
  );
}
