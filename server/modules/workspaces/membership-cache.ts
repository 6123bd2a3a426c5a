/**
 * Memberships remembered per process. Every signed-in request asks which brand it acts on and the person's
 * role there (resolveMembership, one statement); the answers are kept here and dropped by the change
 * notice: a notice naming any id an answer depends on (the person, a brand or workspace in it, a token's)
 * drops it, in this process at once and in every other through LISTEN (ReadCache.alsoInvalidate brings
 * both here). Whatever changes who may open what announces the person or the brands concerned
 * (members.service.ts, workspaces.service.ts).
 *
 * A notice can only be trusted to arrive while the process's LISTEN link is healthy, so while it is not
 * (not yet connected, dropped, reconnecting, its heartbeat overdue: Db.noticeLink) every lookup reads the
 * database and nothing is kept; once it is made again, or heard again after a silence (a new epoch),
 * everything kept before is dropped. Refusals are not kept: granting access then needs no notice, and a
 * flood of unknown brand ids fills nothing.
 */
import { LRUCache } from 'lru-cache';
import type { Membership, MembershipLookup, Viewer } from '../../caller';
import type { NoticeLink } from '../../db/db';
import type { IdKeyedCache } from '../../lib/cache';
import { AppError } from '../../lib/errors';

const MAX_ENTRIES = 50_000;

interface Entry {
  membership: Readonly<Membership>;
  /** Every id the answer depends on: a notice naming one of them drops it. */
  ids: readonly string[];
}

/**
 * What an answer depends on besides the database: the person, the brand the request names (null: their
 * default brand) and an API token's workspace and pinned brand, each a part of the key.
 *
 * A membership limited to some brands is a row, not an input: the requested brand is already a part of the
 * key, the limit is a part of the answer (Membership.limitedToBrandIds), and changeMemberBrands announces the
 * person and every brand of the workspace, which drops each answer that could hold the old limit.
 */
function membershipKey(viewer: Viewer, requestedBrand: string | null): string {
  return [viewer.personId, requestedBrand, viewer.tokenWorkspaceId, viewer.tokenBrandId]
    .map((part) => part ?? '')
    .join('\u0000');
}

function dependsOn(viewer: Viewer, requestedBrand: string | null, membership: Membership): string[] {
  const ids = [
    viewer.personId,
    requestedBrand,
    viewer.tokenWorkspaceId,
    viewer.tokenBrandId,
    membership.brandId,
    membership.workspaceId,
  ];
  return [...new Set(ids.filter((id): id is string => typeof id === 'string' && id !== ''))];
}

export class MembershipCache implements IdKeyedCache {
  private readonly entries: LRUCache<string, Entry>;
  private readonly keysById = new Map<string, Set<string>>();
  /** Counts drops: an answer whose load overlapped one is not kept (it may have been read before the change). */
  private generation = 0;
  /** The link's epoch the entries were kept in (NoticeLink.epoch). */
  private epoch = 0;

  /**
   * `load` reads the database (resolveMembership); `link` is the process's notice link; entries live at most
   * `ttlMs` (MEMBERSHIP_CACHE_TTL_SECONDS), and 0 turns the cache off.
   */
  constructor(
    private readonly load: MembershipLookup,
    private readonly link: () => NoticeLink,
    private readonly ttlMs: number,
  ) {
    this.entries = new LRUCache<string, Entry>({
      max: MAX_ENTRIES,
      ttl: Math.max(ttlMs, 1),
      dispose: (entry, key) => this.unindex(key, entry),
    });
  }

  /** The lookup AppDeps.memberships takes: resolveMembership's answer, from here when it may be. */
  readonly lookup: MembershipLookup = async (db, viewer, requestedBrand) => {
    if (this.ttlMs <= 0) return this.load(db, viewer, requestedBrand);
    const link = this.link();
    if (!link.live) return this.load(db, viewer, requestedBrand);
    if (link.epoch !== this.epoch) {
      // Notices sent while the link was down may have been lost.
      this.clear();
      this.epoch = link.epoch;
    }
    const key = membershipKey(viewer, requestedBrand);
    const hit = this.entries.get(key);
    if (hit) {
      // A notice that reached the LISTEN socket with this request (its change was answered just before
      // the request was sent) is handled before the answer is trusted: one turn of the event loop.
      await new Promise<void>((resolve) => setImmediate(resolve));
      if (this.entries.get(key) === hit) return hit.membership;
    }
    const generation = this.generation;
    const membership = await this.load(db, viewer, requestedBrand);
    if (membership instanceof AppError) return membership;
    const now = this.link();
    if (generation === this.generation && now.live && now.epoch === this.epoch)
      this.keep(key, {
        membership: Object.freeze(membership),
        ids: dependsOn(viewer, requestedBrand, membership),
      });
    return membership;
  };

  /** Drops every answer that depends on `id` (a person's, a brand's or a workspace's). */
  invalidate(id: string): void {
    this.generation += 1;
    const keys = this.keysById.get(id);
    if (!keys) return;
    for (const key of [...keys]) this.entries.delete(key);
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.keysById.clear();
  }

  private keep(key: string, entry: Entry): void {
    this.entries.set(key, entry);
    for (const id of entry.ids) {
      let keys = this.keysById.get(id);
      if (!keys) this.keysById.set(id, (keys = new Set()));
      keys.add(key);
    }
  }

  private unindex(key: string, entry: Entry): void {
    for (const id of entry.ids) {
      const keys = this.keysById.get(id);
      keys?.delete(key);
      if (keys?.size === 0) this.keysById.delete(id);
    }
  }
}
