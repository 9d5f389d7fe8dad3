import { type PropertySearch, propertySearchSchema, SEARCH_PARAM_NAMES } from '@aangan/domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { AppError, parseInput } from '../../http/errors.ts';
import { countProperties, searchProperties } from './service.ts';

/**
 * Filters the domain's search schema accepts but this service does not apply yet (the search issue
 * builds them with their indexes). Refusing them beats answering with unfiltered results.
 */
const APPLIED_PARAMS: readonly string[] = ['location', 'purpose', 'type', 'sort', 'page', 'limit'];
const PENDING_FILTERS = SEARCH_PARAM_NAMES.filter((name) => !APPLIED_PARAMS.includes(name));

function refusePendingFilters(search: PropertySearch): void {
  const fields: Record<string, string> = {};
  for (const name of PENDING_FILTERS) {
    const value = search[name];
    if (value !== undefined && !(Array.isArray(value) && value.length === 0)) {
      fields[name] = 'This filter is not available yet';
    }
  }
  if (search.sort !== 'newest') fields.sort = 'Only the newest-first order is available yet';
  const names = Object.keys(fields);
  if (names.length > 0) throw new AppError('BAD_REQUEST', `Please check ${names.join(', ')}.`, fields);
}

export async function propertyRoutes(app: FastifyInstance, { db }: { db: Database }): Promise<void> {
  app.get('/api/properties', async (request) => {
    const search = parseInput(propertySearchSchema, request.query);
    refusePendingFilters(search);
    return searchProperties(db, search);
  });

  app.get('/api/properties/stats', async () => countProperties(db));
}
