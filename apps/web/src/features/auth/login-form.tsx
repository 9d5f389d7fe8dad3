import { type Login, type LoginInput, loginSchema, MODERATION_MESSAGES } from '@aangan/domain';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { InputField } from '../../components/form-field';
import { Button } from '../../components/ui/button';
import { ApiError } from '../../lib/api-client';
import { signIn } from '../../lib/auth-api';
import { toastError } from '../../lib/form-errors';
import { toast } from '../../lib/toast';
import { useSchemaForm } from '../../lib/use-schema-form';
import { AUTH_MUTATION_KEY } from './auth-busy';
import { EmailField } from './email-field';
import { AUTH_TOASTS } from './messages';
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
  const {
    form: {
      register,
      handleSubmit,
      setFocus,
      getValues,
      formState: { errors },
    },
    showServerError,
  } = useSchemaForm<LoginInput, Login>(loginSchema, {
    defaultValues: { email: defaultEmail, password: '' },
    fields: FIELDS,
  });

  const login = useMutation({
    mutationKey: AUTH_MUTATION_KEY,
    mutationFn: signIn,
    onSuccess: (me) => {
      toast.success(AUTH_TOASTS.loginSuccess.title, { description: AUTH_TOASTS.loginSuccess.description });
      return completeSignIn(me);
    },
    onError: (error, credentials) => {
      // A suspended account is a 403 too, but no code helps it: it stays here with the server's words.
      if (error instanceof ApiError && error.status === 403 && error.message !== MODERATION_MESSAGES.suspendedSignIn) {
        toastError(AUTH_TOASTS.loginFailed, error);
        onNeedsVerification(credentials.email);
      } else showServerError(error, AUTH_TOASTS.loginFailed);
    },
  });

  useEffect(() => {
    if (autoFocus) setFocus(defaultEmail ? 'password' : 'email');
  }, [autoFocus, defaultEmail, setFocus]);

  return (
    <form noValidate className="grid gap-4" onSubmit={handleSubmit((credentials) => login.mutate(credentials))}>
      <EmailField id={`${id}-email`} error={errors.email?.message} {...register('email')} />
      <InputField
        id={`${id}-password`}
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        labelAction={
          <Button
            variant="link"
            size="sm"
            className="h-auto p-0"
            disabled={isBusy}
            onClick={() => onForgotPassword(getValues('email').trim())}
          >
            Forgot password?
          </Button>
        }
        {...register('password')}
      />
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={isBusy}>
        {login.isPending ? 'Signing in...' : 'Login'}
      </Button>
    </form>
  );
}
