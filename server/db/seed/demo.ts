import { brandFactInput } from '../../../graphql/shared/brand-facts';
import type { Config } from '../../config';
import { trustReferencesOnEmbeddedStore, type Db, type Queryable } from '../db';
import { checkpointEmbeddedStore, reindexEmbeddedStore, vacuumEmbeddedStore } from '../maintenance';
import {
  getBrand,
  profileExists,
  upsertBrandWithDescription,
  upsertProfileSettings,
} from '../../modules/brands';
import { markAddressConfirmed } from '../../modules/alerts';
import { insertCompetitorProfiles } from '../../modules/competitors';
import { upsertBrandFact } from '../../modules/facts';
import { insertPromptsWithKinds } from '../../modules/prompts';
import { ensureAggregateTopic, upsertTopicBySlug } from '../../modules/topics';
import { collectDays, hasRunForDay, insertCompletedRunsForDays } from '../../modules/collection';
import { rebuildAccountRollups } from '../../core/rollups';
import { insertPersonalWorkspace } from '../../modules/workspaces';
import { createSimulatedEngines, type Platform, type SimulationOptions } from '../../core/engines';
import { DEMO_PASSWORD, SEED_ACCOUNTS, type SeedAccount } from './accounts';

export { DEMO_USER_ID, FUND_USER_ID } from './accounts';

export interface CreateUserInput {
  email: string;
  password: string;
  username: string;
  id?: string;
  profile?: { dashboardVariant?: 'general' | 'fund'; actionCenter?: boolean };
}

export interface SeedDeps {
  db: Db;
  config: Config;
  createUser: (input: CreateUserInput) => Promise<{ id: string }>;
}

export interface SeedProgress {
  account: SeedAccount;
  /** The days just stored (oldest first). */
  days: readonly string[];
  /** How many of the account's days are stored now, of `total`. */
  stored: number;
  total: number;
}

export interface SeedOptions {
  /** Days of history, ending today (default 90). */
  days?: number;
  /** Last day of history, YYYY-MM-DD (default: the day the seed began, UTC). */
  today?: string;
  /** Called after each stored batch of days. */
  onBatch?: (progress: SeedProgress) => void;
}

/** The platforms the demo accounts are collected on. */
export const SEED_PLATFORMS: Platform[] = ['chatgpt', 'perplexity', 'gemini'];
/** Days stored per transaction while backfilling. */
const DAYS_PER_BATCH = 15;

/**
 * What the demo's answers state wrongly over time (the demo brand's fact sheet, accounts.ts): its wrong Team
 * plan price stops 20 days before the last day, so the fact check shows an issue whose wrong value has not
 * been seen since, while its wrong founding year and other wrong values go on circulating to the last day.
 */
function demoFactShifts(days: readonly string[]): SimulationOptions['factShifts'] {
  return [{ fact: 'team_price', fromDay: days[Math.max(0, days.length - 21)]!, wrongRate: 0 }];
}

/** The `count` days ending with `last`, oldest first, as YYYY-MM-DD. */
export function dayRange(last: string, count: number): string[] {
  const end = Date.parse(`${last}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) =>
    new Date(end - (count - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
}

/**
 * Creates the demo accounts (demo@example.com, a software brand; fund@example.com, a venture fund) with
 * 90 days of simulated answers, collected through the same analyse-and-store path as real answers; each
 * account's rollups are built once, when its answers are all stored (counting each batch in as it is
 * stored cost more than the rebuild).
 * A seed cut short (a crash, a kill) is completed by the next call: every step is skipped when already
 * stored, and the history ends on the day the seed began. Returns false, doing nothing, once complete.
 */
export async function seedDemoData(deps: SeedDeps, options: SeedOptions = {}): Promise<boolean> {
  const { db } = deps;
  const begun = await seedStartDay(db);
  const today = options.today ?? begun ?? new Date().toISOString().slice(0, 10);
  const days = dayRange(today, options.days ?? 90);
  if (begun && (await accountSeeded(db, SEED_ACCOUNTS[SEED_ACCOUNTS.length - 1]!, days))) return false;
  for (const account of SEED_ACCOUNTS) {
    await seedAccount(deps, account, days, options.onBatch);
  }
  // The seed wrote most of what the store holds: its indexes are packed, its planner statistics taken (as
  // the nightly maintenance would: before it, a search planned the answers as a few dozen, parsed all of
  // them and left the words index unread, 550 ms), then its write-ahead log (with the rebuild's) can go.
  await reindexEmbeddedStore(db);
  await vacuumEmbeddedStore(db);
  await checkpointEmbeddedStore(db);
  return true;
}

/** The UTC day the seed began (when it created the first account), or null before it began. */
async function seedStartDay(db: Queryable): Promise<string | null> {
  const [row] = await db.query<{ day: string }>(
    `/* getSeedStartDay */ select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day
    from public.profiles where id = $1`,
    [SEED_ACCOUNTS[0]!.id],
  );
  return row?.day ?? null;
}

/**
 * Whether the account's seed is complete: its last step lists the history as collection runs, in the
 * transaction that builds its rollups. The first day is before the seed began, so no daily collection can
 * have listed it.
 */
async function accountSeeded(db: Queryable, account: SeedAccount, days: readonly string[]): Promise<boolean> {
  return hasRunForDay(db, account.id, days[0]!);
}

/**
 * Makes sure the profile carries the seed's dashboard settings (the auth module creates it; an upsert
 * keeps the seed working whichever way the profile was made), then writes brand, competitors, topics
 * (with the aggregate topic), prompts and the confirmed fact sheet, through the stores that own those tables.
 */
async function insertAccountSetup(tx: Queryable, account: SeedAccount): Promise<void> {
  await upsertProfileSettings(tx, account);
  await insertPersonalWorkspace(tx, account.id, account.username, account.actionCenter);
  // Its example.com address gets mail in the outbox only: alert e-mails need no confirmation link.
  await markAddressConfirmed(tx, account.id, account.email);
  await upsertBrandWithDescription(tx, account.id, account.brand);
  await insertCompetitorProfiles(tx, account.id, account.competitors);
  // Written before any answer, so every answer is read against it: nothing to audit or read again.
  for (const fact of account.facts ?? [])
    await upsertBrandFact(tx, account.id, { ...brandFactInput.parse(fact), status: 'CONFIRMED' }, account.id);
  await ensureAggregateTopic(tx, account.id);
  for (const topic of account.topics) {
    const topicId = await upsertTopicBySlug(tx, account.id, topic.name, topic.slug);
    await insertPromptsWithKinds(tx, account.id, topicId, topic.prompts);
  }
}

async function seedAccount(
  deps: SeedDeps,
  account: SeedAccount,
  days: string[],
  onBatch: SeedOptions['onBatch'],
): Promise<void> {
  const { db, config } = deps;
  if (!(await profileExists(db, account.id))) {
    await deps.createUser({
      id: account.id,
      email: account.email,
      password: DEMO_PASSWORD,
      username: account.username,
      profile: { dashboardVariant: account.dashboardVariant, actionCenter: account.actionCenter },
    });
  }
  // The setup is one transaction that writes the brand: a brand means it is all there.
  if (!(await getBrand(db, account.id))) await db.transaction((tx) => insertAccountSetup(tx, account));

  if (await accountSeeded(db, account, days)) return;

  const now = Date.now();
  let stored = 0;
  await collectDays(
    { db },
    {
      brandId: account.id,
      days,
      engines: createSimulatedEngines(SEED_PLATFORMS, {
        seed: config.SIMULATED_SEED,
        factShifts: demoFactShifts(days),
      }),
      // Answers are dated at the daily collection hour (never in the future).
      collectedAt: (day) =>
        new Date(Math.min(now, Date.parse(`${day}T00:00:00Z`) + config.COLLECTION_HOUR_UTC * 3_600_000)),
      daysPerStore: DAYS_PER_BATCH,
      rollupsLater: true,
      onStored: (batch) => {
        stored += batch.length;
        onBatch?.({ account, days: batch, stored, total: days.length });
      },
    },
  );
  await db.transaction(async (tx) => {
    // The rollups are built from the account's answers and topics, read in this transaction.
    await trustReferencesOnEmbeddedStore(db, tx);
    await rebuildAccountRollups(tx, account.id);
    // The history stands in for the daily scheduled collection, so it is listed as those runs.
    await insertCompletedRunsForDays(tx, account.id, days, 'schedule');
  });
}
