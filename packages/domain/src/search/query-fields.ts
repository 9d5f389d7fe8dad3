/**
 * Zod fields for query-string parameters. Values arrive as text (or lists of text when a
 * parameter repeats), or typed when code calls the schema directly, so each field takes both.
 * Every issue is raised on the field itself (never on a list index) so the API names the field.
 */
import { z } from 'zod';
import { BBOX_MESSAGES, type BoundingBox, parseBoundingBox } from '../places/bounding-box.ts';
import { splitListValues } from './options.ts';

/** A bad value as quoted back in a message, cut so a huge parameter is not echoed whole. */
function quoted(raw: string): string {
  return `"${raw.length > 30 ? `${raw.slice(0, 30)}…` : raw}"`;
}

/**
 * A list parameter, repeated or comma-separated; each value is parsed, duplicates dropped.
 * An empty list is the same as none. `expected` says in plain words what a good value is.
 */
export function listField<T>(expected: string, parse: (raw: string) => T | undefined) {
  return z
    .unknown()
    .transform((value, ctx): T[] | undefined => {
      if (value === undefined) return undefined;
      const raws = splitListValues(value);
      if (raws === undefined) {
        ctx.addIssue({ code: 'custom', message: expected });
        return z.NEVER;
      }
      const values: T[] = [];
      for (const raw of raws) {
        const parsed = parse(raw);
        if (parsed === undefined) {
          ctx.addIssue({ code: 'custom', message: `${expected}, not ${quoted(raw)}` });
          return z.NEVER;
        }
        if (!values.includes(parsed)) values.push(parsed);
      }
      return values.length > 0 ? values : undefined;
    })
    .optional();
}

/**
 * A yes/no parameter: true, false, "true", "false", "1", "0", or present without a value
 * (`?verified`), which switches it on the way a flag does.
 */
export function flagField(label: string) {
  return z
    .unknown()
    .transform((value, ctx): boolean | undefined => {
      if (value === undefined) return undefined;
      if (value === true || value === 'true' || value === '1' || value === '') return true;
      if (value === false || value === 'false' || value === '0') return false;
      ctx.addIssue({ code: 'custom', message: `${label} must be true or false` });
      return z.NEVER;
    })
    .optional();
}

/**
 * A non-negative amount such as a price or an area, at most `max` (the largest a listing may hold, so the
 * database's columns never overflow); prices are whole rupees. An empty parameter is the same as none.
 */
export function amountField(label: string, { max, whole }: { max: number; whole: boolean }) {
  const amount = z.coerce
    .number({ error: `${label} must be a number` })
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} must be at most ${max.toLocaleString('en-IN')}`);
  return z.preprocess(
    (value) => (value === '' ? undefined : value),
    (whole ? amount.int(`${label} must be a whole number of rupees`) : amount).optional(),
  );
}

/** Deeper than any person pages; keeps OFFSET far inside the database's range. */
const MAX_PAGE_NUMBER = 10_000;

/** A whole number from 1 up (page, limit). */
export function positiveIntField(label: string) {
  return z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be at least 1`)
    .max(MAX_PAGE_NUMBER, `${label} must be at most ${MAX_PAGE_NUMBER.toLocaleString('en-IN')}`);
}

/** The map's area, `south,west,north,east` (places/bounding-box.ts); an empty parameter is the same as none. */
export function boundingBoxField() {
  return z
    .unknown()
    .transform((value, ctx): BoundingBox | undefined => {
      if (value === undefined || value === '') return undefined;
      // Repeated (an array) or anything but text is not one box.
      const parsed = typeof value === 'string' ? parseBoundingBox(value) : { error: BBOX_MESSAGES.shape };
      if ('box' in parsed) return parsed.box;
      ctx.addIssue({ code: 'custom', message: parsed.error });
      return z.NEVER;
    })
    .optional();
}
