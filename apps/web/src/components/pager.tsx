import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { Button } from './ui/button';

interface PagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** Previous / 'Page n of m' / Next under a grid of cards (search results, Saved). Hidden for one page. */
export function Pager({ page, pages, onPage }: PagerProps) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-3 border-t pt-5">
      <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeftIcon aria-hidden="true" />
        Previous
      </Button>
      <p className="text-muted-foreground text-sm" aria-current="page">
        Page {page} of {pages}
      </p>
      <Button variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
        <ChevronRightIcon aria-hidden="true" />
      </Button>
    </nav>
  );
}
