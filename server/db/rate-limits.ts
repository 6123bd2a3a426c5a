/**
 * Counters for abuse limits, kept in the database so that N processes share one allowance. A key's
 * count is forgotten once it has not grown for `windowSeconds`. Two kinds of limit use it:
 * - growing delays: after `free` counted attempts, each further attempt must wait
 *   base · 2^(count − free) seconds (at most the window) after the last one;
 * - plain caps: at most `free` attempts per window (baseDelaySeconds = windowSeconds).
 */
import type { Queryable } from './db';

export interface RateLimitRule {
  /** Attempts allowed before any wait. */
  free: number;
  /** The first wait after the free attempts; it doubles with every further attempt. */
  baseDelaySeconds: number;
  /** A count not grown for this long starts again from zero; also the longest wait. */
  windowSeconds: number;
}

export type Claim = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one attempt for `key` unless the key must wait; atomic (the row lock of the upsert), so
 * concurrent attempts from several processes cannot all slip through.
 */
export async function claimAttempt(q: Queryable, key: string, rule: RateLimitRule): Promise<Claim> {
  const params = [key, rule.free, rule.baseDelaySeconds, rule.windowSeconds];
  const claimed = await q.query(
    `/* claimRateLimitAttempt */ insert into public.rate_limits as r (key, count, last_at)
     values ($1, 1, now())
     on conflict (key) do update set
       count = case when r.last_at < now() - make_interval(secs => $4) then 1 else r.count + 1 end,
       last_at = now()
     where r.last_at < now() - make_interval(secs => $4)
        or r.count < $2
        or r.last_at + make_interval(secs => least($4, $3 * power(2, r.count - $2))) <= now()
     returning count`,
    params,
  );
  if (claimed.length > 0) return { allowed: true };
  const [row] = await q.query<{ wait: number }>(
    `/* rateLimitWait */ select ceil(extract(epoch from
       r.last_at + make_interval(secs => least($4, $3 * power(2, r.count - $2))) - now()))::int as wait
     from public.rate_limits r where r.key = $1`,
    params,
  );
  return { allowed: false, retryAfterSeconds: Math.max(1, row?.wait ?? 1) };
}

/**
 * Adds `amount` to the count of the current `windowSeconds` slice of time (a cap on volume, such as
 * crawler visits per minute) unless the count would pass `limit`; each slice starts again from zero.
 * Atomic like claimAttempt; a refused amount is not counted.
 */
export async function claimQuota(
  q: Queryable,
  key: string,
  amount: number,
  rule: { limit: number; windowSeconds: number },
  now = Date.now(),
): Promise<Claim> {
  const slice = Math.floor(now / 1000 / rule.windowSeconds);
  const claimed = await q.query(
    `/* claimRateLimitQuota */ insert into public.rate_limits as r (key, count, last_at)
     select $1::text, $2::int, now() where $2::int <= $3::int
     on conflict (key) do update set count = r.count + $2::int, last_at = now()
     where r.count + $2::int <= $3::int
     returning count`,
    [`${key}:${slice}`, amount, rule.limit],
  );
  if (claimed.length > 0) return { allowed: true };
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((slice + 1) * rule.windowSeconds - now / 1000)),
  };
}

/**
 * Counts one attempt for `key` whatever its wait: a failure by a client the limit let through (it is held
 * by another rule), which still adds to the wait of everyone else the key holds.
 */
export async function countAttempt(q: Queryable, key: string, rule: RateLimitRule): Promise<void> {
  await q.query(
    `/* countRateLimitAttempt */ insert into public.rate_limits as r (key, count, last_at)
     values ($1, 1, now())
     on conflict (key) do update set
       count = case when r.last_at < now() - make_interval(secs => $2) then 1 else r.count + 1 end,
       last_at = now()`,
    [key, rule.windowSeconds],
  );
}

/** Takes back one attempt that turned out not to count (a right password, a failure of ours). */
export async function releaseAttempt(q: Queryable, key: string): Promise<void> {
  await q.query(
    `/* releaseRateLimitAttempt */ update public.rate_limits set count = greatest(count - 1, 0) where key = $1`,
    [key],
  );
}

/** Forgets a key (a successful sign-in clears that address's failures for the account). */
export async function resetAttempts(q: Queryable, key: string): Promise<void> {
  await q.query(`/* resetRateLimitAttempts */ delete from public.rate_limits where key = $1`, [key]);
}

/** Drops counters untouched for a day: every window is shorter. */
export async function pruneRateLimits(q: Queryable): Promise<number> {
  const rows = await q.query(
    `/* pruneRateLimits */ delete from public.rate_limits where last_at < now() - interval '1 day' returning 1`,
  );
  return rows.length;
}
