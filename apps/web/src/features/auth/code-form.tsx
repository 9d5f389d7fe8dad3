import { type VerifyCodeInput, verifyCodeSchema } from '@aangan/domain';
import { Trans } from '@lingui/react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { Button } from '../../components/ui/button';
import { useI18n } from '../../i18n/use-i18n';
import { resendCode, verifyEmail } from '../../lib/auth-api';
import { toast } from '../../lib/toast';
import { useSchemaForm } from '../../lib/use-schema-form';
import { AUTH_MUTATION_KEY } from './auth-busy';
import { CodeField } from './code-field';
import { useAuthToasts } from './messages';
import { useCompleteSignIn } from './use-complete-sign-in';
import { BackToLogin, EmailShown, ViewHeading } from './view-heading';

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
  const { t } = useI18n();
  const toasts = useAuthToasts();
  const {
    form: { control, handleSubmit, setFocus },
    showFieldErrors,
  } = useSchemaForm<VerifyCodeInput, VerifyCodeInput>(verifyCodeSchema, {
    defaultValues: { email, code: '' },
    fields: ['code'],
  });

  const verify = useMutation({
    mutationKey: AUTH_MUTATION_KEY,
    mutationFn: verifyEmail,
    onSuccess: (me) => {
      toast.success(toasts.verifySuccess.title, { description: toasts.verifySuccess.description });
      return completeSignIn(me);
    },
    onError: (error) => {
      toasts.fail(toasts.verifyFailed, error);
      showFieldErrors(error);
    },
  });

  const resend = useMutation({
    mutationKey: AUTH_MUTATION_KEY,
    mutationFn: resendCode,
    onSuccess: () => {
      toast.success(toasts.resendSuccess.title, { description: toasts.resendSuccess.description });
      setFocus('code');
    },
    onError: (error) => toasts.fail(toasts.resendFailed, error),
  });

  useEffect(() => setFocus('code'), [setFocus]);

  return (
    <div className="grid gap-5">
      <ViewHeading title={t('auth.code.title')}>
        <Trans id="auth.code.text" values={{ email }} components={{ email: <EmailShown /> }} />
      </ViewHeading>
      <form noValidate className="grid gap-4" onSubmit={handleSubmit((input) => verify.mutate(input))}>
        <CodeField control={control} name="code" id={`${id}-code`} />
        <Button type="submit" size="lg" className="w-full" disabled={isBusy}>
          {verify.isPending ? t('auth.code.submitting') : t('auth.code.submit')}
        </Button>
      </form>
      <div className="grid gap-1 text-center text-muted-foreground text-sm">
        <p>
          {t('auth.code.didntGet')}{' '}
          <Button variant="link" className="h-auto p-0" disabled={isBusy} onClick={() => resend.mutate({ email })}>
            {resend.isPending ? t('auth.code.resending') : t('auth.code.resend')}
          </Button>
        </p>
        <BackToLogin onClick={onBackToLogin} disabled={isBusy} />
      </div>
    </div>
  );
}
