import { SendIcon } from 'lucide-react';
import type { FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';

/** Footer sign-up box. The newsletter API arrives later, so submitting only says so. */
export function NewsletterForm() {
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    toast('Newsletter sign-up opens soon.');
  }

  return (
    <form onSubmit={handleSubmit} className="flex flex-col gap-2 sm:flex-row md:flex-col lg:flex-row">
      <label htmlFor="newsletter-email" className="sr-only">
        Email address
      </label>
      <Input
        id="newsletter-email"
        name="email"
        type="email"
        required
        autoComplete="email"
        placeholder="you@example.com"
        className="border-stone-700 bg-stone-900 text-white placeholder:text-stone-400"
      />
      <Button type="submit">
        <SendIcon aria-hidden="true" />
        Subscribe
      </Button>
    </form>
  );
}
