import { LoaderCircleIcon, SendIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useI18n } from '../i18n/use-i18n';
import { useNewsletterSignup } from '../lib/newsletter';
import { cn } from '../lib/utils';
import { errorIdFor } from './form-field';
import { Button } from './ui/button';
import { Input } from './ui/input';

interface EmailSignupFormProps {
  inputId: string;
  /** Classes of the row holding the input and the button (how it wraps at each width). */
  rowClassName?: string;
}

/**
 * An email box with Subscribe (POST /api/newsletter): the footer's newsletter, drawn for its dark ground (the
 * light input's red error border and text are too dark on stone-900).
 */
export function EmailSignupForm({ inputId, rowClassName }: EmailSignupFormProps) {
  const [email, setEmail] = useState('');
  const { signUp, isPending, fieldError, clearFieldError } = useNewsletterSignup();
  const { t } = useI18n();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // What the box shows, even when typed before the app took over the server's page (the state was still empty).
    const typed = String(new FormData(event.currentTarget).get('email') ?? '');
    setEmail(typed);
    signUp(typed, { onSubscribed: () => setEmail('') });
  }

  return (
    <form onSubmit={handleSubmit} className="flex flex-col gap-2">
      <div className={cn('flex flex-col gap-2', rowClassName)}>
        <label htmlFor={inputId} className="sr-only">
          {t('common.email.label')}
        </label>
        <Input
          id={inputId}
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder={t('common.email.placeholder')}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            clearFieldError();
          }}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? errorIdFor(inputId) : undefined}
          className="border-stone-700 bg-stone-900 text-white placeholder:text-stone-400 aria-invalid:border-red-400"
        />
        <Button type="submit" disabled={isPending}>
          {isPending ? (
            <LoaderCircleIcon className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
          ) : (
            <SendIcon aria-hidden="true" />
          )}
          {t(isPending ? 'common.newsletter.subscribing' : 'common.newsletter.subscribe')}
        </Button>
      </div>
      {fieldError && (
        <p id={errorIdFor(inputId)} role="alert" className="font-medium text-red-300 text-sm">
          {fieldError}
        </p>
      )}
    </form>
  );
}
