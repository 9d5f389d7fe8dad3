import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { propertyQuery } from './api';
import { PROPERTY_NOT_FOUND, PROPERTY_TOASTS } from './messages';
import { PropertyLoadError } from './property-load-error';
import { PropertyNotFound } from './property-not-found';
import { PropertySkeleton } from './property-skeleton';
import { PropertyView } from './property-view';

/** /property/:id (docs/product.md §2 'Property detail'): skeleton, then the listing, its not-found page or a retry. */
export function PropertyPage() {
  const { id = '' } = useParams();
  const query = useQuery(propertyQuery(id));
  const { data, error } = query;
  const isNotFound = error instanceof ApiError && error.status === 404;

  useDocumentTitle(data?.title ?? (isNotFound ? PROPERTY_NOT_FOUND.title : 'Property details'));

  useEffect(() => {
    if (!error || isNotFound) return;
    // A fixed id keeps one toast when React runs the effect twice or a retry fails again.
    toast.error(PROPERTY_TOASTS.loadFailed.title, {
      id: 'property-load-error',
      description: PROPERTY_TOASTS.loadFailed.description,
    });
  }, [error, isNotFound]);

  if (isNotFound) return <PropertyNotFound />;
  // A failed background refetch keeps the listing already on screen.
  if (data) return <PropertyView property={data} />;
  if (error) return <PropertyLoadError onRetry={() => void query.refetch()} isRetrying={query.isFetching} />;
  return <PropertySkeleton />;
}
