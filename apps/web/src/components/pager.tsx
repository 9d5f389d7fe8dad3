import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../i18n/use-i18n';
import { Button } from './ui/button';

interface PagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /**
   * The address of a page: Previous and Next become links a crawler (or a browser without JavaScript) can
   * follow; a click still goes through `onPage`.
   */
  hrefFor?: (page: number) => string;
}

function PageStep({
  target,
  enabled,
  onPage,
  hrefFor,
  children,
}: {
  target: number;
  enabled: boolean;
  onPage: (page: number) => void;
  hrefFor?: (page: number) => string;
  children: ReactNode;
}) {
  if (!enabled || !hrefFor) {
    return (
      <Button variant="outline" disabled={!enabled} onClick={() => onPage(target)}>
        {children}
      </Button>
    );
  }
  const follow = (event: MouseEvent) => {
    event.preventDefault();
    onPage(target);
  };
  return (
    <Button asChild variant="outline">
      <Link to={hrefFor(target)} onClick={follow}>
        {children}
      </Link>
    </Button>
  );
}

/** Previous / 'Page n of m' / Next under a grid of cards (search results, Saved). Hidden for one page. */
export function Pager({ page, pages, onPage, hrefFor }: PagerProps) {
  const { t } = useI18n();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('common.pager.label')} className="flex items-center justify-between gap-3 border-t pt-5">
      <PageStep target={page - 1} enabled={page > 1} onPage={onPage} hrefFor={hrefFor}>
        <ChevronLeftIcon aria-hidden="true" />
        {t('common.pager.previous')}
      </PageStep>
      <p className="text-muted-foreground text-sm" aria-current="page">
        {t('common.pager.pageOf', { page, pages })}
      </p>
      <PageStep target={page + 1} enabled={page < pages} onPage={onPage} hrefFor={hrefFor}>
        {t('common.pager.next')}
        <ChevronRightIcon aria-hidden="true" />
      </PageStep>
    </nav>
  );
}
