import { BellRingIcon, LoaderCircleIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { errorIdFor } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { useNewsletterSignup } from '../../../lib/newsletter';

const INPUT_ID = 'property-alerts-email';

/** 'Get Property Alerts': signs the address up for the newsletter (POST /api/newsletter, source 'alerts'). */
export function PropertyAlerts() {
  const [email, setEmail] = useState('');
  const { signUp, isPending, fieldError, clearFieldError } = useNewsletterSignup('alerts');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    signUp(email, { onSubscribed: () => setEmail('') });
  }

  return (
    <section aria-labelledby="property-alerts-title" className="page-container py-12">
      <div className="flex flex-col gap-6 rounded-2xl border border-brand/20 bg-brand-soft/60 p-6 sm:p-8 lg:flex-row lg:items-center lg:justify-between">
        <div className="flex items-start gap-4">
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand text-brand-foreground">
            <BellRingIcon className="size-5" aria-hidden="true" />
          </span>
          <div className="flex min-w-0 flex-col gap-1">
            <h2 id="property-alerts-title" className="font-bold text-foreground text-xl tracking-tight">
              Get Property Alerts
            </h2>
            <p className="text-muted-foreground text-sm">
              Hear about new listings that match what you are looking for.
            </p>
          </div>
        </div>
        <form onSubmit={handleSubmit} className="flex w-full flex-col gap-2 lg:max-w-md">
          <div className="flex flex-col gap-2 sm:flex-row">
            <label htmlFor={INPUT_ID} className="sr-only">
              Email address
            </label>
            <Input
              id={INPUT_ID}
              name="email"
              type="email"
              required
              autoComplete="email"
              placeholder="you@example.com"
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                clearFieldError();
              }}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? errorIdFor(INPUT_ID) : undefined}
              className="h-11"
            />
            <Button type="submit" size="lg" className="h-11" disabled={isPending}>
              {isPending && <LoaderCircleIcon className="animate-spin motion-reduce:animate-none" aria-hidden="true" />}
              {isPending ? 'Subscribing...' : 'Subscribe'}
            </Button>
          </div>
          {fieldError && (
            <p id={errorIdFor(INPUT_ID)} role="alert" className="font-medium text-danger text-sm">
              {fieldError}
            </p>
          )}
        </form>
      </div>
    </section>
  );
}
