import { type Login, type LoginInput, loginSchema, MODERATION_MESSAGES } from '@aangan/domain';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { InputField } from '../../components/form-field';
import { Button } from '../../components/ui/button';
import { useI18n } from '../../i18n/use-i18n';
import { ApiError } from '../../lib/api-client';
import { signIn } from '../../lib/auth-api';
import { toast } from '../../lib/toast';
import { useSchemaForm } from '../../lib/use-schema-form';
import { AUTH_MUTATION_KEY } from './auth-busy';
import { useAuthError } from './auth-errors';
import { EmailField } from './email-field';
import { useAuthToasts } from './messages';
import { useCompleteSignIn } from './use-complete-sign-in';

const FIELDS = ['email', 'password'] as const;

interface LoginFormProps {
  defaultEmail: string;
  /** Focus the first empty field on mount (when the person arrives here from another view). */
  autoFocus: boolean;
  isBusy: boolean;
  onForgotPassword: (email: string) => void;
  /** The account exists but its email is not verified yet (403, not a suspension): go to the code view. */
  onNeedsVerification: (email: string) => void;
}

export function LoginForm({ defaultEmail, autoFocus, isBusy, onForgotPassword, onNeedsVerification }: LoginFormProps) {
  const id = useId();
  const completeSignIn = useCompleteSignIn();
  const { t } = useI18n();
  const toasts = useAuthToasts();
  const say = useAuthError();
  const {
    form: {
      register,
      handleSubmit,
      setFocus,
      getValues,
      formState: { errors },
    },
    showFieldErrors,
  } = useSchemaForm<LoginInput, Login>(loginSchema, {
    defaultValues: { email: defaultEmail, password: '' },
    fields: FIELDS,
  });

  const login = useMutation({
    mutationKey: AUTH_MUTATION_KEY,
    mutationFn: signIn,
    onSuccess: (me) => {
      toast.success(toasts.loginSuccess.title, { description: toasts.loginSuccess.description });
      return completeSignIn(me);
    },
    onError: (error, credentials) => {
      // A suspended account is a 403 too, but no code helps it: it stays here with the server's words.
      toasts.fail(toasts.loginFailed, error);
      if (error instanceof ApiError && error.status === 403 && error.message !== MODERATION_MESSAGES.suspendedSignIn) {
        onNeedsVerification(credentials.email);
      } else showFieldErrors(error);
    },
  });

  useEffect(() => {
    if (autoFocus) setFocus(defaultEmail ? 'password' : 'email');
  }, [autoFocus, defaultEmail, setFocus]);

  return (
    <form noValidate className="grid gap-4" onSubmit={handleSubmit((credentials) => login.mutate(credentials))}>
      <EmailField id={`${id}-email`} error={say(errors.email?.message)} {...register('email')} />
      <InputField
        id={`${id}-password`}
        label={t('auth.login.password')}
        type="password"
        autoComplete="current-password"
        error={say(errors.password?.message)}
        labelAction={
          <Button
            variant="link"
            size="sm"
            className="h-auto p-0"
            disabled={isBusy}
            onClick={() => onForgotPassword(getValues('email').trim())}
          >
            {t('auth.login.forgot')}
          </Button>
        }
        {...register('password')}
      />
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={isBusy}>
        {login.isPending ? t('auth.login.submitting') : t('auth.login.submit')}
      </Button>
    </form>
  );
}
