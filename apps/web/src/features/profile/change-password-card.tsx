import { type ChangePasswordInput, changePasswordSchema } from '@aangan/domain';
import { CircleAlertIcon, LoaderCircleIcon } from 'lucide-react';
import { useState } from 'react';
import { FormField } from '../../components/form-field';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useChangePassword } from './api';

const EMPTY: ChangePasswordInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

const PASSWORD_FIELDS = [
  { name: 'currentPassword', label: 'Current password', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'New password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm new password', autoComplete: 'new-password' },
] as const;

/** What the inline alert says when the server refuses (docs/product.md §8 'Password change (profile)'). */
function passwordFailureMessages(error: unknown): string[] {
  if (!(error instanceof ApiError)) return ['An unexpected error occurred'];
  const fieldMessages = Object.values(error.fields ?? {});
  if (fieldMessages.length > 0) return [...new Set(fieldMessages)];
  // A server fault's wording is not for people; a refusal's (wrong current password, say) is.
  if (error.status >= 500 || !error.message.trim()) return ['Failed to update password'];
  return [error.message];
}

/** Account settings' change password: three fields, problems shown in one alert above them. */
export function ChangePasswordCard() {
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
      setFailure(passwordFailureMessages(error));
      return;
    }
    reset(EMPTY);
    toast.success('Password Updated', { description: 'Password updated successfully' });
  });

  const validation = PASSWORD_FIELDS.map((field) => errors[field.name]?.message).filter((message): message is string =>
    Boolean(message),
  );
  const messages = validation.length > 0 ? [...new Set(validation)] : failure;
  const isSaving = changePassword.isPending;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Change Password</CardTitle>
        <CardDescription>Use at least 6 characters. Other devices are signed out after a change.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} aria-label="Change password" className="grid gap-4">
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
            <FormField key={field.name} id={`password-${field.name}`} label={field.label}>
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
              Update Password
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
