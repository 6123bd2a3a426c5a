/**
 * For fault tests of collection runs against the vendor stub (openai-stub.ts as Perplexity): an account
 * set up in SQL, and a bounded wait on the database's state.
 */
import type { Db } from '../db/db';

export interface VendorAccount {
  brand: string;
  website?: string;
  competitors?: string[];
  topic: string;
  prompts: string[];
  samplesPerPrompt?: number;
}

/** Gives the account its brand, competitors, one topic and its prompts, asked on Perplexity alone. */
export async function prepareVendorAccount(db: Db, brandId: string, account: VendorAccount): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `update profiles set platforms = array['perplexity'], samples_per_prompt = $2 where id = $1`,
      [brandId, account.samplesPerPrompt ?? 1],
    );
    await tx.query(
      `insert into brands (user_id, name, website) values ($1, $2, $3)
       on conflict (user_id) do update set name = excluded.name, website = excluded.website`,
      [brandId, account.brand, account.website ?? null],
    );
    for (const competitor of account.competitors ?? [])
      await tx.query('insert into competitors (user_id, name) values ($1, $2)', [brandId, competitor]);
    const [topic] = await tx.query<{ id: string }>(
      `insert into topics (user_id, name, slug) values ($1, $2, lower($2)) returning id`,
      [brandId, account.topic],
    );
    for (const question of account.prompts)
      await tx.query('insert into prompts (user_id, topic_id, question) values ($1, $2, $3)', [
        brandId,
        topic!.id,
        question,
      ]);
  });
}

/** Polls `probe` every 100 ms until it gives a value; throws after `timeoutMs`, naming `what`. */
export async function until<T>(
  what: string,
  probe: () => Promise<T | null | undefined | false>,
  timeoutMs: number,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
