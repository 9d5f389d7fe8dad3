import { createHash } from 'node:crypto';
import type { drizzleAdapter } from 'better-auth/adapters/drizzle';

type AdapterFactory = ReturnType<typeof drizzleAdapter>;
type Adapter = ReturnType<AdapterFactory>;
type Where = NonNullable<Parameters<Adapter['findMany']>[0]['where']>[number];
type Row = Record<string, unknown>;

/**
 * What the `session` table keeps of a session token: its SHA-256. A copy of the table then hands out no live
 * session; the token is 32 random characters, so a plain hash (no salt, no stretching) is enough.
 */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

const WHERE_METHODS = [
  'findOne',
  'findMany',
  'count',
  'update',
  'updateMany',
  'delete',
  'deleteMany',
  'consumeOne',
  'incrementOne',
] as const;

function hashWhere(where: Where[] | undefined): Where[] | undefined {
  return where?.map((clause) => {
    if (clause.field !== 'token') return clause;
    const { value } = clause;
    if (typeof value === 'string') return { ...clause, value: hashSessionToken(value) };
    if (Array.isArray(value)) return { ...clause, value: value.map((item) => hashSessionToken(String(item))) };
    return clause;
  });
}

function hashToken<T extends Row | undefined>(data: T): T {
  return data && typeof data.token === 'string' ? { ...data, token: hashSessionToken(data.token) } : data;
}

/** The token a query looked a session up by, so the row it returns can carry it again. */
function tokenLookedUp(where: Where[] | undefined): string | undefined {
  const clause = where?.find((item) => item.field === 'token' && (item.operator ?? 'eq') === 'eq');
  return typeof clause?.value === 'string' ? clause.value : undefined;
}

/**
 * better-auth signs the token it reads back into a refreshed cookie, so a row found by its token gets the
 * real token back; rows found otherwise (all of a person's sessions) keep the hash, which opens nothing.
 */
function withToken(result: unknown, token: string | undefined): unknown {
  if (token === undefined || result === null || typeof result !== 'object') return result;
  if (Array.isArray(result)) return result.map((row) => withToken(row, token));
  return 'token' in result ? { ...result, token } : result;
}

function wrap<T extends Omit<Adapter, 'transaction'> & Partial<Pick<Adapter, 'transaction'>>>(adapter: T): T {
  const wrapped: Record<string, unknown> = { ...adapter };
  for (const name of WHERE_METHODS) {
    const method = adapter[name] as ((args: Row & { model: string; where?: Where[] }) => Promise<unknown>) | undefined;
    if (typeof method !== 'function') continue;
    wrapped[name] = async (args: Row & { model: string; where?: Where[]; update?: Row }) => {
      if (args.model !== 'session') return method(args);
      const result = await method({ ...args, where: hashWhere(args.where), update: hashToken(args.update) });
      return withToken(result, tokenLookedUp(args.where));
    };
  }
  wrapped.create = async (args: Parameters<Adapter['create']>[0]) => {
    if (args.model !== 'session') return adapter.create(args);
    const token = (args.data as Row).token;
    const created = await adapter.create({ ...args, data: hashToken(args.data as Row) });
    return withToken(created, typeof token === 'string' ? token : undefined);
  };
  const { transaction } = adapter;
  if (transaction) {
    wrapped.transaction = (callback: Parameters<Adapter['transaction']>[0]) =>
      transaction((trx) => callback(wrap(trx)));
  }
  return wrapped as T;
}

/** The Drizzle adapter with session tokens stored hashed: the cookie keeps the token, the table its hash. */
export function withHashedSessionTokens(factory: AdapterFactory): AdapterFactory {
  return (options) => wrap(factory(options));
}
