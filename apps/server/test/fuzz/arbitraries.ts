import { SEARCH_PARAM_NAMES } from '@aangan/domain';
import fc from 'fast-check';

/**
 * Hostile inputs for the fuzz test (issue 14): wrong types, unknown keys by the thousand, NUL and lone
 * surrogates, huge and fractional numbers, deep nesting, broken encodings, wrong content types, oversize bodies.
 */

/** Text a careless or hostile client might send: control characters, broken UTF-16, scripts, sheer length. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'binary-ascii' }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfffy',
    '\ufeff',
    'घर बिकाऊ है',
    '🏠🏠',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '%',
    '_%\\',
    'NaN',
    '1e309',
    '-0',
    'null',
    'true',
    '__proto__',
  ),
  fc.nat({ max: 200_000 }).map((length) => 'a'.repeat(length)),
);

/** Numbers past every column and every rule: fractions, negatives, beyond 2^53, infinities (null in JSON). */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -0, 0.5, -1, 1e-7, 2 ** 31, 2 ** 53 + 1, 2 ** 63, 1e21, 1e308, Number.MAX_VALUE, -1e308),
);

const scalar: fc.Arbitrary<unknown> = fc.oneof(hostileString, hostileNumber, fc.boolean(), fc.constant(null));

/** Any JSON value, a few levels deep, with hostile leaves. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(fc.oneof(fc.string(), hostileString), tie('value'), { maxKeys: 5 }),
  ),
})).value;

/** An object with this many unknown keys: the review's heap killer was 20,000. */
export const manyUnknownKeys = fc
  .integer({ min: 1_000, max: 20_000 })
  .map((count) => Object.fromEntries(Array.from({ length: count }, (_, index) => [`k${index}`, index])));

/** JSON nested far deeper than any schema expects, as raw text (a parser must not blow the stack). */
export const deeplyNestedJson = fc
  .tuple(fc.integer({ min: 1_000, max: 100_000 }), fc.constantFrom('[', '{"a":'))
  .map(([depth, opener]) => `${opener.repeat(depth)}1${(opener === '[' ? ']' : '}').repeat(depth)}`);

type Path = (string | number)[];

/** Every leaf of a JSON value (strings, numbers, …) with its path. */
function leafPaths(value: unknown, path: Path = []): Path[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leafPaths(item, [...path, index]));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => leafPaths(item, [...path, key]));
  }
  return [path];
}

function setAt(value: unknown, path: Path, leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path as [string | number, ...Path];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[head] = setAt(copy[head], rest, leaf);
  return copy;
}

/** Characters PostgreSQL or a parser may choke on, slipped into otherwise valid text (the storage killers first). */
const poison: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constant('\u0000'), weight: 4 },
  { arbitrary: fc.constantFrom('\ud800', '\udfff'), weight: 2 },
  { arbitrary: fc.constantFrom('\ufeff', '%', "'", '\\', '\u202e', 'x'.repeat(20_000)), weight: 1 },
);

/**
 * One change to a valid body, so the hostile value gets past the first checks and reaches the database:
 * poison a string (a NUL inside a valid title), replace a leaf, drop a key or add one.
 */
export function mutated(valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const paths = leafPaths(valid);
  const keys = Object.keys(valid);
  const poisonText = fc.tuple(fc.constantFrom(...paths), poison, fc.nat()).map(([path, bad, at]) => {
    const text = asText(path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], valid));
    const cut = at % (text.length + 1);
    return setAt(valid, path, `${text.slice(0, cut)}${bad}${text.slice(cut)}`);
  });
  const replaceLeaf = fc
    .tuple(fc.constantFrom(...paths), fc.oneof(scalar, hostileJson))
    .map(([path, value]) => setAt(valid, path, value));
  const removeKey = fc.constantFrom(...keys).map((key) => {
    const { [key]: _, ...rest } = valid;
    return rest;
  });
  const addKey = fc.tuple(hostileString, hostileJson).map(([key, value]) => ({ ...valid, [key]: value }));
  return fc.oneof(
    { arbitrary: poisonText, weight: 4 },
    { arbitrary: replaceLeaf, weight: 2 },
    { arbitrary: removeKey, weight: 1 },
    { arbitrary: addKey, weight: 1 },
  );
}

/** Percent-encodes arbitrary bytes, so broken UTF-8 and %00 reach the server as a real client could send them. */
function percentBytes(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => `%${byte.toString(16).padStart(2, '0').toUpperCase()}`).join('');
}

function encodeText(text: string): string {
  return percentBytes(new TextEncoder().encode(text));
}

/** A path segment in place of `:id` (or `*`): a real value, a near miss, or garbage. */
export function pathSegment(realValues: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(...realValues),
    fc.uuid(),
    hostileString.map(encodeText),
    fc.uint8Array({ maxLength: 40 }).map(percentBytes),
    fc.constantFrom('%', '%E0%A4%A', '%00', '..%2F..%2Fetc%2Fpasswd', '%2e%2e', 'x'.repeat(5_000)),
  );
}

function queryString(pairs: [string, string | null][]): string {
  return pairs
    .map(([key, value]) =>
      value === null ? encodeText(key) : `${encodeText(key)}=${value.startsWith('%') ? value : encodeText(value)}`,
    )
    .join('&');
}

/** A query string of known and unknown parameters, repeated or not, with hostile values. */
const randomQuery: fc.Arbitrary<string> = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constantFrom(...SEARCH_PARAM_NAMES), hostileString),
      fc.oneof(
        hostileString,
        hostileNumber.map(String),
        fc.uint8Array({ maxLength: 12 }).map(percentBytes),
        fc.constant(null),
      ),
    ),
    { maxLength: 8 },
  )
  .map(queryString);

/** A query value as text; objects (with or without a prototype) as their JSON. */
function asText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? 'null');
}

/** A valid query with one value poisoned or replaced, or one parameter added, so it reaches the database. */
function mutatedQuery(valid: Record<string, string>): fc.Arbitrary<string> {
  const asPairs = (query: unknown) =>
    Object.entries(query as Record<string, unknown>).map(([key, value]): [string, string | null] => [
      key,
      value === undefined ? null : asText(value),
    ]);
  return mutated(valid).map((query) => queryString(asPairs(query)));
}

export function hostileQuery(valid: Record<string, string> | undefined): fc.Arbitrary<string> {
  return valid
    ? fc.oneof(
        { arbitrary: fc.constant(''), weight: 1 },
        { arbitrary: randomQuery, weight: 1 },
        { arbitrary: mutatedQuery(valid), weight: 4 },
      )
    : fc.oneof(fc.constant(''), randomQuery);
}

export interface HostileBody {
  contentType?: string;
  payload?: string | Buffer;
}

/** A request body: JSON of every kind, or the wrong kind of body altogether. */
export function hostileBody(valid: Record<string, unknown> | undefined): fc.Arbitrary<HostileBody> {
  const json = (value: unknown): HostileBody => ({
    contentType: 'application/json',
    payload: JSON.stringify(value) ?? 'null',
  });
  const jsonBodies: fc.Arbitrary<HostileBody>[] = [
    hostileJson.map(json),
    manyUnknownKeys.map((keys) => json({ ...valid, ...keys })),
    deeplyNestedJson.map((payload) => ({ contentType: 'application/json', payload })),
  ];
  const wrongBodies = fc.oneof(
    ...jsonBodies,
    fc.constant<HostileBody>({}),
    fc.constant<HostileBody>({ contentType: 'application/json', payload: '' }),
    fc.constant<HostileBody>({ contentType: 'application/json', payload: '{"a":' }),
    fc.constant<HostileBody>({ contentType: 'application/json', payload: 'x'.repeat(1_100_000) }),
    fc.constant<HostileBody>({ contentType: 'application/json; charset=utf-16', payload: '{}' }),
    hostileString.map((text) => ({ contentType: 'text/plain', payload: text })),
    hostileString.map((text) => ({
      contentType: 'application/x-www-form-urlencoded',
      payload: `a=${encodeText(text)}`,
    })),
    fc.uint8Array({ maxLength: 2_000 }).map((bytes) => ({
      contentType: 'multipart/form-data; boundary=xyz',
      payload: Buffer.concat([
        Buffer.from('--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\n'),
        bytes,
      ]),
    })),
    fc.constantFrom<HostileBody>(
      { contentType: 'multipart/form-data', payload: 'no boundary' },
      { contentType: 'multipart/form-data; boundary=', payload: '--\r\n' },
      // A content type the server would quote back in its answer, were the answer not cut short.
      { contentType: `application/${'x'.repeat(3_000)}`, payload: '{}' },
    ),
  );
  // A valid body with one hostile change gets furthest, so it is half of what a route with one receives.
  return valid
    ? fc.oneof({ arbitrary: mutated(valid).map(json), weight: 1 }, { arbitrary: wrongBodies, weight: 1 })
    : wrongBodies;
}
