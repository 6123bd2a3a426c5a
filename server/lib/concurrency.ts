/** How many holders a key may have at once, and how many callers may wait for a turn, for how long. */
export interface ConcurrencyLimit {
  running: number;
  /** Callers waiting for a turn at most (Infinity: no bound). */
  queued: number;
  /** How long a caller waits for a turn at most, ms (Infinity: no bound). */
  waitMs: number;
}

/** The key's queue was full, or the caller's wait ran out before a turn came. */
export class ConcurrencyLimitReached extends Error {
  constructor() {
    super('Concurrency limit reached');
    this.name = 'ConcurrencyLimitReached';
  }
}

interface KeyState {
  running: number;
  waiting: Set<() => void>;
}

/**
 * At most `running` turns per key at once; later callers wait in order of arrival. A turn is ended by
 * calling the release function it was given (once; later calls do nothing), which hands it to the next
 * waiter.
 */
export class KeyedConcurrency {
  private readonly keys = new Map<string, KeyState>();

  constructor(private readonly limit: ConcurrencyLimit) {}

  /** A turn for the key: at once when one is free, else after the wait; rejects with ConcurrencyLimitReached. */
  acquire(key: string): Promise<() => void> {
    let state = this.keys.get(key);
    if (!state) {
      state = { running: 0, waiting: new Set() };
      this.keys.set(key, state);
    }
    if (state.running < this.limit.running) {
      state.running += 1;
      return Promise.resolve(this.release(key, state));
    }
    if (state.waiting.size >= this.limit.queued) return Promise.reject(new ConcurrencyLimitReached());
    const waiting = state;
    return new Promise((resolve, reject) => {
      const timer = Number.isFinite(this.limit.waitMs)
        ? setTimeout(() => {
            waiting.waiting.delete(grant);
            reject(new ConcurrencyLimitReached());
          }, this.limit.waitMs)
        : undefined;
      const grant = () => {
        clearTimeout(timer);
        resolve(this.release(key, waiting));
      };
      waiting.waiting.add(grant);
    });
  }

  private release(key: string, state: KeyState): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const [next] = state.waiting;
      if (next) {
        state.waiting.delete(next);
        next();
        return;
      }
      state.running -= 1;
      if (state.running === 0) this.keys.delete(key);
    };
  }
}
