import { z } from 'zod';
import { LOCALES } from './locales.ts';

/**
 * PUT /api/me/language: the language the account reads Aangan in. Apart from locales.ts, which every page's
 * first script reads: zod stays out of it (decision 024).
 */
export const languageChoiceSchema = z.strictObject({
  locale: z.enum(LOCALES, { error: 'Choose a language Aangan speaks: en or hi.' }),
});
