/**
 * LISTEN for node-postgres on a connection of its own (not a pool slot). When the link drops (a database
 * restart, a failover, a network cut) it reconnects with back-off and LISTENs again; a heartbeat notices a
 * link that died without a reset. After each reconnect the subscribers hear that they may have missed
 * notices. noticeLink() says whether a notice sent now would arrive, for caches that must not be trusted
 * while it might not.
 */
import pg from 'pg';
import type { NoticeLink } from './db';

const FIRST_RETRY_MS = 100;
const MAX_RETRY_MS = 1_000;
const HEARTBEAT_MS = 2_000;
const HEARTBEAT_TIMEOUT_MS = 3_000;
/**
 * A link not heard from for this long counts as down even before its heartbeat fails: one that died
 * silently (a black-holed network) is distrusted within this bound, not only once the reconnect starts.
 */
export const LIVE_WITHOUT_WORD_MS = HEARTBEAT_MS + HEARTBEAT_TIMEOUT_MS;
/** How long a change waits to hear its own notice back before answering anyway. */
const ECHO_WAIT_MS = 1_000;

interface Subscription {
  channel: string;
  onPayload: (payload: string) => void;
  onResubscribed?: () => void;
}

export class PgListener {
  private client: pg.Client | null = null;
  private readonly subscriptions = new Set<Subscription>();
  /** Changes waiting to hear their own notice back (untilHeard), by channel and payload. */
  private readonly echoes = new Map<string, Set<() => void>>();
  private connecting: Promise<void> | null = null;
  private retryMs = FIRST_RETRY_MS;
  private retryTimer: NodeJS.Timeout | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private closed = false;
  private lostOnce = false;
  /** See NoticeLink.epoch. */
  private epoch = 0;
  /** When the current link last answered (its connect, a heartbeat, a notice). */
  private heardAt = 0;

  constructor(
    private readonly connectionString: string,
    private readonly log: (message: string) => void = (message) => console.warn(message),
  ) {}

  async subscribe(subscription: Subscription): Promise<() => Promise<void>> {
    this.subscriptions.add(subscription);
    if (this.client) await this.client.query(`listen ${pg.escapeIdentifier(subscription.channel)}`);
    // While a reconnect is pending the channel is LISTENed when it succeeds.
    else if (!this.retryTimer) await (this.connecting ??= this.connect());
    return async () => {
      this.subscriptions.delete(subscription);
      const stillHeard = [...this.subscriptions].some((other) => other.channel === subscription.channel);
      if (!stillHeard) await this.client?.query(`unlisten ${pg.escapeIdentifier(subscription.channel)}`);
    };
  }

  /**
   * Resolves once this link hears `payload` on `channel` (call it before the NOTIFY is sent), after
   * ECHO_WAIT_MS at the latest, and at once while the link is down (caches are not trusted then) or the channel is not LISTENed here. Postgres
   * signals every listening connection at the same commit, so a change that waits for its own notice
   * answers only when the other processes' links have been sent it too.
   */
  untilHeard(channel: string, payload: string): Promise<void> {
    const heardHere = [...this.subscriptions].some((subscription) => subscription.channel === channel);
    if (!heardHere || !this.noticeLink().live) return Promise.resolve();
    const key = echoKey(channel, payload);
    return new Promise<void>((resolve) => {
      const waiters = this.echoes.get(key) ?? new Set<() => void>();
      this.echoes.set(key, waiters);
      const done = () => {
        clearTimeout(timer);
        waiters.delete(done);
        if (waiters.size === 0 && this.echoes.get(key) === waiters) this.echoes.delete(key);
        resolve();
      };
      const timer = setTimeout(done, ECHO_WAIT_MS);
      timer.unref();
      waiters.add(done);
    });
  }

  noticeLink(): NoticeLink {
    return {
      live: this.client !== null && Date.now() - this.heardAt <= LIVE_WITHOUT_WORD_MS,
      epoch: this.epoch,
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const waiters of [...this.echoes.values()]) for (const done of [...waiters]) done();
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.heartbeat) clearInterval(this.heartbeat);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }

  /** Opens a connection and LISTENs on every subscribed channel; the first failure is the caller's. */
  private async connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.connectionString,
      keepAlive: true,
      query_timeout: HEARTBEAT_TIMEOUT_MS,
    });
    client.on('notification', (message) => {
      this.heard(client);
      const payload = message.payload ?? '';
      for (const subscription of this.subscriptions)
        if (subscription.channel === message.channel) subscription.onPayload(payload);
      for (const done of [...(this.echoes.get(echoKey(message.channel, payload)) ?? [])]) done();
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('connection ended')));
    try {
      await client.connect();
      for (const channel of new Set([...this.subscriptions].map((s) => s.channel)))
        await client.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      client.removeAllListeners('end');
      await client.end().catch(() => {});
      throw error;
    } finally {
      this.connecting = null;
    }
    if (this.closed) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
    this.epoch += 1;
    this.heardAt = Date.now();
    this.retryMs = FIRST_RETRY_MS;
    this.heartbeat = setInterval(() => {
      client.query('select 1').then(
        () => this.heard(client),
        (error: Error) => this.lost(client, error),
      );
    }, HEARTBEAT_MS);
    this.heartbeat.unref();
    if (this.lostOnce) {
      this.log('Postgres LISTEN connection restored');
      for (const subscription of this.subscriptions) subscription.onResubscribed?.();
    }
  }

  /** The link answered; after a silence that made it count as down, it starts a new epoch. */
  private heard(client: pg.Client): void {
    if (this.client !== client) return;
    const now = Date.now();
    if (now - this.heardAt > LIVE_WITHOUT_WORD_MS) this.epoch += 1;
    this.heardAt = now;
  }

  private lost(client: pg.Client, error: Error): void {
    if (this.client !== client || this.closed) return;
    this.log(`Postgres LISTEN connection lost (${error.message}); reconnecting`);
    this.client = null;
    this.lostOnce = true;
    if (this.heartbeat) clearInterval(this.heartbeat);
    client.removeAllListeners('end');
    client.end().catch(() => {});
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closed || this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (this.closed) return;
      this.connecting = this.connect();
      this.connecting.catch(() => {
        this.retryMs = Math.min(this.retryMs * 2, MAX_RETRY_MS);
        this.scheduleReconnect();
      });
    }, this.retryMs);
    this.retryTimer.unref();
  }
}

const echoKey = (channel: string, payload: string) => `${channel}\u0000${payload}`;
