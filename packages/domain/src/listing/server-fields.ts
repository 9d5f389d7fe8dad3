import { z } from 'zod';
import { isOneOf } from '../enums/one-of.ts';
import { unknownKeysError } from '../unknown-keys.ts';
import { LISTING_MESSAGES as M } from './messages.ts';
import { checkNumber, checkPincode, checkText, isListingMedia, type NumberRule, type TextRule } from './rules.ts';

/**
 * Zod field builders for the listing API: JSON values checked by the shared rules (rules.ts), so the API
 * answers in the wizard's words.
 */

/** Fields the server owns; an owner sending one is told so by name rather than silently ignored. */
export const SERVER_OWNED_LISTING_FIELDS = [
  'id',
  'views',
  'propertyScore',
  'property_score',
  'verification_status',
  'verificationStatus',
  'postedBy',
  'posted_by',
  'createdAt',
  'created_at',
  'updatedAt',
  'updated_at',
  'priceInWords',
  'price_in_words',
] as const;

export function serverOwnedFieldMessage(field: string): string {
  return `${field} is set by the server and cannot be sent`;
}

const unknownListingKeys = unknownKeysError({
  refused: (key) => (isOneOf(SERVER_OWNED_LISTING_FIELDS, key) ? serverOwnedFieldMessage(key) : undefined),
});

/** Strict objects name each unexpected key in their message; a missing or non-object value reads `missing`. */
export function strict<Shape extends z.core.$ZodLooseShape>(shape: Shape, missing: string) {
  return z.strictObject(shape, {
    error: (issue) => unknownListingKeys(issue) ?? missing,
  });
}

export function text(rule: TextRule) {
  return z
    .string({ error: (issue) => (issue.input == null && rule.required ? rule.required : 'Must be text') })
    .superRefine((value, ctx) => {
      const message = checkText(value, rule);
      if (message) ctx.addIssue({ code: 'custom', message });
    })
    .transform((value) => value.trim());
}

export function optionalText(rule: TextRule) {
  return text(rule)
    .transform((value) => (value === '' ? null : value))
    .nullish();
}

export function number(rule: NumberRule) {
  return z
    .number({ error: (issue) => (issue.input == null && rule.required ? rule.required : rule.number) })
    .superRefine((value, ctx) => {
      const message = checkNumber(value, rule);
      if (message) ctx.addIssue({ code: 'custom', message });
    });
}

export function choice<T extends number>(choices: readonly T[], message: string) {
  return z
    .number({ error: message })
    .refine((value) => isOneOf(choices, value), message)
    .nullish();
}

export const flag = () => z.boolean({ error: 'Must be true or false' }).optional();

export function media(message: string) {
  return z
    .string({ error: message })
    .refine((value) => value === '' || isListingMedia(value), message)
    .transform((value) => (value === '' ? null : value))
    .nullish();
}

export const pincodeSchema = z
  .string({ error: M.pincodeRequired })
  .transform((value) => value.trim())
  .superRefine((value, ctx) => {
    const message = checkPincode(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  });
