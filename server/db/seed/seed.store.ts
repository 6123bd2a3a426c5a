import type { Queryable } from '../db';
import type { SeedAccount } from './accounts';

/** Whether an account's profile exists. */
export async function profileExists(db: Queryable, userId: string): Promise<boolean> {
  const rows = await db.query(/* profileExists */ 'select 1 from public.profiles where id = $1', [userId]);
  return rows.length > 0;
}

/**
 * Makes sure the profile carries the seed's dashboard settings (the auth module creates it; an upsert
 * keeps the seed working whichever way the profile was made), then writes brand, competitors, topics
 * (with the aggregate topic) and prompts.
 */
export async function insertAccountSetup(tx: Queryable, account: SeedAccount): Promise<void> {
  await tx.query(
    /* upsertSeedProfile */ `
    insert into public.profiles (id, username, email, dashboard_variant, action_center)
    values ($1, $2, $3, $4, $5)
    on conflict (id) do update set dashboard_variant = excluded.dashboard_variant, action_center = excluded.action_center`,
    [account.id, account.username, account.email, account.dashboardVariant, account.actionCenter],
  );
  await tx.query(
    /* upsertSeedBrand */ `
    insert into public.brands (user_id, name, website, aliases, description) values ($1, $2, $3, $4, $5)
    on conflict (user_id) do update set name = excluded.name, website = excluded.website,
      aliases = excluded.aliases, description = excluded.description, updated_at = now()`,
    [account.id, account.brand.name, account.brand.website, account.brand.aliases, account.brand.description],
  );
  await tx.query(
    /* insertSeedCompetitors */ `
    insert into public.competitors (user_id, name, website, aliases, logo_url, created_at)
    select $1, c.name, c.website, array(select jsonb_array_elements_text(c.aliases)), c.logo_url,
      now() + make_interval(secs => c.ord / 1000.0)
    from jsonb_to_recordset($2::jsonb) as c(name text, website text, aliases jsonb, logo_url text, ord int)
    on conflict do nothing`,
    [
      account.id,
      JSON.stringify(
        account.competitors.map((c, ord) => ({
          name: c.name,
          website: c.website,
          aliases: c.aliases,
          logo_url: c.logoUrl,
          ord,
        })),
      ),
    ],
  );
  await tx.query(
    /* insertSeedAggregateTopic */ `
    insert into public.topics (user_id, name, slug, is_aggregate) values ($1, 'Aggregate', 'aggregate', true)
    on conflict do nothing`,
    [account.id],
  );
  for (const topic of account.topics) {
    const [row] = await tx.query<{ id: string }>(
      /* upsertSeedTopic */ `
      insert into public.topics (user_id, name, slug) values ($1, $2, $3)
      on conflict (user_id, slug) do update set name = excluded.name
      returning id`,
      [account.id, topic.name, topic.slug],
    );
    if (!row) throw new Error(`Could not create topic ${topic.slug}`);
    await tx.query(
      /* insertSeedPrompts */ `
      insert into public.prompts (user_id, topic_id, question, kind, created_at)
      select $1, $2, p.question, p.kind, now() + make_interval(secs => p.ord / 1000.0)
      from jsonb_to_recordset($3::jsonb) as p(question text, kind text, ord int)
      on conflict do nothing`,
      [account.id, row.id, JSON.stringify(topic.prompts.map((p, ord) => ({ ...p, ord })))],
    );
  }
}
