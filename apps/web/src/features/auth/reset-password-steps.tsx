import {
  type EmailOnlyInput,
  emailOnlySchema,
  type ResetPasswordInput,
  resetPasswordSchema,
  type VerifyCodeInput,
  verifyCodeSchema,
} from '@aangan/domain';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { InputField } from '../../components/form-field';
import { Button } from '../../components/ui/button';
import { checkResetCode, requestPasswordReset, resetPassword } from '../../lib/auth-api';
import { toastError } from '../../lib/form-errors';
import { toast } from '../../lib/toast';
import { useSchemaForm } from '../../lib/use-schema-form';
import { AUTH_MUTATION_KEY } from './auth-busy';
import { CodeField } from './code-field';
import { EmailField } from './email-field';
import { AUTH_TOASTS } from './messages';

/** Step 1 and step 2's 'Send a new code': emails a reset code. */
function useRequestReset(onSent: (email: string) => void) {
  return useMutation({
    mutationKey: AUTH_MUTATION_KEY,
    mutationFn: requestPasswordReset,
    onSuccess: (_, { email }) => {
      toast.success(AUTH_TOASTS.resetSent.title, { description: AUTH_TOASTS.resetSent.description });
      onSent(email);
    },
    onError: (error) => toastError(AUTH_TOASTS.resetSendFailed, error),
  });
}

interface StepProps {
  isBusy: boolean;
}

export function ResetEmailStep({
  defaultEmail,
  isBusy,
  onSent,
}: StepProps & { defaultEmail: string; onSent: (email: string) => void }) {
  const id = useId();
  const {
    form: {
      register,
      handleSubmit,
      setFocus,
      formState: { errors },
    },
    showFieldErrors,
  } = useSchemaForm<EmailOnlyInput, EmailOnlyInput>(emailOnlySchema, {
    defaultValues: { email: defaultEmail },
    fields: ['email'],
  });
  const request = useRequestReset(onSent);
  // useRequestReset's toast says why; the address's own problem goes under it too.
  const submit = handleSubmit((input) => request.mutate(input, { onError: (error) => showFieldErrors(error) }));

  useEffect(() => setFocus('email'), [setFocus]);

  return (
    <form noValidate className="grid gap-4" onSubmit={submit}>
      <EmailField id={`${id}-email`} error={errors.email?.message} {...register('email')} />
      <Button type="submit" size="lg" className="w-full" disabled={isBusy}>
        {request.isPending ? 'Sending...' : 'Send reset code'}
      </Button>
    </form>
  );
}

export function ResetCodeStep({
  email,
  isBusy,
  onChecked,
}: StepProps & { email: string; onChecked: (code: string) => void }) {
  const id = useId();
  const {
    form: { control, handleSubmit, setFocus },
    showServerError,
  } = useSchemaForm<VerifyCodeInput, VerifyCodeInput>(verifyCodeSchema, {
    defaultValues: { email, code: '' },
    fields: ['code'],
  });
  const check = useMutation({
    mutationKey: AUTH_MUTATION_KEY,
    mutationFn: checkResetCode,
    onSuccess: (_, { code }) => onChecked(code),
    onError: (error) => showServerError(error, AUTH_TOASTS.verifyFailed),
  });
  const resend = useRequestReset(() => setFocus('code'));

  useEffect(() => setFocus('code'), [setFocus]);

  return (
    <div className="grid gap-4">
      <form noValidate className="grid gap-4" onSubmit={handleSubmit((input) => check.mutate(input))}>
        <CodeField control={control} name="code" id={`${id}-code`} />
        <Button type="submit" size="lg" className="w-full" disabled={isBusy}>
          {check.isPending ? 'Checking...' : 'Continue'}
        </Button>
      </form>
      <p className="text-center text-muted-foreground text-sm">
        Didn't get it?{' '}
        <Button variant="link" className="h-auto p-0" disabled={isBusy} onClick={() => resend.mutate({ email })}>
          {resend.isPending ? 'Sending...' : 'Send a new code'}
        </Button>
      </p>
    </div>
  );
}

export function ResetPasswordStep({
  email,
  code,
  isBusy,
  onReset,
}: StepProps & { email: string; code: string; onReset: () => void }) {
  const id = useId();
  const {
    form: {
      register,
      handleSubmit,
      setFocus,
      formState: { errors },
    },
    showServerError,
  } = useSchemaForm<ResetPasswordInput, ResetPasswordInput>(resetPasswordSchema, {
    defaultValues: { email, code, newPassword: '', confirmPassword: '' },
    fields: ['newPassword', 'confirmPassword'],
  });
  const reset = useMutation({
    mutationKey: AUTH_MUTATION_KEY,
    mutationFn: resetPassword,
    onSuccess: () => {
      toast.success(AUTH_TOASTS.resetSuccess.title, { description: AUTH_TOASTS.resetSuccess.description });
      onReset();
    },
    onError: (error) => showServerError(error, AUTH_TOASTS.resetFailed),
  });

  useEffect(() => setFocus('newPassword'), [setFocus]);

  return (
    <form noValidate className="grid gap-4" onSubmit={handleSubmit((input) => reset.mutate(input))}>
      {/* Tells password managers which account the new password belongs to. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <InputField
        id={`${id}-new`}
        label="New password"
        type="password"
        autoComplete="new-password"
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <InputField
        id={`${id}-confirm`}
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={isBusy}>
        {reset.isPending ? 'Resetting...' : 'Reset password'}
      </Button>
    </form>
  );
}
