import { useListingsWords } from './messages';

/** The owner's appeal in their words, set apart as a quote. */
export function OwnerMessage({ message }: { message: string }) {
  const { LISTING_COPY } = useListingsWords();
  return (
    <figure className="flex flex-col gap-1">
      <figcaption className="font-medium text-muted-foreground text-xs">{LISTING_COPY.ownerMessage}</figcaption>
      <blockquote className="whitespace-pre-line break-words border-brand/40 border-l-2 pl-3 text-foreground text-sm">
        {message}
      </blockquote>
    </figure>
  );
}
