import { randomUUID } from 'node:crypto';

/**
 * A worker's claim on one row (a collection run, a report). Each claim has its own owner id; a renewal
 * succeeds only while that owner still holds the row. When a worker's lease lapsed (its event loop or its
 * database stalled) and another worker took the row over, the first learns it at its next renewal and
 * stops, rather than both asking the vendors and writing the same row.
 */
export interface Lease {
  readonly owner: string;
  /** False once a renewal found the row held by another worker (or finished). */
  readonly held: boolean;
  /**
   * Renews now and says whether this worker still holds the row. A renewal that cannot reach the database
   * leaves the answer unchanged: whether the row was taken over is learnt once the database is back.
   */
  renew(): Promise<boolean>;
  /** Stops the heartbeat. */
  stop(): void;
}

/** Renews the row's lease for `owner`; resolves false when the row is no longer this owner's. */
export type RenewLease = (owner: string, leaseSeconds: number) => Promise<boolean>;

export const newLeaseOwner = (): string => randomUUID();

/** Keeps a claimed lease alive with a heartbeat every third of its length. */
export function holdLease(owner: string, leaseSeconds: number, renewRow: RenewLease): Lease {
  let held = true;
  const renew = async () => {
    if (!held) return false;
    try {
      held = await renewRow(owner, leaseSeconds);
    } catch {
      // Unreachable database: keep working; the next renewal that reaches it decides.
    }
    return held;
  };
  const heartbeat = setInterval(() => void renew(), Math.max(200, (leaseSeconds * 1000) / 3));
  return {
    owner,
    get held() {
      return held;
    },
    renew,
    stop: () => clearInterval(heartbeat),
  };
}
