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
import { useI18n } from '../../i18n/use-i18n';
import { checkResetCode, requestPasswordReset, resetPassword } from '../../lib/auth-api';
import { toast } from '../../lib/toast';
import { useSchemaForm } from '../../lib/use-schema-form';
import { AUTH_MUTATION_KEY } from './auth-busy';
import { useAuthError } from './auth-errors';
import { CodeField } from './code-field';
import { EmailField } from './email-field';
import { useAuthToasts } from './messages';

/** Step 1 and step 2's 'Send a new code': emails a reset code. */
function useRequestReset(onSent: (email: string) => void) {
  const toasts = useAuthToasts();
  return useMutation({
    mutationKey: AUTH_MUTATION_KEY,
    mutationFn: requestPasswordReset,
    onSuccess: (_, { email }) => {
      toast.success(toasts.resetSent.title, { description: toasts.resetSent.description });
      onSent(email);
    },
    onError: (error) => toasts.fail(toasts.resetSendFailed, error),
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
  const { t } = useI18n();
  const say = useAuthError();
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
      <EmailField id={`${id}-email`} error={say(errors.email?.message)} {...register('email')} />
      <Button type="submit" size="lg" className="w-full" disabled={isBusy}>
        {request.isPending ? t('auth.reset.sending') : t('auth.reset.send')}
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
  const { t } = useI18n();
  const toasts = useAuthToasts();
  const {
    form: { control, handleSubmit, setFocus },
    showFieldErrors,
  } = useSchemaForm<VerifyCodeInput, VerifyCodeInput>(verifyCodeSchema, {
    defaultValues: { email, code: '' },
    fields: ['code'],
  });
  const check = useMutation({
    mutationKey: AUTH_MUTATION_KEY,
    mutationFn: checkResetCode,
    onSuccess: (_, { code }) => onChecked(code),
    onError: (error) => {
      toasts.fail(toasts.verifyFailed, error);
      showFieldErrors(error);
    },
  });
  const resend = useRequestReset(() => setFocus('code'));

  useEffect(() => setFocus('code'), [setFocus]);

  return (
    <div className="grid gap-4">
      <form noValidate className="grid gap-4" onSubmit={handleSubmit((input) => check.mutate(input))}>
        <CodeField control={control} name="code" id={`${id}-code`} />
        <Button type="submit" size="lg" className="w-full" disabled={isBusy}>
          {check.isPending ? t('auth.reset.checking') : t('auth.reset.continue')}
        </Button>
      </form>
      <p className="text-center text-muted-foreground text-sm">
        {t('auth.code.didntGet')}{' '}
        <Button variant="link" className="h-auto p-0" disabled={isBusy} onClick={() => resend.mutate({ email })}>
          {resend.isPending ? t('auth.reset.sending') : t('auth.reset.sendNew')}
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
  const { t } = useI18n();
  const toasts = useAuthToasts();
  const say = useAuthError();
  const {
    form: {
      register,
      handleSubmit,
      setFocus,
      formState: { errors },
    },
    showFieldErrors,
  } = useSchemaForm<ResetPasswordInput, ResetPasswordInput>(resetPasswordSchema, {
    defaultValues: { email, code, newPassword: '', confirmPassword: '' },
    fields: ['newPassword', 'confirmPassword'],
  });
  const reset = useMutation({
    mutationKey: AUTH_MUTATION_KEY,
    mutationFn: resetPassword,
    onSuccess: () => {
      toast.success(toasts.resetSuccess.title, { description: toasts.resetSuccess.description });
      onReset();
    },
    onError: (error) => {
      toasts.fail(toasts.resetFailed, error);
      showFieldErrors(error);
    },
  });

  useEffect(() => setFocus('newPassword'), [setFocus]);

  return (
    <form noValidate className="grid gap-4" onSubmit={handleSubmit((input) => reset.mutate(input))}>
      {/* Tells password managers which account the new password belongs to. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <InputField
        id={`${id}-new`}
        label={t('auth.reset.newPassword')}
        type="password"
        autoComplete="new-password"
        error={say(errors.newPassword?.message)}
        {...register('newPassword')}
      />
      <InputField
        id={`${id}-confirm`}
        label={t('auth.reset.confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={say(errors.confirmPassword?.message)}
        {...register('confirmPassword')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={isBusy}>
        {reset.isPending ? t('auth.reset.submitting') : t('auth.reset.submit')}
      </Button>
    </form>
  );
}
