import { type VerifyCodeInput, verifyCodeSchema } from '@aangan/domain';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { Button } from '../../components/ui/button';
import { resendCode, verifyEmail } from '../../lib/auth-api';
import { toastError } from '../../lib/form-errors';
import { toast } from '../../lib/toast';
import { useSchemaForm } from '../../lib/use-schema-form';
import { AUTH_MUTATION_KEY } from './auth-busy';
import { CodeField } from './code-field';
import { AUTH_TOASTS } from './messages';
import { useCompleteSignIn } from './use-complete-sign-in';
import { BackToLogin, ViewHeading } from './view-heading';

interface CodeFormProps {
  /** Where the code went. */
  email: string;
  isBusy: boolean;
  onBackToLogin: () => void;
}

/** The email-verification view: the 6-digit code from sign-up, with a way to ask for a new one. */
export function CodeForm({ email, isBusy, onBackToLogin }: CodeFormProps) {
  const id = useId();
  const completeSignIn = useCompleteSignIn();
  const {
    form: { control, handleSubmit, setFocus },
    showServerError,
  } = useSchemaForm<VerifyCodeInput, VerifyCodeInput>(verifyCodeSchema, {
    defaultValues: { email, code: '' },
    fields: ['code'],
  });

  const verify = useMutation({
    mutationKey: AUTH_MUTATION_KEY,
    mutationFn: verifyEmail,
    onSuccess: (me) => {
      toast.success(AUTH_TOASTS.verifySuccess.title, { description: AUTH_TOASTS.verifySuccess.description });
      return completeSignIn(me);
    },
    onError: (error) => showServerError(error, AUTH_TOASTS.verifyFailed),
  });

  const resend = useMutation({
    mutationKey: AUTH_MUTATION_KEY,
    mutationFn: resendCode,
    onSuccess: () => {
      toast.success(AUTH_TOASTS.resendSuccess.title, { description: AUTH_TOASTS.resendSuccess.description });
      setFocus('code');
    },
    onError: (error) => toastError(AUTH_TOASTS.resendFailed, error),
  });

  useEffect(() => setFocus('code'), [setFocus]);

  return (
    <div className="grid gap-5">
      <ViewHeading title="Verify your email">
        Enter the 6-digit code we sent to{' '}
        <strong className="[overflow-wrap:anywhere] font-medium text-foreground">{email}</strong>.
      </ViewHeading>
      <form noValidate className="grid gap-4" onSubmit={handleSubmit((input) => verify.mutate(input))}>
        <CodeField control={control} name="code" id={`${id}-code`} />
        <Button type="submit" size="lg" className="w-full" disabled={isBusy}>
          {verify.isPending ? 'Verifying...' : 'Verify'}
        </Button>
      </form>
      <div className="grid gap-1 text-center text-muted-foreground text-sm">
        <p>
          Didn't get it?{' '}
          <Button variant="link" className="h-auto p-0" disabled={isBusy} onClick={() => resend.mutate({ email })}>
            {resend.isPending ? 'Resending...' : 'Resend code'}
          </Button>
        </p>
        <BackToLogin onClick={onBackToLogin} disabled={isBusy} />
      </div>
    </div>
  );
}
