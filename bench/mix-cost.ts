/**
 * What the realistic mix asks of the database (issue 22), measured after the run on a quiet machine: each distinct
 * path the run sent, its statements raw through `pg` once (raw-sql.ts), grouped by kind. The answer cache takes
 * most popular requests; every long-tail query is new and reaches the database, so its time per query bounds the
 * rate one machine can serve, whatever the server does: the report prints what the long tail alone would take of
 * the machine at the goal's rate.
 */
import { type Percentiles, percentiles } from './load.ts';
import type { MixSequence } from './mix.ts';
import type { RawSql } from './raw-sql.ts';

type MixKind = 'popular' | 'long tail: a place' | 'long tail: typed words';

/** Paths timed per kind at most: enough for a mean, and the whole measurement stays within a minute or two. */
const SAMPLE_PER_KIND = 300;

interface MixKindCost {
  kind: MixKind;
  /** The kind's share of the requests the run sent. */
  share: number;
  /** Raw time of one run of each timed path, ms. */
  raw: Percentiles;
}

export interface MixDatabaseCost {
  kinds: MixKindCost[];
  /** Mean raw time of a long-tail query, ms (both long-tail kinds, weighted by their requests). */
  longTailMeanMs: number;
}

function kindOf(path: string, popular: ReadonlySet<string>): MixKind {
  if (popular.has(path)) return 'popular';
  return new URLSearchParams(path.split('?')[1]).has('q') ? 'long tail: typed words' : 'long tail: a place';
}

/** The requests `run` sent: `used` paths of the sequence from `first`, round the sequence when it went round. */
export function sentPaths(sequence: MixSequence, first: number, used: number): string[] {
  return Array.from({ length: used }, (_, index) => sequence.paths[(first + index) % sequence.paths.length] ?? '');
}

export async function measureMixDatabaseCost(
  rawSql: RawSql,
  sequence: MixSequence,
  sent: readonly string[],
): Promise<MixDatabaseCost> {
  const popular = new Set(sequence.popular);
  const requests = new Map<MixKind, number>();
  const distinct = new Map<MixKind, Set<string>>();
  for (const path of sent) {
    const kind = kindOf(path, popular);
    requests.set(kind, (requests.get(kind) ?? 0) + 1);
    const paths = distinct.get(kind) ?? new Set<string>();
    if (paths.size < SAMPLE_PER_KIND) paths.add(path);
    distinct.set(kind, paths);
  }
  const kinds: MixKindCost[] = [];
  for (const [kind, paths] of distinct) {
    const timings: number[] = [];
    for (const path of paths) timings.push(await rawSql.timeOnce(path));
    kinds.push({ kind, share: (requests.get(kind) ?? 0) / Math.max(1, sent.length), raw: percentiles(timings) });
  }
  const tail = kinds.filter((each) => each.kind !== 'popular');
  const tailShare = tail.reduce((sum, each) => sum + each.share, 0);
  const longTailMeanMs =
    tailShare === 0 ? 0 : tail.reduce((sum, each) => sum + each.share * each.raw.mean, 0) / tailShare;
  return { kinds, longTailMeanMs };
}
