import { LoaderCircleIcon } from 'lucide-react';

/** A centred spinner that holds the page's height while a route or check is loading. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-[60vh] items-center justify-center text-muted-foreground">
      <LoaderCircleIcon className="size-8 animate-spin motion-reduce:animate-none" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
