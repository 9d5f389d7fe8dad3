import {
  AUTH_MESSAGES,
  isAlreadyRegisteredMessage,
  type RegisterInput,
  type Registration,
  registerSchema,
} from '@aangan/domain';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { errorIdFor, FieldError, InputField } from '../../components/form-field';
import { TermsConsentText } from '../../components/terms-consent-text';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Label } from '../../components/ui/label';
import { ApiError } from '../../lib/api-client';
import { signUp } from '../../lib/auth-api';
import { toast } from '../../lib/toast';
import { useSchemaForm } from '../../lib/use-schema-form';
import { AUTH_MUTATION_KEY } from './auth-busy';
import { EmailField } from './email-field';
import { AUTH_TOASTS } from './messages';

const FIELDS = ['name', 'email', 'phone', 'password', 'termsAccepted'] as const;

interface RegisterFormProps {
  isBusy: boolean;
  /** The account is created and a code is on its way: go to the code view. */
  onRegistered: (email: string) => void;
}

export function RegisterForm({ isBusy, onRegistered }: RegisterFormProps) {
  const id = useId();
  const termsId = `${id}-terms`;
  const {
    form: {
      register,
      handleSubmit,
      setError,
      formState: { errors },
    },
    showServerError,
  } = useSchemaForm<RegisterInput, Registration>(registerSchema, {
    defaultValues: { name: '', email: '', phone: '', password: '' },
    fields: FIELDS,
  });

  const signUpMutation = useMutation({
    mutationKey: AUTH_MUTATION_KEY,
    mutationFn: signUp,
    onSuccess: ({ email }) => {
      toast.success(AUTH_TOASTS.registerSuccess.title, { description: AUTH_TOASTS.registerSuccess.description });
      onRegistered(email);
    },
    onError: (error) => {
      if (error instanceof ApiError && isAlreadyRegisteredMessage(error.message)) {
        toast.error(AUTH_MESSAGES.duplicateEmailTitle, { description: error.message });
        setError('email', { type: 'server', message: error.message }, { shouldFocus: true });
        return;
      }
      showServerError(error, AUTH_TOASTS.registerFailed);
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
        label="Full name"
        autoComplete="name"
        placeholder="Your name"
        error={errors.name?.message}
        {...register('name')}
      />
      <EmailField id={`${id}-email`} error={errors.email?.message} {...register('email')} />
      <InputField
        id={`${id}-phone`}
        label="Mobile number"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="98765 43210"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <InputField
        id={`${id}-password`}
        label="Password"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
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
        <FieldError id={termsId} message={errors.termsAccepted?.message} className="pl-8" />
      </div>
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={isBusy}>
        {signUpMutation.isPending ? 'Creating account...' : 'Create account'}
      </Button>
    </form>
  );
}
