import type { ComponentProps } from 'react';
import { InputField } from '../../components/form-field';

type EmailFieldProps = Omit<ComponentProps<typeof InputField>, 'label' | 'type' | 'autoComplete' | 'placeholder'>;

/** The email input every account form starts with: same label, keyboard and autofill everywhere. */
export function EmailField(props: EmailFieldProps) {
  return <InputField label="Email" type="email" autoComplete="email" placeholder="you@example.com" {...props} />;
}
