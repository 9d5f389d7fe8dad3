import type { ComponentProps } from 'react';
import { InputField } from '../../components/form-field';
import { useI18n } from '../../i18n/use-i18n';

type EmailFieldProps = Omit<ComponentProps<typeof InputField>, 'label' | 'type' | 'autoComplete' | 'placeholder'>;

/** The email input every account form starts with: same label, keyboard and autofill everywhere. */
export function EmailField(props: EmailFieldProps) {
  const { t } = useI18n();
  return (
    <InputField
      label={t('auth.email.label')}
      type="email"
      autoComplete="email"
      placeholder={t('common.email.placeholder')}
      {...props}
    />
  );
}
