import { LoaderCircleIcon, SendIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { errorIdFor } from '../../components/form-field';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { useNewsletterSignup } from '../../lib/newsletter';

const INPUT_ID = 'newsletter-email';

/** Footer sign-up box (POST /api/newsletter, source 'footer'). */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const { signUp, isPending, fieldError, clearFieldError } = useNewsletterSignup('footer');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    signUp(email, { onSubscribed: () => setEmail('') });
  }

  return (
    <form onSubmit={handleSubmit} className="flex flex-col gap-2">
      <div className="flex flex-col gap-2 sm:flex-row md:flex-col lg:flex-row">
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
          // The light input's red error border is too dark on the footer; a lighter red reads on stone-900.
          className="border-stone-700 bg-stone-900 text-white placeholder:text-stone-400 aria-invalid:border-red-400"
        />
        <Button type="submit" disabled={isPending}>
          {isPending ? (
            <LoaderCircleIcon className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
          ) : (
            <SendIcon aria-hidden="true" />
          )}
          {isPending ? 'Subscribing...' : 'Subscribe'}
        </Button>
      </div>
      {fieldError && (
        <p id={errorIdFor(INPUT_ID)} role="alert" className="font-medium text-red-300 text-sm">
          {fieldError}
        </p>
      )}
    </form>
  );
}
