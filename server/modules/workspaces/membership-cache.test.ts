/**
 * The membership cache on its own: what it keeps and under which key, which notices drop what, and that it
 * reads the database on every request while the notice link is down (counted as calls of the lookup).
 */
import { describe, expect, test } from 'vitest';
import type { Membership, MembershipLookup, Viewer } from '../../caller';
import type { NoticeLink, Queryable } from '../../db/db';
import { ReadCache } from '../../lib/cache';
import { AppError, forbidden } from '../../lib/errors';
import { MembershipCache } from './membership-cache';

const db = {} as Queryable;
const PERSON = 'person-1';
const OTHER = 'person-2';
const BRAND = 'brand-a';
const SECOND_BRAND = 'brand-b';
const WORKSPACE = 'workspace-1';

/** A lookup that answers from `grants` (the brand asked for, else BRAND) and counts its calls. */
function database() {
  const grants = new Map<string, Membership>([
    [
      `${PERSON}/${BRAND}`,
      { personId: PERSON, brandId: BRAND, workspaceId: WORKSPACE, role: 'EDITOR', limitedToBrandIds: null },
    ],
    [
      `${PERSON}/${SECOND_BRAND}`,
      {
        personId: PERSON,
        brandId: SECOND_BRAND,
        workspaceId: WORKSPACE,
        role: 'EDITOR',
        limitedToBrandIds: null,
      },
    ],
    [
      `${OTHER}/${BRAND}`,
      { personId: OTHER, brandId: BRAND, workspaceId: WORKSPACE, role: 'VIEWER', limitedToBrandIds: null },
    ],
  ]);
  const calls: string[] = [];
  let pending: (() => void) | null = null;
  const lookup: MembershipLookup = async (_db, viewer, requested) => {
    calls.push(`${viewer.personId}/${requested}`);
    // Read at once, answered when released: what a statement saw before a change made meanwhile.
    const grant = grants.get(`${viewer.personId}/${requested ?? BRAND}`);
    if (pending) await new Promise<void>((resolve) => (pending = resolve));
    return grant ? { ...grant } : forbidden('not a member');
  };
  return {
    grants,
    calls,
    lookup,
    /** Makes the next lookups wait until release() is called. */
    hold: () => (pending = () => {}),
    release: () => {
      const resolve = pending;
      pending = null;
      resolve?.();
    },
  };
}

function setup(ttlMs = 60_000) {
  const store = database();
  const link: NoticeLink = { live: true, epoch: 1 };
  const cache = new MembershipCache(store.lookup, () => ({ ...link }), ttlMs);
  const ask = (viewer: Partial<Viewer> & { personId: string }, brand: string | null = BRAND) =>
    cache.lookup(db, { email: null, ...viewer }, brand);
  return { store, link, cache, ask };
}

describe('what is kept', () => {
  test('a second request of the same person, brand and token reads nothing; any other part is a lookup of its own', async () => {
    const { store, ask } = setup();
    expect(await ask({ personId: PERSON })).toMatchObject({ brandId: BRAND, role: 'EDITOR' });
    expect(await ask({ personId: PERSON })).toMatchObject({ brandId: BRAND, role: 'EDITOR' });
    expect(store.calls).toHaveLength(1);

    await ask({ personId: PERSON }, null);
    await ask({ personId: PERSON }, SECOND_BRAND);
    await ask({ personId: OTHER });
    await ask({ personId: PERSON, tokenWorkspaceId: WORKSPACE });
    await ask({ personId: PERSON, tokenWorkspaceId: WORKSPACE, tokenBrandId: BRAND });
    expect(store.calls).toHaveLength(6);
    await ask({ personId: PERSON, tokenWorkspaceId: WORKSPACE, tokenBrandId: BRAND });
    expect(store.calls).toHaveLength(6);
  });

  test('a refusal is not kept: the next request asks again', async () => {
    const { store, ask } = setup();
    expect(await ask({ personId: OTHER }, SECOND_BRAND)).toBeInstanceOf(AppError);
    store.grants.set(`${OTHER}/${SECOND_BRAND}`, {
      personId: OTHER,
      brandId: SECOND_BRAND,
      workspaceId: WORKSPACE,
      role: 'VIEWER',
      limitedToBrandIds: null,
    });
    expect(await ask({ personId: OTHER }, SECOND_BRAND)).toMatchObject({ brandId: SECOND_BRAND });
    expect(store.calls).toHaveLength(2);
  });

  test('with a lifetime of 0 every request reads the database', async () => {
    const { store, ask } = setup(0);
    await ask({ personId: PERSON });
    await ask({ personId: PERSON });
    expect(store.calls).toHaveLength(2);
  });
});

describe('notices', () => {
  test('a notice handled in the same turn as a request, after it started, is not answered from before it', async () => {
    const { store, cache, ask } = setup();
    await ask({ personId: PERSON });
    const asked = ask({ personId: PERSON });
    // The notice's bytes were read in the same turn of the event loop as the request's.
    store.grants.set(`${PERSON}/${BRAND}`, {
      personId: PERSON,
      brandId: BRAND,
      workspaceId: WORKSPACE,
      role: 'VIEWER',
      limitedToBrandIds: null,
    });
    cache.invalidate(PERSON);
    expect(await asked).toMatchObject({ role: 'VIEWER' });
    expect(store.calls).toHaveLength(2);
  });

  test("a person's notice drops their answers only; a brand's drops every answer that names it", async () => {
    const { store, cache, ask } = setup();
    await ask({ personId: PERSON });
    await ask({ personId: PERSON }, SECOND_BRAND);
    await ask({ personId: OTHER });
    cache.invalidate(PERSON);
    await ask({ personId: OTHER });
    expect(store.calls).toHaveLength(3);
    await ask({ personId: PERSON });
    await ask({ personId: PERSON }, SECOND_BRAND);
    expect(store.calls).toHaveLength(5);

    cache.invalidate(SECOND_BRAND);
    await ask({ personId: PERSON });
    await ask({ personId: OTHER });
    expect(store.calls).toHaveLength(5);
    await ask({ personId: PERSON }, SECOND_BRAND);
    expect(store.calls).toHaveLength(6);
  });

  test('a default brand (none asked for) is dropped by its brand, and a token-pinned answer by its workspace', async () => {
    const { store, cache, ask } = setup();
    await ask({ personId: PERSON }, null);
    cache.invalidate(BRAND);
    await ask({ personId: PERSON }, null);
    expect(store.calls).toHaveLength(2);

    const pinned = { personId: OTHER, tokenWorkspaceId: WORKSPACE, tokenBrandId: BRAND };
    await ask(pinned);
    await ask(pinned);
    expect(store.calls).toHaveLength(3);
    cache.invalidate(WORKSPACE);
    await ask(pinned);
    expect(store.calls).toHaveLength(4);
  });

  test('the read cache passes on its invalidations and its clearing', async () => {
    const { store, cache, ask } = setup();
    const readCache = new ReadCache({ ttlMs: 0, maxBytes: 1_000, maxBytesPerAccount: 1_000 });
    readCache.alsoInvalidate(cache);
    await ask({ personId: PERSON });
    readCache.invalidate(PERSON);
    await ask({ personId: PERSON });
    readCache.clear();
    await ask({ personId: PERSON });
    expect(store.calls).toHaveLength(3);
  });

  test('an answer read while a notice arrives is not kept: it may predate the change', async () => {
    const { store, cache, ask } = setup();
    store.hold();
    const before = ask({ personId: PERSON });
    // The member is removed and the notice arrives while the statement runs.
    store.grants.delete(`${PERSON}/${BRAND}`);
    cache.invalidate(PERSON);
    store.release();
    expect(await before).toMatchObject({ role: 'EDITOR' });
    expect(await ask({ personId: PERSON })).toBeInstanceOf(AppError);
  });
});

describe('the notice link', () => {
  test('while it is down every request reads the database and nothing is kept', async () => {
    const { store, link, ask } = setup();
    await ask({ personId: PERSON });
    link.live = false;
    await ask({ personId: PERSON });
    await ask({ personId: PERSON });
    expect(store.calls).toHaveLength(3);
    // A removal now sends a notice that never arrives: the next request still reads the database.
    store.grants.delete(`${PERSON}/${BRAND}`);
    expect(await ask({ personId: PERSON })).toBeInstanceOf(AppError);
  });

  test('in a new epoch of the link (made again, or heard again after a silence) what was kept before is dropped', async () => {
    const { store, link, ask } = setup();
    await ask({ personId: PERSON });
    await ask({ personId: PERSON });
    expect(store.calls).toHaveLength(1);

    link.epoch = 2;
    await ask({ personId: PERSON });
    expect(store.calls).toHaveLength(2);
    await ask({ personId: PERSON });
    expect(store.calls).toHaveLength(2);
  });

  test('an answer read while the link went down, or entered a new epoch, is not kept', async () => {
    const { store, link, ask } = setup();
    store.hold();
    const during = ask({ personId: PERSON });
    link.live = false;
    store.release();
    await during;
    link.live = true;
    await ask({ personId: PERSON });
    expect(store.calls).toHaveLength(2);

    store.hold();
    const across = ask({ personId: OTHER });
    link.epoch = 2;
    store.release();
    await across;
    await ask({ personId: OTHER });
    expect(store.calls).toHaveLength(4);
  });
});
