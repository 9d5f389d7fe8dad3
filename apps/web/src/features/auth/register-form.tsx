import { isAlreadyRegisteredMessage, type RegisterInput, type Registration, registerSchema } from '@aangan/domain';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { errorIdFor, FieldError, InputField } from '../../components/form-field';
import { TermsConsentText } from '../../components/terms-consent-text';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Label } from '../../components/ui/label';
import { useI18n } from '../../i18n/use-i18n';
import { ApiError } from '../../lib/api-client';
import { signUp } from '../../lib/auth-api';
import { toast } from '../../lib/toast';
import { useSchemaForm } from '../../lib/use-schema-form';
import { AUTH_MUTATION_KEY } from './auth-busy';
import { useAuthError } from './auth-errors';
import { EmailField } from './email-field';
import { useAuthToasts } from './messages';

const FIELDS = ['name', 'email', 'phone', 'password', 'termsAccepted'] as const;

interface RegisterFormProps {
  isBusy: boolean;
  /** The account is created and a code is on its way: go to the code view. */
  onRegistered: (email: string) => void;
}

export function RegisterForm({ isBusy, onRegistered }: RegisterFormProps) {
  const id = useId();
  const termsId = `${id}-terms`;
  const { t } = useI18n();
  const toasts = useAuthToasts();
  const say = useAuthError();
  const {
    form: {
      register,
      handleSubmit,
      setError,
      formState: { errors },
    },
    showFieldErrors,
  } = useSchemaForm<RegisterInput, Registration>(registerSchema, {
    defaultValues: { name: '', email: '', phone: '', password: '' },
    fields: FIELDS,
  });

  const signUpMutation = useMutation({
    mutationKey: AUTH_MUTATION_KEY,
    mutationFn: signUp,
    onSuccess: ({ email }) => {
      toast.success(toasts.registerSuccess.title, { description: toasts.registerSuccess.description });
      onRegistered(email);
    },
    onError: (error) => {
      if (error instanceof ApiError && isAlreadyRegisteredMessage(error.message)) {
        toast.error(t('auth.error.duplicateEmailTitle'), { description: say(error.message) });
        setError('email', { type: 'server', message: error.message }, { shouldFocus: true });
        return;
      }
      toasts.fail(toasts.registerFailed, error);
      showFieldErrors(error);
    },
  });

  // The schema adds the account type; the server sets that itself and refuses it from the form.
  const submit = handleSubmit(({ name, email, phone, password, termsAccepted }) =>
    signUpMutation.mutate({ name, email, phone, password, termsAccepted }),
  );

  return (
    <form noValidate className="grid gap-4" onSubmit={submit}>
      <InputField
        id={`${id}-name`}
        label={t('auth.register.name')}
        autoComplete="name"
        placeholder={t('auth.register.namePlaceholder')}
        error={say(errors.name?.message)}
        {...register('name')}
      />
      <EmailField id={`${id}-email`} error={say(errors.email?.message)} {...register('email')} />
      <InputField
        id={`${id}-phone`}
        label={t('auth.register.phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="98765 43210"
        error={say(errors.phone?.message)}
        {...register('phone')}
      />
      <InputField
        id={`${id}-password`}
        label={t('auth.register.password')}
        type="password"
        autoComplete="new-password"
        error={say(errors.password?.message)}
        {...register('password')}
      />
      <div className="grid gap-2">
        <div className="flex items-start gap-3">
          <Checkbox
            id={termsId}
            aria-invalid={errors.termsAccepted ? true : undefined}
            aria-describedby={errors.termsAccepted ? errorIdFor(termsId) : undefined}
            className="mt-0.5"
            {...register('termsAccepted')}
          />
          <Label htmlFor={termsId} className="font-normal leading-snug">
            <TermsConsentText />
          </Label>
        </div>
        <FieldError id={termsId} message={say(errors.termsAccepted?.message)} className="pl-8" />
      </div>
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={isBusy}>
        {signUpMutation.isPending ? t('auth.register.submitting') : t('auth.register.submit')}
      </Button>
    </form>
  );
}
