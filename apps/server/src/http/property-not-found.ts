import { PROPERTY_NOT_FOUND_MESSAGE } from '@aangan/domain';
import { z } from 'zod';
import { AppError } from '../../http/errors.ts';

export const propertyNotFound = () => new AppError('NOT_FOUND', PROPERTY_NOT_FOUND_MESSAGE);

const listingId = z.uuid();

/** The listing id in a route parameter (`:id` unless named); missing or malformed is a listing not there. */
export function readPropertyId(params: unknown, name = 'id'): string {
  const value = typeof params === 'object' && params !== null ? (params as Record<string, unknown>)[name] : undefined;
  const parsed = listingId.safeParse(value);
  if (!parsed.success) throw propertyNotFound();
  return parsed.data;
}
