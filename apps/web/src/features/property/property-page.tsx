import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useI18n } from '../../i18n/use-i18n';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { propertyQuery } from './api';
import { PropertyLoadError } from './property-load-error';
import { PropertyNotFound } from './property-not-found';
import { PropertySkeleton } from './property-skeleton';
import { PropertyView } from './property-view';
import { useRememberViewed } from './use-remember-viewed';

/** /property/:id (docs/product.md §2 'Property detail'): skeleton, then the listing, its not-found page or a retry. */
export function PropertyPage() {
  const { t } = useI18n();
  const { id = '' } = useParams();
  const query = useQuery(propertyQuery(id));
  const { data, error } = query;
  const isNotFound = error instanceof ApiError && error.status === 404;
  useRememberViewed(id, data, isNotFound);

  const title = data?.title ?? (isNotFound ? t('property.notFound.title') : t('property.docTitle'));
  useDocumentTitle(title);
  const errorTitle = t('property.toast.loadFailed.title');
  const errorText = t('property.toast.loadFailed.description');

  useEffect(() => {
    if (!error || isNotFound) return;
    // A fixed id keeps one toast when React runs the effect twice or a retry fails again.
    toast.error(errorTitle, { id: 'property-load-error', description: errorText });
  }, [error, isNotFound, errorTitle, errorText]);

  if (isNotFound) return <PropertyNotFound />;
  // A failed background refetch keeps the listing already on screen.
  if (data) return <PropertyView property={data} />;
  if (error) return <PropertyLoadError onRetry={() => void query.refetch()} isRetrying={query.isFetching} />;
  return <PropertySkeleton />;
}
