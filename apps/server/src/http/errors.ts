import { ERROR_STATUS, type ErrorBody, type ErrorCode, errorCodeForStatus, UNKNOWN_KEYS_NAMED } from '@aangan/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from './database-unavailable.ts';
import { findUnstorableText, UNSTORABLE_TEXT_MESSAGE } from './unstorable-text.ts';

/** An error meant for the client: its message is shown to people, so it is written for them. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** For RATE_LIMITED: when to try again, sent as Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }

  toBody(): ErrorBody {
    return { error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) } };
  }
}

/** A 400 names at most this many fields, each cut short: its size never grows with the input. */
const MAX_FIELDS = 20;
const MAX_KEY_LENGTH = 80;
const MAX_MESSAGE_LENGTH = 300;

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/**
 * Parses input with a zod schema; a failure becomes BAD_REQUEST naming the bad fields. Text the database
 * cannot store is refused first, whatever the schema.
 */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const unstorable = findUnstorableText(input);
  if (unstorable !== null) {
    throw new AppError('BAD_REQUEST', UNSTORABLE_TEXT_MESSAGE, {
      [clip(unstorable, MAX_KEY_LENGTH)]: UNSTORABLE_TEXT_MESSAGE,
    });
  }
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  // No prototype: a key named __proto__ or constructor is just a name here.
  const fields: Record<string, string> = Object.create(null);
  let fieldCount = 0;
  for (const issue of result.error.issues) {
    // An unexpected key is reported on its object; name the key itself (the first few), so the client can point at it.
    const keys =
      issue.code === 'unrecognized_keys'
        ? issue.keys.slice(0, UNKNOWN_KEYS_NAMED).map((key) => [...issue.path, key].join('.'))
        : [issue.path.join('.') || '_'];
    for (const key of keys) {
      const name = clip(key, MAX_KEY_LENGTH);
      if (Object.hasOwn(fields, name) || fieldCount >= MAX_FIELDS) continue;
      fields[name] = clip(issue.message, MAX_MESSAGE_LENGTH);
      fieldCount += 1;
    }
  }
  const names = Object.keys(fields).filter((key) => key !== '_');
  const onlyUnknownKeys = result.error.issues.every((issue) => issue.code === 'unrecognized_keys');
  const message = onlyUnknownKeys
    ? (result.error.issues[0]?.message ?? 'The request is not valid.')
    : names.length > 0
      ? `Please check ${names.join(', ')}.`
      : (fields._ ?? 'The request is not valid.');
  throw new AppError('BAD_REQUEST', clip(message, MAX_MESSAGE_LENGTH * 2), fields);
}

/** Every error leaves the server as `{ error: { code, message, fields? } }`; internals are never shown. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(ERROR_STATUS[error.code]).send(error.toBody());
    }
    if (isDatabaseUnavailable(error)) {
      // A blip (a restart, a failover): the person may simply try again. Logged, but not as a failure of ours.
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      const body: ErrorBody = { error: { code: 'UNAVAILABLE', message: DATABASE_UNAVAILABLE_MESSAGE } };
      return reply.status(503).send(body);
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      const body: ErrorBody = {
        error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' },
      };
      return reply.status(500).send(body);
    }
    // Fastify's own client errors (bad JSON, body too large, …) keep their status with a plain message.
    // Some quote the input (a content type, say), so the message is cut to keep the answer small.
    const body: ErrorBody = {
      error: { code: errorCodeForStatus(status), message: clip(error.message, MAX_MESSAGE_LENGTH) },
    };
    return reply.status(status).send(body);
  });
}
