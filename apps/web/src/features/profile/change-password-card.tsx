import { type ChangePasswordInput, changePasswordSchema } from '@aangan/domain';
import type { MessageId } from '@lingui/core';
import { CircleAlertIcon, LoaderCircleIcon } from 'lucide-react';
import { useState } from 'react';
import { FormField } from '../../components/form-field';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { useI18n } from '../../i18n/use-i18n';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useChangePassword } from './api';

const EMPTY: ChangePasswordInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

const PASSWORD_FIELDS: readonly {
  name: keyof ChangePasswordInput;
  label: MessageId;
  autoComplete: 'current-password' | 'new-password';
}[] = [
  { name: 'currentPassword', label: 'profile.password.current', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'profile.password.new', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'profile.password.confirm', autoComplete: 'new-password' },
];

/** What the inline alert says when the server refuses (docs/product.md §8 'Password change (profile)'). */
function passwordFailureMessages(error: unknown, t: ReturnType<typeof useI18n>['t']): string[] {
  if (!(error instanceof ApiError)) return [t('profile.password.unexpected')];
  const fieldMessages = Object.values(error.fields ?? {});
  if (fieldMessages.length > 0) return [...new Set(fieldMessages)];
  // A server fault's wording is not for people; a refusal's (wrong current password, say) is.
  if (error.status >= 500 || !error.message.trim()) return [t('profile.password.failed')];
  return [error.message];
}

/** Account settings' change password: three fields, problems shown in one alert above them. */
export function ChangePasswordCard() {
  const { t } = useI18n();
  const changePassword = useChangePassword();
  const [failure, setFailure] = useState<string[]>([]);
  const {
    form: {
      register,
      handleSubmit,
      reset,
      formState: { errors },
    },
  } = useSchemaForm<ChangePasswordInput, ChangePasswordInput>(changePasswordSchema, { defaultValues: EMPTY });

  const submit = handleSubmit(async (values) => {
    setFailure([]);
    try {
      await changePassword.mutateAsync(values);
    } catch (error) {
      setFailure(passwordFailureMessages(error, t));
      return;
    }
    reset(EMPTY);
    toast.success(t('profile.password.updated'), { description: t('profile.password.updatedDetail') });
  });

  const validation = PASSWORD_FIELDS.map((field) => errors[field.name]?.message).filter((message): message is string =>
    Boolean(message),
  );
  const messages = validation.length > 0 ? [...new Set(validation)] : failure;
  const isSaving = changePassword.isPending;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('profile.password.title')}</CardTitle>
        <CardDescription>{t('profile.password.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} aria-label={t('profile.password.label')} className="grid gap-4">
          {messages.length > 0 && (
            <Alert variant="danger" role="alert" id="change-password-alert">
              <CircleAlertIcon aria-hidden="true" />
              <AlertDescription>
                {messages.map((message) => (
                  <p key={message}>{message}</p>
                ))}
              </AlertDescription>
            </Alert>
          )}
          {PASSWORD_FIELDS.map((field) => (
            <FormField key={field.name} id={`password-${field.name}`} label={t(field.label)}>
              <Input
                id={`password-${field.name}`}
                type="password"
                autoComplete={field.autoComplete}
                aria-invalid={errors[field.name] ? true : undefined}
                aria-describedby={errors[field.name] ? 'change-password-alert' : undefined}
                {...register(field.name)}
              />
            </FormField>
          ))}
          <div className="flex justify-end pt-1">
            <Button type="submit" disabled={isSaving} className="w-full sm:w-auto">
              {isSaving && <LoaderCircleIcon className="animate-spin motion-reduce:animate-none" aria-hidden="true" />}
              {t('profile.password.submit')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
