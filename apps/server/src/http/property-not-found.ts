import { PROPERTY_NOT_FOUND_MESSAGE } from '@aangan/domain';
import { AppError } from './errors.ts';

/** The 404 for a listing that is not there (or an id that could name none), in the domain's words. */
export const propertyNotFound = () => new AppError('NOT_FOUND', PROPERTY_NOT_FOUND_MESSAGE);
