import { BellRingIcon } from 'lucide-react';
import type { FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';

/**
 * 'Get Property Alerts'. The spec makes no call here yet and checks nothing beyond the email input's
 * type; the newsletter API arrives in a later issue, so Subscribe only says alerts open soon.
 */
export function PropertyAlerts() {
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    toast('Property alerts open soon.');
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
        <form onSubmit={handleSubmit} className="flex w-full flex-col gap-2 sm:flex-row lg:max-w-md">
          <label htmlFor="property-alerts-email" className="sr-only">
            Email address
          </label>
          <Input
            id="property-alerts-email"
            name="email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            className="h-11"
          />
          <Button type="submit" size="lg" className="h-11">
            Subscribe
          </Button>
        </form>
      </div>
    </section>
  );
}
