import { VERIFICATION_MESSAGES } from '@aangan/domain';
import { AppError } from '../../http/errors.ts';

/** The 404 for a request that is not there (or went with its listing), in the domain's words. */
export const requestNotFound = () => new AppError('NOT_FOUND', VERIFICATION_MESSAGES.requestNotFound);
