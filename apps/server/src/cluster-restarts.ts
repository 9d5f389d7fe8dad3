/**
 * How long the cluster's primary waits before replacing a worker that died (cluster.ts). The first death in
 * a while is replaced at once; deaths that follow one another soon double the wait up to a cap, so a worker
 * that cannot live (a bad deploy, a database that stays away) costs one try every half minute rather than a
 * spinning fork loop.
 */
export interface RestartPolicy {
  /** The wait after the second death in a row; doubled for each one after. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** A death this long after the one before starts a new count. */
  calmAfterMs: number;
}

const DEFAULT_RESTART_POLICY: RestartPolicy = { firstDelayMs: 1_000, maxDelayMs: 30_000, calmAfterMs: 60_000 };

/** Remembers recent deaths and answers how long to wait before the next replacement. */
export function createRestartBackoff(policy: RestartPolicy = DEFAULT_RESTART_POLICY) {
  let streak = 0;
  let lastDeathAt = Number.NEGATIVE_INFINITY;
  return {
    delayAfterDeath(now: number): number {
      streak = now - lastDeathAt > policy.calmAfterMs ? 0 : streak + 1;
      lastDeathAt = now;
      if (streak === 0) return 0;
      return Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** (streak - 1));
    },
  };
}
